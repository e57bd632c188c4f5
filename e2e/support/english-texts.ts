import { expect, type Page } from "@playwright/test";
import { resources } from "@stampwise/i18n";

/** Shorter texts ("Email", "OK") may rightly appear in Swedish too, or inside other words. */
const MIN_LENGTH = 14;

function leaves(value: unknown, into: Map<string, string>, prefix = ""): Map<string, string> {
  if (typeof value === "string") into.set(prefix, value);
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) leaves(child, into, prefix ? `${prefix}.${key}` : key);
  }
  return into;
}

/**
 * Every longer en-US text of the i18n resources that differs from its sv-SE value: none of them
 * may show on a page in Swedish. Interpolated texts count by their longest fixed piece.
 */
function findEnglishOnlyTexts(): { key: string; text: string }[] {
  const english = leaves(resources["en-US"], new Map());
  const swedish = leaves(resources["sv-SE"], new Map());
  const texts: { key: string; text: string }[] = [];
  for (const [key, value] of english) {
    if (swedish.get(key) === value) continue;
    const piece = value
      .split(/\{\{[^}]*\}\}|<\/?\d+>|\$t\([^)]*\)/)
      .map((part) => part.trim())
      .sort((a, b) => b.length - a.length)[0];
    if (piece && piece.length >= MIN_LENGTH) texts.push({ key, text: piece });
  }
  return texts;
}

/** The resources do not change during a run: found once, not again for every Swedish page. */
let englishOnly: { key: string; text: string }[] | undefined;

/** The English texts found in a page's visible text, with their keys. */
export function englishIn(visibleText: string): string[] {
  const normalized = visibleText.replace(/\s+/g, " ");
  englishOnly ??= findEnglishOnlyTexts();
  return englishOnly
    .filter(({ text }) => normalized.includes(text))
    .map(({ key, text }) => `${key}: "${text}"`);
}

/**
 * Waits for the page's h1, then asserts the page is in Swedish with no English text of the
 * resources on screen, and runs the accessibility check on it. An open modal dialog may be read
 * too: the page behind it is hidden from the accessibility tree (hence `includeHidden`), but drawn.
 */
export async function expectAllSwedish(
  page: Page,
  a11y: { check(page: Page, what?: string): Promise<void> },
): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, includeHidden: true })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "sv-SE");
  expect(englishIn(await page.locator("body").innerText()), `English text left on ${page.url()}`).toEqual([]);
  await a11y.check(page);
}
