import type { Page } from "@playwright/test";
import { signIn, uniqueEmail } from "./support/accounts";
import { expectAllSwedish } from "./support/english-texts";
import { expect, test } from "./support/fixtures";
import { adminApi, organizationIdOf } from "./support/loyalty";
import { en, expectHeading, fill, sv, toast, useLanguage } from "./support/ui";

const setup = en.users.dashboard.setup;
const DASHBOARD = "/admin/dashboard";

const checklist = (page: Page, title: string = setup.title) => page.getByRole("region", { name: title });

/** Opens the dashboard and waits for its checklist answer, so "no list" is a fact, not a race. */
async function openDashboard(page: Page): Promise<void> {
  const answered = page.waitForResponse((response) =>
    response.url().endsWith("/api/organization/setup-checklist"),
  );
  await page.goto(DASHBOARD);
  await answered;
  await expectHeading(page, /.+/);
}

const stepItem = (page: Page, title: string) =>
  checklist(page).getByRole("listitem").filter({ hasText: title });

test("a new café's owner follows the setup checklist until it goes, offered the levels after the program", async ({
  page,
  admin,
  a11y,
}) => {
  test.setTimeout(120_000);
  await signIn(page, admin);
  const api = adminApi(page.request, await organizationIdOf(page.request));

  await test.step("the dashboard of a new organization lists four steps, none done, each with its way there", async () => {
    await openDashboard(page);
    await expect(checklist(page)).toBeVisible();
    await expect(checklist(page).getByText(fill(setup.progress, { done: 0, total: 4 }))).toBeVisible();
    for (const step of Object.values(setup.steps)) {
      await expect(stepItem(page, step.title)).toContainText(setup.toDo);
      await expect(stepItem(page, step.title).getByRole("link", { name: step.action })).toBeVisible();
    }
    await a11y.check(page, "the dashboard with its setup checklist");
    await stepItem(page, setup.steps.stampCard.title).getByRole("link").click();
    await expect(page).toHaveURL(/\/admin\/loyalty-cards\/stamp-cards$/);
  });

  await test.step("a stamp card, a counter code shown and an invitation tick three steps", async () => {
    const card = await api.createStampCard({
      name: "Coffee card",
      description: "Tenth free",
      stampsRequired: 10,
    });
    const code = await api.createQrCode({ stampCardId: card.id, stamps: 1, description: "Till" });
    await api.mintCounterCode(code.id);
    const invited = await page.request.post("/api/invitation", {
      headers: { "x-organization-id": await organizationIdOf(page.request) },
      data: { firstName: "Bruno", lastName: "Barista", email: uniqueEmail("barista"), role: "admin" },
    });
    expect(invited.status()).toBe(201);

    await openDashboard(page);
    await expect(checklist(page).getByText(fill(setup.progress, { done: 3, total: 4 }))).toBeVisible();
    for (const step of [setup.steps.stampCard, setup.steps.counterCode, setup.steps.team]) {
      await expect(stepItem(page, step.title)).toContainText(setup.done);
      await expect(stepItem(page, step.title).getByRole("link")).toHaveCount(0);
    }
  });

  await test.step("the last step leads to the program page; once made, the way to its levels is offered", async () => {
    await stepItem(page, setup.steps.loyaltyProgram.title)
      .getByRole("link", { name: setup.steps.loyaltyProgram.action })
      .click();
    await expectHeading(page, en.loyaltyProgram.page.title);
    const form = en.loyaltyProgram.form;
    await page.getByLabel(form.name, { exact: true }).fill("Bean points");
    await page.getByLabel(form.pointsName, { exact: true }).fill("bean");
    await page.getByLabel(form.descriptionTitle, { exact: true }).fill("Collect beans");
    await page.getByLabel(form.descriptionContent, { exact: true }).fill("One bean for every krona.");
    await page.getByRole("button", { name: form.create }).click();
    await expect(toast(page, en.loyaltyProgram.created.title)).toBeVisible();
    await expect(page.getByRole("button", { name: en.loyaltyProgram.created.action })).toBeVisible();
    const next = page.getByRole("region", { name: en.loyaltyProgram.page.levelsNext.title });
    await next.getByRole("link", { name: en.loyaltyProgram.page.levelsNext.action }).click();
    await expect(page).toHaveURL(/\/admin\/loyalty-program\/levels$/);
    await expectHeading(page, en.loyaltyProgram.levels.title);
  });

  await test.step("with every step done the dashboard is the search again", async () => {
    await openDashboard(page);
    await expect(page.getByRole("combobox", { name: en.users.dashboard.search.label })).toBeVisible();
    await expect(checklist(page)).toHaveCount(0);
  });
});

test("in Swedish, dark, at 360 px the checklist reads in Swedish, and the owner hides it for good", async ({
  page,
  admin,
  a11y,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: "dark" });
  await signIn(page, admin);
  await page.goto(DASHBOARD);
  await useLanguage(page, "sv-SE");
  const swedish = sv.users.dashboard.setup;
  await expect(checklist(page, swedish.title)).toBeVisible();
  await expect(
    checklist(page, swedish.title).getByText(fill(swedish.progress, { done: 0, total: 4 })),
  ).toBeVisible();
  await expectAllSwedish(page, a11y);

  await checklist(page, swedish.title).getByRole("button", { name: swedish.dismiss }).click();
  await expect(checklist(page, swedish.title)).toHaveCount(0);
  await openDashboard(page);
  await expect(page.getByRole("combobox", { name: sv.users.dashboard.search.label })).toBeVisible();
  await expect(checklist(page, swedish.title)).toHaveCount(0);
});
