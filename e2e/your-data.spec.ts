import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import { mailedLink, pathOf, signIn } from "./support/accounts";
import { expectAllSwedish } from "./support/english-texts";
import { SWEDISH_CHOSEN } from "./support/environment";
import { expect, test, watchForProblems } from "./support/fixtures";
import { adminApi, customerJoins, organizationIdOf, userIdOf } from "./support/loyalty";
import { en, expectHeading, fill, openProfileByEmail, sv, toast } from "./support/ui";

const texts = sv.customerAccount.yourData;

test("in Swedish, dark, at 360 px a customer reads their data, downloads it once by the mailed link, then leaves the business", async ({
  page,
  browser,
  admin,
  customer,
  pageProblems,
  a11y,
}) => {
  test.setTimeout(120_000);
  // The business: a points program, and the customer joins and gets points at the counter.
  await signIn(page, admin);
  const api = adminApi(page.request, await organizationIdOf(page.request));
  await api.createLoyaltyProgram({ name: "Bean points", pointsName: "bean", pointsPerKrona: 1 });

  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    colorScheme: "dark",
    storageState: SWEDISH_CHOSEN,
  });
  watchForProblems(context, pageProblems);
  const phone = await context.newPage();
  await signIn(phone, customer);
  await customerJoins(api, phone.request);
  await api.earnPoints(await userIdOf(phone.request), 12);

  await test.step("Account leads to Your data: the business, its card and the latest activity", async () => {
    await phone.goto("/app/account");
    await phone.getByRole("link", { name: texts.link.action }).click();
    await expectHeading(phone, texts.title);
    await expect(phone.locator("html")).toHaveClass(/\bdark\b/);
    const business = phone.getByRole("listitem").filter({ hasText: admin.organizationName ?? "" });
    await expect(business.getByText(fill(texts.business.points_other, { count: 12 })).first()).toBeVisible();
    await expect(business.getByText(fill(texts.business.historyCount_one, { count: 1 }))).toBeVisible();
    await expect(business.getByText(texts.business.newsNever).first()).toBeVisible();
    await expect(phone.getByText(customer.email).first()).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAllSwedish(phone, a11y);
  });

  await test.step("Prepare my file: it is prepared, and the link comes by email", async () => {
    await phone.getByRole("button", { name: texts.export.request }).click();
    // Prepared by a job; the page asks again until it is ready.
    await expect(phone.getByRole("status").filter({ hasText: "Din fil är klar" })).toBeVisible({
      timeout: 30_000,
    });
    await a11y.check(phone, "Your data with a file ready");
  });

  const link = await mailedLink(page.request, customer.email, /\/app\/account\/data\/download\//);
  await test.step("the link downloads the zip of it all, once", async () => {
    await phone.goto(pathOf(link));
    await expectHeading(phone, texts.download.title);
    await expectAllSwedish(phone, a11y);
    const downloading = phone.waitForEvent("download");
    await phone.getByRole("button", { name: texts.download.action }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^stampwise-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    const document = JSON.parse(strFromU8(files["stampwise-data.json"] ?? new Uint8Array()));
    expect(document.account.email).toBe(customer.email);
    expect(document.businesses).toHaveLength(1);
    expect(document.businesses[0]).toMatchObject({ organizationName: admin.organizationName });
    expect(document.businesses[0].history).toEqual([expect.objectContaining({ kind: "points", delta: 12 })]);
    await expect(phone.getByRole("status").filter({ hasText: texts.download.done })).toBeVisible();
  });

  await test.step("opened again, the link says it was used, and leads back to Your data", async () => {
    await phone.reload();
    await phone.getByRole("button", { name: texts.download.action }).click();
    await expect(phone.getByRole("alert").filter({ hasText: texts.download.used.title })).toBeVisible();
    await expectAllSwedish(phone, a11y);
    await phone.getByRole("link", { name: texts.download.toYourData }).click();
    await expectHeading(phone, texts.title);
    await expect(phone.getByRole("status").filter({ hasText: "Nedladdad" })).toBeVisible();
  });

  await test.step("Leave the business: the warning names the points lost, and the business lets them go", async () => {
    const business = admin.organizationName ?? "";
    await phone.getByRole("button", { name: fill(texts.business.leave.button, { business }) }).click();
    const dialog = phone.getByRole("alertdialog", { name: fill(texts.business.leave.title, { business }) });
    await expect(dialog).toContainText(`Bean points: ${fill(texts.business.points_other, { count: 12 })}`);
    await a11y.check(phone, "the leave warning");
    await dialog.getByRole("button", { name: texts.business.leave.confirm }).click();
    await expect(toast(phone, fill(texts.business.leave.left, { business }))).toBeVisible();
    await expect(phone.getByText(texts.business.notCustomer)).toBeVisible();
    await expect(
      phone.getByRole("button", { name: fill(texts.business.leave.button, { business }) }),
    ).toHaveCount(0);
    await expectAllSwedish(phone, a11y);
    // The café's staff no longer find them.
    const found = await page.request.get("/api/user/search", {
      params: { q: customer.email },
      headers: { "x-organization-id": await organizationIdOf(page.request) },
    });
    expect(JSON.stringify(await found.json())).not.toContain(customer.firstName);
  });

  const deletion = texts.deleteAccount;
  await test.step("Delete my account: the password confirms it, they are signed out, and the login page tells the date", async () => {
    const deleteButton = phone.getByRole("button", { name: deletion.button });
    const dialog = phone.getByRole("alertdialog", { name: deletion.dialogTitle });
    // It opens on the password, and closing it gives focus back to the button.
    await deleteButton.click();
    await expect(dialog.getByLabel(deletion.passwordLabel)).toBeFocused();
    await phone.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(deleteButton).toBeFocused();
    await deleteButton.click();
    await expect(dialog).toContainText(deletion.forfeit);
    await a11y.check(phone, "the delete account dialog");
    // A wrong password is told at the field, and nothing happens.
    await dialog.getByLabel(deletion.passwordLabel).fill("not my password");
    await dialog.getByRole("button", { name: deletion.confirm }).click();
    await expect(dialog.getByText(deletion.wrongPassword)).toBeVisible();
    await dialog.getByLabel(deletion.passwordLabel).fill(customer.password);
    await dialog.getByRole("button", { name: deletion.confirm }).click();
    await expect(phone).toHaveURL(/\/app\/login/);
    await expect(toast(phone, /^Ditt konto raderas den /)).toBeVisible();
    await expectAllSwedish(phone, a11y);
    const mail = await mailedLink(page.request, customer.email, /\/app\/login/);
    expect(pathOf(mail)).toBe("/app/login");
  });

  await test.step("signing in again during the grace period cancels it, and says so", async () => {
    await phone.getByLabel(sv.auth.fields.email).fill(customer.email);
    await phone.getByLabel(sv.auth.fields.password, { exact: true }).fill(customer.password);
    await phone.getByRole("button", { name: sv.auth.login.submit }).click();
    await expect(toast(phone, sv.auth.login.deletionCancelled.title)).toBeVisible();
    await phone.goto("/app/account/data");
    await expectHeading(phone, texts.title);
    await expect(phone.getByText(customer.email).first()).toBeVisible();
  });
  await context.close();
});

