import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { signIn } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { adminApi, organizationIdOf } from "./support/loyalty";
import { en, expectHeading, fill } from "./support/ui";

const texts = en.settings.import;
const IMPORT_PAGE = "/admin/settings/import";

test("an owner imports customers from a CSV file: the dry run names the wrong row, the import ends, the customer has their balances", async ({
  page,
  admin,
  a11y,
}) => {
  test.setTimeout(120_000);
  await signIn(page, admin);
  const organizationId = await organizationIdOf(page.request);
  const api = adminApi(page.request, organizationId);
  await api.createStampCard({ name: "Kaffekort", description: "Every coffee counts.", stampsRequired: 10 });
  await api.createLoyaltyProgram({ name: "Bönpoäng", pointsName: "bean", pointsPerKrona: 1 });
  const email = `ida-${randomUUID().slice(0, 8)}@import.test`;
  // As Swedish Excel saves it: semicolons, a decimal comma; line 3 has more stamps than the card holds.
  const file = [
    "email;first_name;last_name;phone;points;stamps: Kaffekort",
    `${email};Ida;Importsson;070-111 22 33;120;3`,
    `olle-${randomUUID().slice(0, 8)}@import.test;Olle;Fel;;5;12`,
  ].join("\r\n");

  await test.step("the example file is named after the organization's own card", async () => {
    await page.goto(IMPORT_PAGE);
    await expectHeading(page, texts.title);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: texts.format.example }).click();
    const saved = await (await download).path();
    expect(readFileSync(saved, "utf8").split("\r\n")[0]).toContain("stamps: Kaffekort");
  });

  await test.step("the dry run counts the new customer and names the wrong row", async () => {
    await page
      .getByLabel(texts.choose.label)
      .setInputFiles({ name: "customers.csv", mimeType: "text/csv", buffer: Buffer.from(file) });
    await expect(page.getByTestId("import-count-newPeople")).toContainText("1");
    await expect(page.getByTestId("import-count-wrong")).toContainText("1");
    const problems = page.getByRole("region", { name: texts.summary.issuesTitle });
    const row = problems.getByRole("row").filter({ hasText: texts.problems.STAMPS_TOO_MANY });
    await expect(row).toContainText("3");
    await expect(row).toContainText("stamps: Kaffekort");
    await a11y.check(page, "the dry run's summary");
    // At a phone's 360 px the summary and its table fit: nothing scrolls the page sideways.
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step("the import runs to its end", async () => {
    // The new accounts in Swedish: their invitation and their app.
    await page.getByRole("combobox", { name: texts.start.language }).click();
    await page.getByRole("option", { name: "Svenska" }).click();
    await expect(page.getByRole("combobox", { name: texts.start.language })).toContainText("Svenska");
    await page.getByRole("button", { name: fill(texts.start.button_one, { count: 1 }) }).click();
    await expect(page.getByText(texts.progress.done)).toBeVisible({ timeout: 60_000 });
    await expect(
      page.getByText(fill(texts.progress.doneDescription, { created: 1, updated: 0, skipped: 0 })),
    ).toBeVisible();
    await expect(
      page.getByRole("list", { name: texts.history.title }).getByText(texts.history.statuses.done),
    ).toBeVisible();
  });

  await test.step("the imported customer is in Users with their stamps and points", async () => {
    await page.goto("/admin/users");
    await page.getByLabel(en.users.table.filter.label).fill(email);
    // The filter applies after a pause: wait for the filtered row before following its link.
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("+46701112233");
    await expect(page.getByRole("row")).toHaveCount(2);
    const profile = await row.getByRole("link", { name: "Ida" }).getAttribute("href");
    await page.goto(profile ?? "");
    await expectHeading(page, "Ida Importsson");
    const totals = page.getByRole("region", { name: en.users.profile.totals.title });
    await expect(totals).toContainText("120");
    await expect(totals).toContainText("3");
  });
});
