import { uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { en } from "./support/ui";

test("an owner signs in with Google in a popup and ends up in the admin area", async ({ page, a11y }) => {
  const email = uniqueEmail("google-owner");
  await page.goto("/login");
  await a11y.check(page);

  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: en.auth.google.continue }).click();
  const popup = await popupOpened;

  // The stand-in's consent screen (support/oidc-server.ts) plays Google's part.
  await expect(popup.getByRole("heading", { name: "Sign in with Google" })).toBeVisible();
  await popup.getByLabel("Email").fill(email);
  const closed = popup.waitForEvent("close");
  await popup.getByRole("button", { name: "Continue" }).click();
  await closed;

  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // A first Google sign-in makes the account and its organization ("<first name> business").
  await expect(page.getByText("Greta business").first()).toBeVisible();
});

test("a customer signs in with Google from the customer app and sees their cards", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/app/login");
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: en.auth.google.continue }).click();
  const popup = await popupOpened;
  await popup.getByLabel("Email").fill(uniqueEmail("google-customer"));
  const closed = popup.waitForEvent("close");
  await popup.getByRole("button", { name: "Continue" }).click();
  await closed;

  await expect(page).toHaveURL(/\/app\/?$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.customer.cards.title);
});