test("an owner sends a customer who asked at the counter a copy of their data, and sees it in Settings → Privacy", async ({
  page,
  admin,
  customer,
  phone,
  a11y,
}) => {
  test.setTimeout(90_000);
  const profileTexts = en.users.profile.dataCopy;
  await signIn(page, admin);
  const api = adminApi(page.request, await organizationIdOf(page.request));
  const customerPhone = await phone.newPage();
  await signIn(customerPhone, customer);
  await customerJoins(api, customerPhone.request);
  const name = `${customer.firstName} ${customer.lastName}`;

  await test.step("the profile's Send a copy asks first, names where it goes, then sends", async () => {
    await openProfileByEmail(page, customer.email);
    await page.getByRole("button", { name: profileTexts.button }).click();
    const dialog = page.getByRole("alertdialog", { name: fill(profileTexts.title, { name }) });
    await expect(dialog).toContainText(customer.email);
    await a11y.check(page, "the send a copy dialog");
    await dialog.getByRole("button", { name: profileTexts.confirm }).click();
    await expect(toast(page, fill(profileTexts.sent, { email: customer.email }))).toBeVisible();
  });

  await test.step("the customer gets the link, which works in their session", async () => {
    const link = await mailedLink(page.request, customer.email, /\/app\/account\/data\/download\//);
    await customerPhone.goto(pathOf(link));
    const downloading = customerPhone.waitForEvent("download");
    await customerPhone.getByRole("button", { name: en.customerAccount.yourData.download.action }).click();
    expect((await downloading).suggestedFilename()).toMatch(/\.zip$/);
  });

  await test.step("Settings → Privacy lists it: for whom, by whom, downloaded", async () => {
    await page.goto("/admin/settings");
    await page.getByRole("link", { name: en.settings.navigation.privacy }).click();
    await expectHeading(page, en.settings.privacy.title);
    const row = page.getByRole("list", { name: en.settings.privacy.listLabel }).getByRole("listitem");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(fill(en.settings.privacy.export, { customer: name }));
    await expect(row).toContainText(en.settings.privacy.statuses.downloaded);
    await expect(row).toContainText(`${admin.firstName} ${admin.lastName}`);
  });

  await test.step("the profile's Delete their account asks first, then the log shows it waiting", async () => {
    const erasure = en.users.profile.erasure;
    await openProfileByEmail(page, customer.email);
    await page.getByRole("button", { name: erasure.button }).click();
    const dialog = page.getByRole("alertdialog", { name: fill(erasure.title, { name }) });
    await expect(dialog).toContainText(fill(erasure.onlyWhenAsked, { name }));
    await a11y.check(page, "the delete their account dialog");
    await dialog.getByRole("button", { name: erasure.confirm }).click();
    await expect(toast(page, fill(erasure.started, { email: customer.email }))).toBeVisible();
    await page.goto("/admin/settings/privacy");
    const waiting = page
      .getByRole("list", { name: en.settings.privacy.listLabel })
      .getByRole("listitem")
      .filter({ hasText: fill(en.settings.privacy.erasure, { customer: name }) });
    await expect(waiting).toContainText(fill(en.settings.privacy.statuses.scheduled, { days: 14 }));
    await a11y.check(page, "the privacy log with a deletion waiting");
  });
});
