import { signIn } from "./support/accounts";
import { expectAllSwedish } from "./support/english-texts";
import { SWEDISH_CHOSEN } from "./support/environment";
import { expect, test } from "./support/fixtures";
import { chooseLanguage, chooseTheme, darkAtFirstBody, sv, watchEarlyTheme } from "./support/ui";

test("a switch to Swedish sticks across reloads and leaves no English on the public pages", async ({
  page,
  a11y,
}) => {
  // A sweep of eight pages, each read for English and checked with axe: slower than one journey.
  test.slow();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await chooseLanguage(page, "Svenska");
  await expect(page.getByRole("heading", { level: 1, name: sv.landing.hero.title })).toBeVisible();
  await expectAllSwedish(page, a11y);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: sv.landing.hero.title })).toBeVisible();
  await expectAllSwedish(page, a11y);

  for (const path of ["/login", "/signup", "/reset-password", "/privacy", "/terms", "/cookies"]) {
    await page.goto(path);
    await expectAllSwedish(page, a11y);
  }
});

test.describe("with Swedish chosen earlier", () => {
  test.use({ storageState: SWEDISH_CHOSEN });

  test("the error pages and the customer doors have no English left", async ({ page, a11y }) => {
    test.slow(); // seven pages, each read for English and checked with axe
    for (const path of ["/404", "/401", "/500", "/503", "/app/login", "/app/signup", "/app/reset-password"]) {
      await page.goto(path);
      await expectAllSwedish(page, a11y);
    }
  });

  test("the signed-in pages of both apps have no English left", async ({ page, admin, customer, a11y }) => {
    test.slow(); // two sign-ins and five pages, each read for English and checked with axe
    await signIn(page, admin);
    await page.goto("/admin/settings/general");
    await expect(page.getByLabel(sv.settings.general.name)).toHaveValue(admin.organizationName ?? "");
    await expectAllSwedish(page, a11y);
    await page.goto("/admin/settings/contact");
    await expectAllSwedish(page, a11y);

    await page.context().clearCookies();
    await signIn(page, customer);
    for (const path of ["/app/", "/app/qr", "/app/messages"]) {
      await page.goto(path);
      await expectAllSwedish(page, a11y);
    }
  });
});

test.describe("themes", () => {
  test("a chosen dark theme is on <html> before the first paint after a reload", async ({ page, a11y }) => {
    await watchEarlyTheme(page);
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await chooseTheme(page, page.getByRole("banner"), "Dark");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await a11y.check(page, "landing in dark");

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(await darkAtFirstBody(page), "dark class before the first paint").toBe(true);

    // The choice belongs to the site, not the page.
    await page.goto("/app/login");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await darkAtFirstBody(page), "dark class before the first paint in the customer app").toBe(true);
    await a11y.check(page, "customer login in dark");

    await chooseTheme(page, page, "Light");
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await darkAtFirstBody(page)).toBe(false);
  });

  test("the colours follow the system preference, also when it changes", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  });
});
