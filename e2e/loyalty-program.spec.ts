import type { Page } from "@playwright/test";
import { signIn } from "./support/accounts";
import { AccessibilityChecker } from "./support/axe";
import { expectAllSwedish } from "./support/english-texts";
import { expect, test } from "./support/fixtures";
import { en, expectHeading, fill, toast, useLanguage } from "./support/ui";

const texts = en.loyaltyProgram;
const PROGRAM_PAGE = "/admin/loyalty-program";
const LEVELS_PAGE = "/admin/loyalty-program/levels";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const levelRows = (page: Page) => page.getByRole("table").getByRole("row");
/** The program's Active / Inactive badge beside the page's heading. */
const statusBadge = (page: Page) => page.locator("main [data-slot=badge]");

async function saveLevel(page: Page, dialogTitle: string, name: string, points: string, button: string) {
  const dialog = page.getByRole("dialog", { name: dialogTitle });
  await dialog.getByLabel(texts.levels.form.name, { exact: true }).fill(name);
  await dialog.getByLabel(texts.levels.form.requiredPoints, { exact: true }).fill(points);
  await dialog.getByRole("button", { name: button }).click();
  return dialog;
}

test("an owner sets up the loyalty program and its levels, in both languages", async ({
  page,
  admin,
  a11y,
}) => {
  test.setTimeout(120_000);
  // A dialog and the page under it are one address: their own checker keeps both checked.
  const dialogChecks = new AccessibilityChecker();
  await signIn(page, admin);

  await test.step("levels wait for a program, and say where to make one", async () => {
    await page.goto(LEVELS_PAGE);
    await expectHeading(page, texts.levels.title);
    await expect(page.getByText(texts.levels.noProgram.title)).toBeVisible();
    await a11y.check(page, "levels without a program");
    await page.getByRole("link", { name: texts.levels.noProgram.action }).click();
    await expectHeading(page, texts.page.title);
    await expect(page).toHaveURL(new RegExp(`${PROGRAM_PAGE}$`));
    await expect(page.getByText(texts.page.createIntro)).toBeVisible();
  });

  await test.step("the program form names what is wrong under each field, then creates it", async () => {
    await field(page, texts.form.name).fill("Bean points");
    await field(page, texts.form.pointsName).fill("Bean");
    await field(page, texts.form.pointsPerKrona).fill("0,5");
    await field(page, texts.form.pointsExpiresMonths).fill("0");
    // The typed fields' messages come 300 ms after the typing and push the button down:
    // waiting for them keeps the click from landing where the button was.
    await expect(page.getByText(en.validation.pointsNameLowerCase)).toBeVisible();
    await expect(page.getByText(en.validation.pointsExpiresMonthsRange)).toBeVisible();
    await expect(page.getByText(en.validation.descriptionTitleRequired)).toHaveCount(0);
    await page.getByRole("button", { name: texts.form.create }).click();
    await expect(page.getByText(en.validation.descriptionTitleRequired)).toBeVisible();
    await a11y.check(page, "the program form with its field messages");

    await field(page, texts.form.pointsName).fill("bean");
    await field(page, texts.form.pointsExpiresMonths).fill("12");
    await field(page, texts.form.descriptionTitle).fill("Collect beans");
    await field(page, texts.form.descriptionContent).fill("Half a bean for every krona you spend.");
    await page.getByRole("button", { name: texts.form.create }).click();
    await expect(toast(page, texts.created.title)).toBeVisible();
    await expect(statusBadge(page)).toHaveText(texts.status.active);
    // A new program has no levels: the page offers the way to them.
    await expect(page.getByRole("heading", { name: texts.page.levelsNext.title })).toBeVisible();
  });

  await test.step("the saved program is what the server holds after a reload", async () => {
    await page.reload();
    await expect(field(page, texts.form.pointsName)).toHaveValue("bean");
    await expect(field(page, texts.form.pointsPerKrona)).toHaveValue("0.5");
    await expect(page.getByText(texts.page.createIntro)).toHaveCount(0);
    await field(page, texts.form.active).click();
    await page.getByRole("button", { name: en.common.save }).click();
    await expect(toast(page, texts.saved.title)).toBeVisible();
    await expect(statusBadge(page)).toHaveText(texts.status.inactive);
  });

  await test.step("levels: added in any order, listed by required points, a taken threshold refused", async () => {
    await page.goto(LEVELS_PAGE);
    await expect(page.getByText(texts.levels.empty.title)).toBeVisible();
    await page.getByRole("button", { name: texts.levels.add }).click();
    await dialogChecks.check(page, "the add level dialog");
    await saveLevel(page, texts.levels.form.addTitle, "Silver", "500", texts.levels.form.create);
    await expect(toast(page, fill(texts.levels.added.description, { name: "Silver" }))).toBeVisible();

    await page.getByRole("button", { name: texts.levels.add }).click();
    await saveLevel(page, texts.levels.form.addTitle, "Bronze", "0", texts.levels.form.create);
    await expect(toast(page, fill(texts.levels.added.description, { name: "Bronze" }))).toBeVisible();

    await page.getByRole("button", { name: texts.levels.add }).click();
    const taken = await saveLevel(page, texts.levels.form.addTitle, "Gold", "500", texts.levels.form.create);
    await expect(taken.getByText(en.validation.requiredPointsTaken)).toBeVisible();
    // The open dialog hides the page (and its toast region) from the accessibility tree: read it on screen.
    await expect(
      page.getByText(en.loyaltyErrors.LOYALTY_LEVEL_POINTS_TAKEN.title, { exact: true }),
    ).toBeVisible();
    await taken.getByLabel(texts.levels.form.requiredPoints, { exact: true }).fill("1500");
    await taken.getByRole("button", { name: texts.levels.form.create }).click();
    await expect(toast(page, fill(texts.levels.added.description, { name: "Gold" }))).toBeVisible();

    // "GOLD" is the same level to a customer as "Gold": refused, and said under the name.
    await page.getByRole("button", { name: texts.levels.add }).click();
    const sameName = await saveLevel(
      page,
      texts.levels.form.addTitle,
      "GOLD",
      "3000",
      texts.levels.form.create,
    );
    await expect(sameName.getByText(en.validation.levelNameTaken)).toBeVisible();
    await expect(sameName.getByLabel(texts.levels.form.name, { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await sameName.getByRole("button", { name: en.common.cancel }).click();
    await expect(sameName).toBeHidden();

    await expect(levelRows(page).nth(1)).toContainText("Bronze");
    await expect(levelRows(page).nth(2)).toContainText("Silver");
    await expect(levelRows(page).nth(3)).toContainText("Gold");
  });

  await test.step("a level is edited and another removed", async () => {
    await page.getByRole("button", { name: fill(texts.levels.list.editNamed, { name: "Silver" }) }).click();
    await saveLevel(page, texts.levels.form.editTitle, "Silver", "600", texts.levels.form.save);
    await expect(toast(page, fill(texts.levels.updated.description, { name: "Silver" }))).toBeVisible();
    await expect(levelRows(page).nth(2)).toContainText("600");

    await page.getByRole("button", { name: fill(texts.levels.list.removeNamed, { name: "Gold" }) }).click();
    const confirm = page.getByRole("alertdialog", {
      name: fill(texts.levels.remove.title, { name: "Gold" }),
    });
    await dialogChecks.check(page, "the remove level dialog");
    await confirm.getByRole("button", { name: texts.levels.remove.confirm }).click();
    await expect(toast(page, fill(texts.levels.removed.description, { name: "Gold" }))).toBeVisible();
    await expect(levelRows(page)).toHaveCount(3);
    await a11y.check(page, "the levels table");
  });

  await test.step("both pages in Swedish have no English left", async () => {
    await useLanguage(page, "sv-SE");
    await expectAllSwedish(page, a11y);
    await page.goto(PROGRAM_PAGE);
    await expectAllSwedish(page, a11y);
    await useLanguage(page, "en-US");
  });
});
