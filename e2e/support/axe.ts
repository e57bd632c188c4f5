import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import type { Result } from "axe-core";
import { en } from "./ui";

/** A translation key shown instead of its text ("landing.hero.title"): a section not loaded. */
const RAW_KEY = new RegExp(`\\b(?:${Object.keys(en).join("|")})\\.[a-zA-Z]+(?:\\.[a-zA-Z]+)*\\b`);

const BLOCKING = new Set(["serious", "critical"]);

function describe(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `    at ${node.target.join(" ")}\n      ${node.failureSummary?.replaceAll("\n", "\n      ")}`,
        )
        .join("\n");
      const more = violation.nodes.length > 5 ? `\n    …and ${violation.nodes.length - 5} more` : "";
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
    })
    .join("\n");
}

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation, or on a
 * raw translation key in the visible text. Each distinct state (address, language, theme, width)
 * is checked once per test.
 */
export class AccessibilityChecker {
  private readonly checked = new Set<string>();

  async check(page: Page, what?: string): Promise<void> {
    const state = await page.evaluate(
      () =>
        `${location.pathname}${location.search} ${document.documentElement.lang} ${document.documentElement.className} ${window.innerWidth}`,
    );
    if (this.checked.has(state)) return;
    this.checked.add(state);
    await test.step(
      `axe: ${what ?? state}`,
      async () => {
        // A frame sandboxed without scripts (the email preview) cannot run axe, and axe waits on it
        // forever: its content is the email, checked by the mail tests, not the page's markup.
        // Colours move with a transition when the theme or a state changes (150 ms, longer on a busy
        // machine): axe reads the screen at one instant, so it waits, as a person's eye does, for the
        // finite transitions and animations under way to end (spinners and skeletons never do).
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
        );
        const results = await new AxeBuilder({ page }).exclude('iframe[sandbox=""]').analyze();
        const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ""));
        // Lesser findings do not fail the test but stay visible in the report.
        for (const violation of results.violations.filter((candidate) => !blocking.includes(candidate))) {
          test.info().annotations.push({
            type: `axe ${violation.impact}`,
            description: `${violation.id} on ${what ?? state}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join("; ")})`,
          });
        }
        expect(blocking.length, `accessibility violations on ${what ?? state}:\n${describe(blocking)}`).toBe(
          0,
        );
        const rawKey = (await page.locator("body").innerText()).match(RAW_KEY);
        expect(rawKey?.[0], `a translation key shown as text on ${what ?? state}`).toBeUndefined();
      },
      { box: true },
    );
  }

  get count(): number {
    return this.checked.size;
  }
}

/**
 * axe's label-in-name check (off by default, as axe counts it experimental): every control whose
 * name is set apart from its text must still hold the text it shows, so a person who says what
 * they see to voice control reaches it.
 */
export async function expectLabelsInNames(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withRules(["label-content-name-mismatch"]).analyze();
  expect(results.violations, describe(results.violations)).toEqual([]);
}
