import { expect, type Locator, type Page } from "@playwright/test";
import { resources } from "@stampwise/i18n";

export const en = resources["en-US"];
export const sv = resources["sv-SE"];

/** A toast as a person reads it: its text on screen. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page
    .getByRole("region", { name: /^(Notifications|Aviseringar)/ })
    .getByText(text)
    .first();
}

/** The one h1 of the page, once it is there. */
export async function expectHeading(page: Page, name: string | RegExp): Promise<void> {
  // toContainText: a heading may also hold screen-reader-only words (the 404 page says "404, …").
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
}

/** The page's visible text (what innerText renders: nothing hidden, nothing screen-reader-only… mostly). */
export async function visibleText(page: Page): Promise<string> {
  return page.locator("body").innerText();
}

/**
 * Waits until the app has taken over `control`: a prerendered page shows its buttons before its
 * script has run, and a click then does nothing (a person clicks again once the page responds).
 */
export async function untilInteractive(control: Locator): Promise<void> {
  await expect
    .poll(() =>
      control.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps"))),
    )
    .toBe(true);
}

/**
 * Picks a theme wherever the page offers it: a visible choice named after the theme, or a control
 * named "Theme" that opens a menu of them.
 */
export async function chooseTheme(
  page: Page,
  scope: Locator | Page,
  theme: string,
  themeLabel = /theme|tema/i,
) {
  const direct = scope
    .getByRole("radio", { name: theme, exact: true })
    .or(scope.getByRole("button", { name: theme, exact: true }));
  const trigger = scope.getByRole("button", { name: themeLabel });
  // Wait until the page shows one or the other (isVisible does not wait).
  await expect(direct.or(trigger).first()).toBeVisible();
  if (await direct.first().isVisible()) {
    await untilInteractive(direct.first());
    await direct.first().click();
    return;
  }
  await untilInteractive(trigger.first());
  await trigger.first().click();
  await page
    .getByRole("menuitemradio", { name: theme, exact: true })
    .or(page.getByRole("option", { name: theme, exact: true }))
    .or(page.getByRole("radio", { name: theme, exact: true }))
    .click();
}

/** Whether the dark class was on <html> when <body> began, i.e. before anything could be painted. */
export async function watchEarlyTheme(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = () => {
      (window as unknown as { darkAtFirstBody?: boolean }).darkAtFirstBody =
        document.documentElement.classList.contains("dark");
    };
    const observer = new MutationObserver(() => {
      if (document.body) {
        record();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

export async function darkAtFirstBody(page: Page): Promise<boolean | undefined> {
  return page.evaluate(() => (window as unknown as { darkAtFirstBody?: boolean }).darkAtFirstBody);
}

/**
 * Picks a language wherever the page offers it: a visible choice named after the language (each
 * language is named in itself), or a control named "Language" that opens a menu of them.
 */
export async function chooseLanguage(page: Page, language: "English" | "Svenska") {
  const direct = page
    .getByRole("button", { name: language, exact: true })
    .or(page.getByRole("radio", { name: language, exact: true }));
  const trigger = page.getByRole("button", { name: /^(Language|Språk)/ });
  // Wait until the page shows one or the other (isVisible does not wait).
  await expect(direct.or(trigger).first()).toBeVisible();
  if (await direct.first().isVisible()) {
    await untilInteractive(direct.first());
    await direct.first().click();
    return;
  }
  await untilInteractive(trigger.first());
  await trigger.first().click();
  await page
    .getByRole("menuitemradio", { name: language, exact: true })
    .or(page.getByRole("option", { name: language, exact: true }))
    .click();
}

/**
 * A resource text with its `{{placeholders}}` filled in, as the apps show it. Plurals are separate
 * keys (`…_one`, `…_other`): pick the one the count takes.
 */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/** Chooses the app's language as a returning visitor would have (stored), and reloads the page. */
export async function useLanguage(page: Page, language: "en-US" | "sv-SE"): Promise<void> {
  await page.evaluate((chosen) => localStorage.setItem("language", chosen), language);
  await page.reload();
}

/**
 * The admin finds a customer by their exact email on the dashboard and opens the profile, as at
 * the counter without a scan; answers the profile's address.
 */
export async function openProfileByEmail(page: Page, email: string): Promise<string> {
  await page.goto("/admin/dashboard");
  await page.getByRole("combobox", { name: en.users.dashboard.search.label }).fill(email);
  await page
    .getByRole("listbox", { name: en.users.dashboard.search.results })
    .getByRole("option", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) })
    .click();
  await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);
  return page.url();
}
