import { signIn } from "./support/accounts";
import { AccessibilityChecker } from "./support/axe";
import { expectAllSwedish } from "./support/english-texts";
import { BASE_URL } from "./support/environment";
import { expect, test } from "./support/fixtures";
import { adminApi, customerJoins, organizationIdOf, signedInRequest } from "./support/loyalty";
import { en, expectHeading, fill, openProfileByEmail, toast, useLanguage } from "./support/ui";

const texts = en.giftCards;
const GIFT_CARDS_PAGE = "/admin/loyalty-cards/gift-cards";
/** Intl's English money with its no-break space read as a plain one: "SEK 250.50". */
const sek = (amount: string) => new RegExp(`SEK\\s${amount.replace(".", "\\.")}`);

test("an owner sells a gift card, the customer sees it on their phone, and pays with it at the counter", async ({
  page,
  admin,
  customer,
  phone,
  a11y,
  playwright,
}) => {
  test.setTimeout(150_000);
  const dialogChecks = new AccessibilityChecker();
  await signIn(page, admin);

  await test.step("the owner creates a gift card; a value of 0 is named under its field", async () => {
    await page.goto(GIFT_CARDS_PAGE);
    await expectHeading(page, texts.page.title);
    await expect(page.getByText(texts.empty.title)).toBeVisible();
    await a11y.check(page, "gift cards, none yet");
    await page.getByRole("button", { name: texts.add }).click();
    const dialog = page.getByRole("dialog", { name: texts.form.addTitle });
    await dialog.getByLabel(texts.form.name, { exact: true }).fill("Fika gift card");
    await dialog.getByLabel(texts.form.amount, { exact: true }).fill("0");
    await dialog.getByRole("button", { name: texts.form.create }).click();
    await expect(dialog.getByText(en.validation.giftAmountRange)).toBeVisible();
    await dialogChecks.check(page, "the new gift card dialog with a field message");
    await dialog.getByLabel(texts.form.amount, { exact: true }).fill("250,50");
    await dialog.getByRole("button", { name: texts.form.create }).click();
    await expect(toast(page, fill(texts.added.description, { name: "Fika gift card" }))).toBeVisible();
    const row = page.getByRole("row", { name: /Fika gift card/ });
    await expect(row).toContainText(sek("250.50"));
    await a11y.check(page, "the gift cards table");
  });

  let code = "";
  let profileUrl = "";
  await test.step("from the customer's profile the owner issues it, confirming the value", async () => {
    // The customer joined at the till (the join code): staff find and serve customers only.
    const api = adminApi(page.request, await organizationIdOf(page.request));
    await customerJoins(api, await signedInRequest(playwright.request, BASE_URL, customer));
    profileUrl = await openProfileByEmail(page, customer.email);
    const section = page.getByRole("region", { name: texts.profile.title });
    await expect(section.getByText(texts.profile.empty)).toBeVisible();
    await section.getByRole("button", { name: texts.profile.issue }).click();
    const dialog = page.getByRole("dialog", { name: texts.issueDialog.title });
    await expect(dialog.getByText(/loaded with SEK\s250\.50 goes to/)).toBeVisible();
    await dialogChecks.check(page, "the issue gift card dialog");
    await dialog
      .getByRole("button", { name: fill(texts.issueDialog.confirmTitle, { name: "Fika gift card" }) })
      .click();
    await expect(toast(page, texts.issueDialog.done.title)).toBeVisible();
    await expect(section.getByText(/SEK\s250\.50 of SEK\s250\.50/)).toBeVisible();
    code = (await section.locator(".font-mono").first().innerText()).trim();
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await expect(page.getByRole("region", { name: en.users.profile.totals.title })).toContainText(
      sek("250.50"),
    );
  });

  await test.step("once issued, the gift card's currency shows but no longer changes, and says why", async () => {
    await page.goto(GIFT_CARDS_PAGE);
    await page.getByRole("button", { name: fill(texts.list.editNamed, { name: "Fika gift card" }) }).click();
    const dialog = page.getByRole("dialog", { name: texts.form.editTitle });
    const currency = dialog.getByRole("combobox", { name: texts.form.currency });
    await expect(currency).toBeDisabled();
    await expect(currency).toHaveText("SEK");
    await expect(currency).toHaveAccessibleDescription(texts.form.currencyLocked);
    await dialog.getByRole("button", { name: en.common.cancel }).click();
    await expect(dialog).toBeHidden();
    await page.goto(profileUrl);
  });

  const phonePage = await phone.newPage();
  await test.step("the customer's cards show the gift card, its balance and its code", async () => {
    await signIn(phonePage, customer);
    await phonePage.goto("/app/");
    const giftCard = phonePage.getByRole("article").filter({ hasText: "Fika gift card" });
    await expect(giftCard.getByText(sek("250.50")).first()).toBeVisible();
    await giftCard.getByRole("button", { name: en.customerGiftCards.showCode }).click();
    await expect(
      giftCard.getByRole("img", { name: fill(en.customerGiftCards.codeLabel, { code }) }),
    ).toBeVisible();
    await expect(giftCard.getByText(code, { exact: true })).toBeVisible();
    await a11y.check(phonePage, "the customer's gift card with its code");
  });

  await test.step("the owner redeems part of it; the phone shows the new balance without a reload", async () => {
    const section = page.getByRole("region", { name: texts.profile.title });
    await section.getByRole("button", { name: new RegExp(`^${texts.profile.redeem}`) }).click();
    const dialog = page.getByRole("dialog", {
      name: fill(texts.changeDialog.redeemTitle, { name: "Fika gift card" }),
    });
    const amount = dialog.getByLabel(texts.changeDialog.redeemAmount, { exact: true });
    await amount.fill("300");
    await amount.blur();
    await expect(dialog.getByText(/more than the card holds/)).toBeVisible();
    await amount.fill("100");
    await expect(dialog.getByText(/goes from SEK\s250\.50 to SEK\s150\.50/)).toBeVisible();
    await dialogChecks.check(page, "the redeem dialog");
    await dialog.getByRole("button", { name: /^Redeem SEK\s100$/ }).click();
    await expect(toast(page, texts.changeDialog.redeemed.title)).toBeVisible();
    await expect(section.getByText(/SEK\s150\.50 of SEK\s250\.50/)).toBeVisible();
    const giftCard = phonePage.getByRole("article").filter({ hasText: "Fika gift card" });
    await expect(giftCard.getByText(sek("150.50")).first()).toBeVisible();
  });

  await test.step("a photo of the card's QR code at the counter's scanner opens its holder's profile", async () => {
    const giftCard = phonePage.getByRole("article").filter({ hasText: "Fika gift card" });
    const picture = await giftCard
      .getByRole("img", { name: fill(en.customerGiftCards.codeLabel, { code }) })
      .screenshot({ animations: "disabled" });
    await page.goto("/admin/dashboard");
    await page.getByRole("button", { name: en.users.dashboard.scanner.button }).click();
    await page
      .getByRole("dialog", { name: en.users.dashboard.scanner.title })
      .getByLabel(en.users.dashboard.scanner.upload)
      .setInputFiles({ name: "gift-card.png", mimeType: "image/png", buffer: picture });
    await expect(page).toHaveURL(profileUrl);
    await expect(page.getByRole("region", { name: texts.profile.title })).toContainText(code);
  });

  await test.step("staff find the card by its code, typed in lower case without dashes", async () => {
    await page.goto(GIFT_CARDS_PAGE);
    await page
      .getByLabel(texts.findByCode.label, { exact: true })
      .fill(code.replaceAll("-", "").toLowerCase());
    await page.getByRole("button", { name: texts.findByCode.submit }).click();
    await expect(page.getByText(/Fika gift card: SEK\s150\.50 left/)).toBeVisible();
    await expect(page.getByRole("row", { name: /Fika gift card/ })).toContainText(sek("150.50"));
    await page.getByLabel(texts.findByCode.label, { exact: true }).fill("nope");
    await page.getByRole("button", { name: texts.findByCode.submit }).click();
    await expect(page.getByText(en.validation.giftCodeInvalid)).toBeVisible();
    await page.getByLabel(texts.findByCode.label, { exact: true }).fill("ABCD-EFGH-JKLM");
    await page.getByRole("button", { name: texts.findByCode.submit }).click();
    await expect(toast(page, texts.findByCode.notFound.title)).toBeVisible();
  });

  await test.step("the gift card pages and the customer's card in Swedish have no English left", async () => {
    await useLanguage(page, "sv-SE");
    await expectAllSwedish(page, a11y);
    await page.goto(profileUrl);
    await expect(page.getByRole("region", { name: "Presentkort" })).toBeVisible();
    await expectAllSwedish(page, a11y);
    await useLanguage(phonePage, "sv-SE");
    await phonePage.getByRole("button", { name: /Visa koden/ }).click();
    await expectAllSwedish(phonePage, a11y);
    await useLanguage(page, "en-US");
    await useLanguage(phonePage, "en-US");
  });

  await test.step("taken away from the profile, the card's rest is written off and it leaves the phone", async () => {
    const section = page.getByRole("region", { name: texts.profile.title });
    await section
      .getByRole("button", { name: new RegExp(`^${texts.profile.remove} Fika gift card`) })
      .click();
    const confirm = page.getByRole("alertdialog", {
      name: fill(texts.removeIssued.title, { name: "Fika gift card" }),
    });
    await expect(confirm.getByText(/SEK\s150\.50, is written off/)).toBeVisible();
    await dialogChecks.check(page, "the remove gift card dialog");
    await confirm.getByRole("button", { name: texts.removeIssued.confirm }).click();
    await expect(toast(page, texts.removeIssued.done.title)).toBeVisible();
    await expect(section.getByText(texts.profile.empty)).toBeVisible();
    await expect(phonePage.getByRole("article").filter({ hasText: "Fika gift card" })).toHaveCount(0);
  });
});
