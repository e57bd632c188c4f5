import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { signIn } from "./support/accounts";
import { AccessibilityChecker } from "./support/axe";
import { expectAllSwedish } from "./support/english-texts";
import { BASE_URL } from "./support/environment";
import { expect, test } from "./support/fixtures";
import { adminApi, customerJoins, organizationIdOf, signedInRequest, userIdOf } from "./support/loyalty";
import { en, expectHeading, fill, openProfileByEmail, toast, useLanguage } from "./support/ui";

const texts = en.points;
const POINTS_CARDS_PAGE = "/admin/loyalty-cards/points-cards";
const points = (count: number) => `${count} points`;

test("an owner sets the points rewards, then gives, adjusts and spends a customer's points from the profile", async ({
  page,
  admin,
  customer,
  a11y,
  playwright,
}) => {
  test.setTimeout(150_000);
  const dialogChecks = new AccessibilityChecker();
  await signIn(page, admin);

  await test.step("without a program the points cards page says to create one first", async () => {
    await page.goto(POINTS_CARDS_PAGE);
    await expectHeading(page, texts.page.title);
    await expect(page.getByText(texts.noProgram.title)).toBeVisible();
    await a11y.check(page, "points cards without a program");
  });

  const api = adminApi(page.request, await organizationIdOf(page.request));
  await api.createLoyaltyProgram({ name: "Bean points", pointsName: "bean", pointsPerKrona: 1 });
  await api.createLoyaltyLevel({ name: "Bronze", requiredPoints: 0 });
  await api.createLoyaltyLevel({ name: "Silver", requiredPoints: 200 });

  await test.step("the owner adds a reward; a cost of 0 is named under its field", async () => {
    await page.reload();
    await expect(page.getByRole("heading", { name: "Bean points" })).toBeVisible();
    await expect(page.getByText(texts.rewards.empty.title)).toBeVisible();
    await page.getByRole("button", { name: texts.rewards.add }).click();
    const dialog = page.getByRole("dialog", { name: texts.rewards.form.addTitle });
    await dialog.getByLabel(texts.rewards.form.name, { exact: true }).fill("Free coffee");
    await dialog.getByLabel(texts.rewards.form.cost, { exact: true }).fill("0");
    await dialog.getByRole("button", { name: texts.rewards.form.create }).click();
    await expect(dialog.getByText(en.validation.pointsCostRange)).toBeVisible();
    await dialogChecks.check(page, "the new reward dialog with a field message");
    await dialog.getByLabel(texts.rewards.form.cost, { exact: true }).fill("100");
    await dialog.getByRole("button", { name: texts.rewards.form.create }).click();
    await expect(toast(page, fill(texts.rewards.added.description, { name: "Free coffee" }))).toBeVisible();
    await expect(page.getByRole("row", { name: /Free coffee/ })).toContainText(points(100));
    await a11y.check(page, "the rewards table");
  });

  let profileUrl = "";
  let customerRequest: APIRequestContext | undefined;
  await test.step("on the profile, a purchase of 129,50 kr gives 129 points, confirmed first", async () => {
    // The customer joined at the till (the join code): staff find and serve customers only.
    customerRequest = await signedInRequest(playwright.request, BASE_URL, customer);
    await customerJoins(api, customerRequest);
    profileUrl = await openProfileByEmail(page, customer.email);
    const section = page.getByRole("region", { name: "Bean points" });
    await expect(section).toContainText(points(0));
    await section.getByRole("button", { name: texts.profile.give }).click();
    const dialog = page.getByRole("dialog", { name: texts.giveDialog.title });
    await dialog.getByLabel(texts.giveDialog.purchaseAmount, { exact: true }).fill("129,50");
    const person = `${customer.firstName} ${customer.lastName}`;
    await expect(
      dialog.getByText(fill(texts.giveDialog.preview, { customer: person, points: points(129) })),
    ).toBeVisible();
    await dialogChecks.check(page, "the give points dialog");
    await dialog
      .getByRole("button", { name: fill(texts.giveDialog.confirm, { points: points(129) }) })
      .click();
    await expect(toast(page, texts.giveDialog.done.title)).toBeVisible();
    await expect(section).toContainText(points(129));
    await expect(section).toContainText("Bronze");
    await expect(section.getByRole("progressbar", { name: /Silver/ })).toBeVisible();
    await expect(section).toContainText(
      fill(texts.profile.toNextLevel, { points: points(71), level: "Silver" }),
    );
  });

  await test.step("an adjustment needs a reason and never takes more than the balance", async () => {
    const section = page.getByRole("region", { name: "Bean points" });
    await section.getByRole("button", { name: texts.profile.adjust }).click();
    const dialog = page.getByRole("dialog", { name: texts.adjustDialog.title });
    await dialog.getByLabel(texts.adjustDialog.add, { exact: true }).click();
    await dialog.getByLabel(texts.adjustDialog.amount, { exact: true }).fill("71");
    await dialog
      .getByRole("button", { name: fill(texts.adjustDialog.confirmAdd, { points: points(71) }) })
      .click();
    await expect(dialog.getByText(en.validation.adjustReasonRequired)).toBeVisible();
    await dialog.getByLabel(texts.adjustDialog.reason, { exact: true }).fill("Forgot the points on Monday");
    await dialogChecks.check(page, "the adjust points dialog");
    await dialog
      .getByRole("button", { name: fill(texts.adjustDialog.confirmAdd, { points: points(71) }) })
      .click();
    await expect(toast(page, texts.adjustDialog.done.title)).toBeVisible();
    await expect(section).toContainText(points(200));
    // Reaching 200 qualifying points moves the customer to Silver, the top level.
    await expect(section).toContainText(texts.profile.topLevel);
  });

  await test.step("a reward spends its points, and spending never demotes", async () => {
    const section = page.getByRole("region", { name: "Bean points" });
    await section.getByRole("button", { name: texts.profile.redeem }).click();
    const dialog = page.getByRole("dialog", { name: texts.redeemDialog.title });
    await expect(
      dialog.getByText(/Free coffee for 100 points; the balance goes from 200 points to 100 points/),
    ).toBeVisible();
    await dialogChecks.check(page, "the redeem reward dialog");
    await dialog
      .getByRole("button", { name: fill(texts.redeemDialog.confirm, { reward: "Free coffee" }) })
      .click();
    await expect(toast(page, texts.redeemDialog.done.title)).toBeVisible();
    await expect(section).toContainText(points(100));
    await expect(section).toContainText("Silver");
    await expect(page.getByRole("region", { name: en.users.profile.totals.title })).toContainText("100");
  });

  await test.step("points a till gave with an API key name the key in the profile's recent activity", async () => {
    if (!customerRequest) throw new Error("the customer joined in an earlier step");
    const customerId = await userIdOf(customerRequest);
    const { key } = await api.createApiKey({ name: "Kassan vid dörren", scope: "counter" });
    const till = await playwright.request.newContext({ baseURL: BASE_URL });
    const given = await till.post("/api/points-transaction/earn", {
      headers: { authorization: `Bearer ${key}` },
      data: { userId: customerId, points: 5, idempotencyKey: randomUUID() },
    });
    expect(given.status(), await given.text()).toBe(201);
    await till.dispose();
    await page.reload();
    const section = page.getByRole("region", { name: "Bean points" });
    await expect(section).toContainText(points(105));
    const activity = section.getByRole("region", { name: texts.profile.history.title });
    await expect(activity.getByRole("listitem").first()).toContainText(
      fill(texts.profile.history.viaApiKey, { name: "Kassan vid dörren" }),
    );
    await a11y.check(page, "the profile's points activity with a till's row");
  });

  await test.step("the points pages in Swedish have no English left", async () => {
    await useLanguage(page, "sv-SE");
    await expectAllSwedish(page, a11y);
    await page.goto(POINTS_CARDS_PAGE);
    await expectAllSwedish(page, a11y);
    await page.goto(profileUrl);
    await useLanguage(page, "en-US");
  });
});

