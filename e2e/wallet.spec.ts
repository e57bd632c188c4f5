import { createPublicKey } from "node:crypto";
import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { jwtVerify } from "jose";
import QRCode from "qrcode";
import { signIn } from "./support/accounts";
import { BASE_URL } from "./support/environment";
import { expect, test } from "./support/fixtures";
import { adminApi, customerJoins, organizationIdOf, signedInRequest, userIdOf } from "./support/loyalty";
import { en, expectHeading, fill, sv, toast, useLanguage } from "./support/ui";
import { GOOGLE_WALLET_URL, googleServiceAccount } from "./support/wallet-settings";

const scanner = en.users.dashboard.scanner;
const profile = en.users.profile;

test("a customer adds their card to Apple Wallet and Google Wallet, and staff scan the pass to open their profile", async ({
  page,
  admin,
  customer,
  phone,
  a11y,
  playwright,
}) => {
  test.slow(); // two browsers, a pass signed by the server, a scan from a photo
  await signIn(page, admin);
  const api = adminApi(page.request, await organizationIdOf(page.request));
  const card = await api.createStampCard({
    name: "Wallet coffee",
    description: "Every coffee counts.",
    stampsRequired: 8,
  });
  await test.step("the card's designer shows the pass next to the card, following the stamps slider", async () => {
    await page.goto(`/admin/loyalty-cards/stamp-cards/${card.id}?tab=template`);
    const pass = page.getByRole("img", { name: "Wallet coffee as an Apple Wallet pass, 4 of 8 stamps" });
    await expect(pass).toBeVisible();
    await page.getByLabel(en.stampCards.template.preview.stamps).fill("6");
    await expect(
      page.getByRole("img", { name: "Wallet coffee as an Apple Wallet pass, 6 of 8 stamps" }),
    ).toBeVisible();
    await a11y.check(page, "the designer with the pass preview");
  });

  const customerRequest = await signedInRequest(playwright.request, BASE_URL, customer);
  await customerJoins(api, customerRequest);
  const customerId = await userIdOf(customerRequest);
  await api.giveStamps({ userId: customerId, loyaltyCardId: card.id, delta: 3 });

  const customerPage = await phone.newPage();
  let barcode = "";
  let instanceId = "";
  await test.step("the customer taps Add to Apple Wallet under the card and gets the pass file", async () => {
    await signIn(customerPage, customer);
    await customerPage.goto("/app/");
    const cardSection = customerPage.getByRole("region", { name: "Wallet coffee" });
    const badge = cardSection.getByRole("link", { name: "Add Wallet coffee to Apple Wallet" });
    instanceId = (await cardSection.getAttribute("data-card-instance")) ?? "";
    await expect(badge).toBeVisible();
    await a11y.check(customerPage, "a card with the Apple Wallet badge");
    const [download] = await Promise.all([customerPage.waitForEvent("download"), badge.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pkpass$/);
    const parts = unzipSync(readFileSync(await download.path()));
    expect(Object.keys(parts)).toEqual(expect.arrayContaining(["pass.json", "manifest.json", "signature"]));
    const pass = JSON.parse(Buffer.from(parts["pass.json"] as Uint8Array).toString());
    expect(pass.storeCard.secondaryFields[0].value).toBe("3 of 8");
    barcode = pass.barcodes[0].message;
    expect(barcode).toMatch(/^swp\./);
  });

  await test.step("Add to Google Wallet opens Google's save page with a link this server signed", async () => {
    const google = customerPage.getByRole("region", { name: "Wallet coffee" }).getByRole("button", {
      name: "Add Wallet coffee to Google Wallet",
    });
    await google.click();
    await expect(customerPage).toHaveURL(new RegExp(`^${GOOGLE_WALLET_URL}/save/`));
    // The stand-in's save page says saved only for a token the service account signed for Google
    // that names objects Google holds.
    await expect(customerPage.getByRole("heading", { name: "Saved to Google Wallet" })).toBeVisible();
    const jwt = decodeURIComponent(new URL(customerPage.url()).pathname.slice("/save/".length));
    const { payload } = await jwtVerify(jwt, createPublicKey(googleServiceAccount().publicKey), {
      audience: "google",
    });
    expect(payload).toMatchObject({ typ: "savetowallet", origins: [BASE_URL] });
    await customerPage.goBack();
  });

  await test.step("Google calls back with the save, signed: the owner's insights count the card added", async () => {
    // The stand-in's save page posted the save to the API as Google does (signed with the run's
    // stand-in root key); no device registered an Apple pass, so the one added is Google's.
    await page.goto("/admin/insights");
    await expectHeading(page, en.insights.page.title);
    await expect(page.locator('[data-figure="walletPassesAdded"]')).toHaveText("1");
    await expect(page.locator('[data-figure="walletPassesRemoved"]')).toHaveText("0");
  });

  await test.step("in Swedish the badges say so in Swedish", async () => {
    await useLanguage(customerPage, "sv-SE");
    await customerPage.reload();
    await expect(
      customerPage.getByRole("link", { name: "Lägg till Wallet coffee i Apple Wallet" }),
    ).toContainText(sv.customer.wallet.addTo);
    await expect(
      customerPage.getByRole("button", { name: "Lägg till Wallet coffee i Google Wallet" }),
    ).toContainText(sv.customer.wallet.addTo);
  });

  const scanPhoto = async (code: string) => {
    const photo = await QRCode.toBuffer(code, { type: "png", width: 360, margin: 4 });
    await page.goto("/admin/dashboard");
    await page.getByRole("button", { name: scanner.button }).click();
    await page
      .getByRole("dialog", { name: scanner.title })
      .getByLabel(scanner.upload)
      .setInputFiles({ name: "wallet-pass.png", mimeType: "image/png", buffer: photo });
  };
  const giveStamp = async () => {
    await page
      .getByRole("group", { name: "Wallet coffee" })
      .getByRole("button", { name: profile.cards.addStamps })
      .click();
    const confirm = page.getByRole("dialog", {
      name: fill(profile.adjust.addTitle, { card: "Wallet coffee" }),
    });
    await confirm.getByLabel(profile.adjust.amount).fill("1");
    await confirm.getByRole("button", { name: fill(profile.adjust.confirmAdd_one, { count: 1 }) }).click();
    return confirm;
  };

  await test.step("staff scan the pass's code from a photo: the profile opens, and the stamp counts as a scan", async () => {
    // A scan, then the cool-down: the second scan's stamp within it is refused.
    await api.updateFraudRules({ scanCooldownSeconds: 600 });
    await scanPhoto(barcode);
    await expect(page).toHaveURL(new RegExp(`/admin/users/${customerId}$`));
    await expectHeading(page, new RegExp(customer.firstName));
    await giveStamp();
    await expect(toast(page, profile.adjust.created.title)).toBeVisible({ timeout: 30_000 });
  });

  await test.step("the pass changed with the stamp: a photo of the old one is not recognized", async () => {
    await scanPhoto(barcode);
    // The scanner's dialog stays open (its modal hides the toasts from the accessibility tree).
    await expect(
      page.locator("[data-slot=toast-title]", { hasText: en.loyaltyErrors.QR_NOT_RECOGNIZED.title }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  await test.step("the updated pass is recognized, and its stamp within the cool-down is refused", async () => {
    const updated = await customerRequest.get(`/api/user/wallet/apple/${instanceId}`);
    expect(updated.status()).toBe(200);
    const pass = JSON.parse(
      Buffer.from(unzipSync(await updated.body())["pass.json"] as Uint8Array).toString(),
    );
    expect(pass.storeCard.secondaryFields[0].value).toBe("4 of 8");
    await scanPhoto(pass.barcodes[0].message);
    await expect(page).toHaveURL(new RegExp(`/admin/users/${customerId}$`));
    const refused = await giveStamp();
    await refused.getByRole("button", { name: en.common.cancel }).click();
    await expect(toast(page, en.loyaltyErrors.FRAUD_COOLDOWN.title)).toBeVisible();
  });
});
