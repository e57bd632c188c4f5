import type { Page } from "@playwright/test";
import { mailsTo, signIn, uniqueEmail } from "./support/accounts";
import { OPERATOR_EMAIL } from "./support/environment";
import { expect, test } from "./support/fixtures";
import { en, expectHeading, toast, untilInteractive } from "./support/ui";

const banner = (page: Page) => page.getByRole("region", { name: en.cookies.title });

test.describe("the cookie banner", () => {
  // A first visit: nothing accepted yet (the other tests start with the banner accepted).
  test.use({ storageState: { cookies: [], origins: [] } });

  test("accepting stores the consent and it stays away after a reload", async ({ page, a11y }) => {
    await page.goto("/");
    await expect(banner(page).getByText(en.cookies.title)).toBeVisible();
    await expect(banner(page).getByRole("link", { name: "cookie policy" })).toHaveAttribute(
      "href",
      "/cookies",
    );
    await a11y.check(page, "landing with the cookie banner");

    await banner(page).getByRole("button", { name: en.cookies.accept }).click();
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("true");

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test("dismissing hides it for this visit only", async ({ page }) => {
    await page.goto("/privacy");
    await banner(page).getByRole("button", { name: en.cookies.dismiss }).click();
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBeNull();

    await page.reload();
    await expect(banner(page).getByText(en.cookies.title)).toBeVisible();
  });
});

test.describe("error pages", () => {
  test("404: an unknown address shows it, and back to home leads to /", async ({ page, a11y }) => {
    await page.goto("/404");
    await expectHeading(page, en.errors.notFound.title);
    await a11y.check(page);

    await page.goto("/no/such/page");
    await expectHeading(page, en.errors.notFound.title);
    await page.getByRole("link", { name: en.errors.backToHome }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: en.landing.hero.title })).toBeVisible();
  });

  test("404 inside the admin area: go back returns to the page before", async ({ page, admin }) => {
    await signIn(page, admin);
    await page.goto("/admin/settings/general");
    await expectHeading(page, en.settings.general.title);
    // An address the admin area does not have (an old bookmark, a mistyped link).
    await page.goto("/admin/reports-from-last-year");
    await expectHeading(page, en.errors.notFound.title);
    await page.getByRole("button", { name: en.errors.goBack }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/general$/);
    await expectHeading(page, en.settings.general.title);
  });

  test("401 asks to log in", async ({ page, a11y }) => {
    await page.goto("/401");
    await expectHeading(page, en.errors.unauthorized.title);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("401");
    await expect(page.getByRole("button", { name: en.errors.goBack })).toBeVisible();
    await expect(page.getByRole("link", { name: en.errors.backToHome })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: en.errors.unauthorized.logIn })).toHaveAttribute(
      "href",
      "/login",
    );
    await a11y.check(page);
  });

  test("500 in full and minimal", async ({ page, a11y }) => {
    await page.goto("/500");
    await expectHeading(page, en.errors.serverError.title);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("500");
    await expect(page.getByText(en.errors.serverError.description)).toBeVisible();
    await expect(page.getByRole("button", { name: en.errors.goBack })).toBeVisible();
    await expect(page.getByRole("link", { name: en.errors.backToHome })).toHaveAttribute("href", "/");
    await a11y.check(page);

    await page.goto("/500?variant=minimal");
    await expectHeading(page, en.errors.serverError.title);
    await expect(page.getByRole("heading", { level: 1 })).not.toContainText("500");
    await expect(page.getByRole("button", { name: en.errors.goBack })).toBeHidden();
    await expect(page.getByRole("link", { name: en.errors.backToHome })).toBeHidden();
    await a11y.check(page, "minimal 500");
  });

  test("503 explains the maintenance and offers to learn more", async ({ page, a11y }) => {
    await page.goto("/503");
    await expectHeading(page, en.errors.maintenance.title);
    await a11y.check(page);
    await page.getByRole("link", { name: en.errors.maintenance.learnMore }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.getByRole("heading", { name: en.landing.contact.title })).toBeInViewport();
  });
});

test("the contact form sends a message that reaches the operator", async ({ page, request, a11y }) => {
  const sender = uniqueEmail("visitor");
  const message = `Do you support punch cards for a barber shop? (${sender})`;
  await page.goto("/#contact");
  const form = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: en.landing.contact.submit }) });
  await expect(page.getByRole("heading", { name: en.landing.contact.title })).toBeInViewport();
  await a11y.check(page);

  await form.getByLabel(en.landing.contact.name).fill("Vera Visitor");
  await form.getByLabel(en.landing.contact.email).fill(sender);
  await form.getByLabel(en.landing.contact.message).fill(message);
  await form.getByRole("button", { name: en.landing.contact.submit }).click();

  await expect(toast(page, en.landing.contact.sent.title)).toBeVisible();
  await expect(form.getByLabel(en.landing.contact.message)).toHaveValue("");
  await expect
    .poll(async () => (await mailsTo(request, OPERATOR_EMAIL)).some((mail) => mail.text.includes(message)), {
      timeout: 30_000,
    })
    .toBe(true);
});

test("on a 375 px phone the landing menu is a sheet that jumps to a section", async ({ page, a11y }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: en.landing.hero.title })).toBeVisible();
  await a11y.check(page);

  // The landing page is prerendered: its menu button opens the sheet once the app has taken over.
  const openMenu = page.getByRole("button", { name: en.landing.nav.openMenu });
  await untilInteractive(openMenu);
  await openMenu.click();
  const sheet = page.getByRole("dialog", { name: en.landing.nav.menuTitle });
  await expect(sheet).toBeVisible();
  await a11y.check(page, "landing menu sheet");
  await sheet.getByRole("link", { name: en.landing.nav.pricing }).click();

  await expect(sheet).toBeHidden();
  await expect(page.getByRole("heading", { name: en.landing.pricing.title })).toBeInViewport();
});
