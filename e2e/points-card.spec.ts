import { signIn } from "./support/accounts";
import { expectAllSwedish } from "./support/english-texts";
import { expect, test } from "./support/fixtures";
import { adminApi, customerJoins, organizationIdOf, userIdOf } from "./support/loyalty";
import { en, fill, useLanguage } from "./support/ui";

const texts = en.pointsCard;

test("a customer follows their points card on the phone: balance, level and progress, live when points are given", async ({
  page,
  admin,
  customer,
  phone,
  a11y,
}) => {
  test.setTimeout(120_000);
  await signIn(page, admin);
  const api = adminApi(page.request, await organizationIdOf(page.request));
  const phonePage = await phone.newPage();
  await signIn(phonePage, customer);
  const customerId = await userIdOf(phonePage.request);

  let programId = "";
  await test.step("the owner runs a program with levels and a reward; the customer has earned 384 beans", async () => {
    ({ id: programId } = await api.createLoyaltyProgram({
      name: "Bean club",
      pointsName: "bean",
      pointsExpiresMonths: 12,
      descriptionTitle: "Collect beans",
      descriptionContent: "One bean for every visit.",
      pointsPerVisit: 1,
    }));
    await api.createLoyaltyLevel({ name: "Bronze", requiredPoints: 100 });
    await api.createLoyaltyLevel({ name: "Silver", requiredPoints: 500 });
    await api.createPointsReward({ name: "Free coffee", pointsCost: 300 });
    await api.createPointsReward({ name: "Coffee beans 250 g", pointsCost: 1000 });
    await customerJoins(api, phonePage.request);
    await api.earnPoints(customerId, 384);
  });

  const card = phonePage.getByRole("article", { name: "Bean club" });
  await test.step("the cards page shows the points card: balance, level, progress, reward within reach", async () => {
    await phonePage.goto("/app/");
    await expect(phonePage.getByRole("heading", { level: 2, name: texts.title })).toBeVisible();
    await expect(card.getByText("384 beans", { exact: true })).toBeVisible();
    await expect(card.getByText(/^Level:\s*Bronze$/)).toBeVisible();
    const progress = card.getByRole("progressbar", {
      name: fill(texts.level.progressLabel, { level: "Silver" }),
    });
    await expect(progress).toHaveAttribute("aria-valuenow", "71");
    await expect(card.getByText("116 beans to Silver")).toBeVisible();
    const reward = card.getByRole("listitem").filter({ hasText: "Free coffee" });
    await expect(reward.getByText(texts.rewards.withinReach)).toBeVisible();
    await expect(card.getByRole("listitem").filter({ hasText: "Coffee beans 250 g" })).toContainText(
      "616 beans to go",
    );
    await expect(card.getByText(/^384 beans expire on /)).toBeVisible();
    await expect(card.getByText(texts.history.earned)).toBeVisible();
    await a11y.check(phonePage, "the customer's points card");
  });

  await test.step("the owner gives 25 more beans; the phone shows them without a reload", async () => {
    await api.earnPoints(customerId, 25);
    await expect(card.getByText("409 beans", { exact: true })).toBeVisible();
    await expect(card.getByText("91 beans to Silver")).toBeVisible();
    await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "77");
    await expect(card.getByRole("listitem").filter({ hasText: "+25 beans" })).toBeVisible();
  });

  await test.step("the owner corrects the balance with a reason; the customer reads a plain label, not the reason", async () => {
    await api.adjustPoints(customerId, -9, "Walk test correction");
    await expect(card.getByText("400 beans", { exact: true })).toBeVisible();
    await expect(card.getByRole("listitem").filter({ hasText: "−9 beans" })).toContainText(
      texts.history.correction,
    );
    await expect(phonePage.getByText("Walk test correction")).toHaveCount(0);
  });

  await test.step("in Swedish, with a Swedish name for the points, the card has no English left", async () => {
    await api.updateLoyaltyProgram(programId, { pointsName: "böna" });
    await useLanguage(phonePage, "sv-SE");
    await expect(card.getByText("400 bönor", { exact: true })).toBeVisible();
    await expect(card.getByText("91 bönor kvar till Silver")).toBeVisible();
    await expect(phonePage.getByRole("heading", { level: 2, name: "Poäng" })).toBeVisible();
    await expectAllSwedish(phonePage, a11y);
  });
});