test("points given to a scanned customer reach their open app, with the new level, without a reload", async ({
  page,
  admin,
  customer,
  phone,
  a11y,
}) => {
  test.setTimeout(120_000);
  await signIn(page, admin);
  const api = adminApi(page.request, await organizationIdOf(page.request));
  await api.createLoyaltyProgram({ name: "Bean points", pointsName: "bean", pointsPerKrona: 1 });
  await api.createLoyaltyLevel({ name: "Bronze", requiredPoints: 0 });
  await api.createLoyaltyLevel({ name: "Silver", requiredPoints: 100 });

  // The customer's phone: My QR for the counter, then the cards page left open.
  const myQr = await phone.newPage();
  await signIn(myQr, customer);
  await myQr.goto("/app/qr");
  const picture = await myQr.getByTestId("identity-qr").screenshot({ animations: "disabled" });
  const cards = await phone.newPage();
  await cards.goto("/app/");
  await expectHeading(cards, en.customer.cards.title);

  await test.step("the counter identifies the customer from a photo of their code", async () => {
    await page.goto("/admin/dashboard");
    await page.getByRole("button", { name: en.users.dashboard.scanner.button }).click();
    await page
      .getByRole("dialog", { name: en.users.dashboard.scanner.title })
      .getByLabel(en.users.dashboard.scanner.upload)
      .setInputFiles({ name: "customer-code.png", mimeType: "image/png", buffer: picture });
    await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);
  });

  await test.step("a purchase of 120 kr gives 120 points: Silver on the phone at once", async () => {
    const section = page.getByRole("region", { name: "Bean points" });
    await section.getByRole("button", { name: texts.profile.give }).click();
    const dialog = page.getByRole("dialog", { name: texts.giveDialog.title });
    await dialog.getByLabel(texts.giveDialog.purchaseAmount, { exact: true }).fill("120");
    await dialog
      .getByRole("button", { name: fill(texts.giveDialog.confirm, { points: points(120) }) })
      .click();
    await expect(toast(page, texts.giveDialog.done.title)).toBeVisible();
    await expect(section).toContainText("Silver");

    const pointsCard = cards.getByRole("article", { name: "Bean points" });
    await expect(pointsCard).toContainText("Silver");
    await expect(pointsCard).toContainText(/120 beans/);
    await a11y.check(cards, "the customer's points card after a scan at the counter");
  });
});
