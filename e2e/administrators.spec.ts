import type { Page } from "@playwright/test";
import { mailedLink, pathOf, signIn, uniqueEmail } from "./support/accounts";
import { AccessibilityChecker } from "./support/axe";
import { expectAllSwedish } from "./support/english-texts";
import { expect, test } from "./support/fixtures";
import { organizationIdOf } from "./support/loyalty";
import { en, expectHeading, fill, sv, toast, useLanguage } from "./support/ui";

const team = en.administrators;
const ADMINISTRATORS_PAGE = "/admin/settings/administrators";

/** The table row of a member or an invitation, found by the person's name. */
const row = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });

const rowMenu = (page: Page, name: string) =>
  row(page, name).getByRole("button", { name: fill(team.list.moreActions, { name }) });

test("an owner invites a new administrator, who signs up from the mail; the owner promotes, then removes them", async ({
  page,
  admin,
  phone,
  a11y,
}) => {
  test.setTimeout(120_000);
  const person = {
    firstName: "Ines",
    lastName: "Inbjuden",
    email: uniqueEmail("invited"),
    phoneNumber: "+46701234567",
    password: "a-long-new-password",
  };
  const personName = `${person.firstName} ${person.lastName}`;
  const ownerName = `${admin.firstName} ${admin.lastName}`;
  const organization = admin.organizationName ?? "";
  // The page behind a dialog and the dialog over it are one address: a checker of their own keeps
  // the dialogs from being skipped as states already checked.
  const dialogChecks = new AccessibilityChecker();

  await signIn(page, admin);
  const organizationId = await organizationIdOf(page.request);

  await test.step("the only owner cannot leave, and says why", async () => {
    await page.goto(ADMINISTRATORS_PAGE);
    await expectHeading(page, team.page.title);
    await expect(row(page, ownerName)).toContainText(team.list.you);
    await rowMenu(page, ownerName).click();
    await expect(page.getByRole("menuitem", { name: team.actions.leave })).toBeDisabled();
    await expect(page.getByRole("menu").getByText(team.actions.lastOwner)).toBeVisible();
    await page.keyboard.press("Escape");
  });

  await test.step("the owner invites them, and the same email cannot be invited twice", async () => {
    const invite = page.getByRole("dialog", { name: team.invite.title });
    const fillInvitation = async () => {
      await page.getByRole("button", { name: team.page.invite }).click();
      await invite.getByLabel(team.form.firstName).fill(person.firstName);
      await invite.getByLabel(team.form.lastName).fill(person.lastName);
      await invite.getByLabel(team.form.email).fill(person.email);
      await invite.getByLabel(team.form.phoneNumber).fill(person.phoneNumber);
      // The role stays the everyday one: Administrator.
      await expect(invite.getByRole("combobox", { name: team.form.role })).toHaveText(team.roles.admin);
    };

    await fillInvitation();
    await dialogChecks.check(page, "invite dialog, filled in");
    await invite.getByRole("button", { name: team.invite.submit }).click();
    await expect(toast(page, team.invite.sent.title)).toBeVisible();
    await expect(invite).toBeHidden();
    await expect(row(page, personName)).toContainText(team.statuses.pending);
    await a11y.check(page, "administrators page with a pending invitation");

    await fillInvitation();
    await invite.getByRole("button", { name: team.invite.submit }).click();
    await expect(invite.getByText(team.errors.ADMIN_ALREADY_EXISTS.description)).toBeVisible();
    await expect(invite.getByLabel(team.form.email)).toHaveAttribute("aria-invalid", "true");
    await invite.getByRole("button", { name: en.common.cancel }).click();
    await expect(invite).toBeHidden();
  });

  await test.step("on a 360 px phone the table keeps every row's actions in view", async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(rowMenu(page, personName)).toBeInViewport();
    await a11y.check(page, "administrators page at 360 px");
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step("the page in Swedish has no English left", async () => {
    await useLanguage(page, "sv-SE");
    await expect(row(page, personName)).toContainText(sv.administrators.statuses.pending);
    await expectAllSwedish(page, a11y);
    await useLanguage(page, "en-US");
  });

  const invitee = await phone.newPage();
  await test.step("the invited person opens the mailed link, signs up and lands in the organization", async () => {
    const link = await mailedLink(page.request, person.email, /\/invitation\?token=/);
    await invitee.goto(pathOf(link));
    await expectHeading(invitee, fill(team.invitation.title, { organization }));
    await expect(
      invitee.getByText(fill(team.invitation.welcome.admin, { inviter: ownerName, organization })),
    ).toBeVisible();
    // The names the owner typed are there already; the email is the invited one, fixed.
    await expect(invitee.getByLabel(en.authFlows.fields.firstName)).toHaveValue(person.firstName);
    await expect(invitee.getByLabel(en.authFlows.fields.lastName)).toHaveValue(person.lastName);
    await expect(invitee.getByLabel(en.auth.fields.email)).toHaveValue(person.email);
    await a11y.check(invitee, "invitation page");

    await invitee.getByLabel(en.auth.fields.password, { exact: true }).fill(person.password);
    await invitee.getByLabel(en.authFlows.fields.confirmPassword).fill(person.password);
    await invitee.getByRole("checkbox", { name: /at least 18 years old/ }).check();
    await invitee.getByRole("button", { name: team.invitation.signup.submit }).click();

    await expect(invitee).toHaveURL(/\/admin\/dashboard$/);
    await expect(toast(invitee, fill(team.invitation.joined.title, { organization }))).toBeVisible();
    // On a phone the switcher is in the sidebar sheet.
    await invitee.getByRole("button", { name: en.ui.sidebar.toggle }).click();
    await expect(
      invitee.getByRole("button", { name: `${en.shell.organizations.open} ${organization}` }),
    ).toBeVisible();
    await invitee.keyboard.press("Escape");
  });

  await test.step("the owner makes them an owner in the edit dialog", async () => {
    await page.reload();
    await expect(row(page, personName)).toContainText(team.statuses.member);
    await expect(row(page, personName)).toContainText(team.roles.admin);
    await rowMenu(page, personName).click();
    await page.getByRole("menuitem", { name: team.actions.edit }).click();
    const edit = page.getByRole("dialog", { name: team.edit.title });
    await edit.getByRole("combobox", { name: team.form.role }).click();
    await page.getByRole("option", { name: team.roles.owner, exact: true }).click();
    await dialogChecks.check(page, "edit dialog");
    await edit.getByRole("button", { name: team.edit.save }).click();
    await expect(toast(page, team.edit.saved.title)).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(row(page, personName)).toContainText(team.roles.owner);

    // With a second owner, the first may now leave.
    await rowMenu(page, ownerName).click();
    await expect(page.getByRole("menuitem", { name: team.actions.leave })).toBeEnabled();
    await page.keyboard.press("Escape");
  });

  await test.step("the owner removes them, and their next request is refused", async () => {
    await rowMenu(page, personName).click();
    await page.getByRole("menuitem", { name: team.actions.remove }).click();
    const confirm = page.getByRole("alertdialog", { name: fill(team.remove.title, { name: personName }) });
    await confirm.getByRole("button", { name: team.remove.confirm }).click();
    await expect(toast(page, team.remove.done.title)).toBeVisible();
    await expect(row(page, personName)).toHaveCount(0);

    const refused = await invitee.request.get("/api/organization/admin", {
      headers: { "x-organization-id": organizationId },
    });
    expect(refused.status()).toBe(404);
    await invitee.reload();
    await expect(invitee).toHaveURL(/\/unauthorized$/);
  });
});
