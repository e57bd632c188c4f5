import type { Page } from "@playwright/test";
import { signIn } from "./support/accounts";
import { AccessibilityChecker } from "./support/axe";
import { expectAllSwedish } from "./support/english-texts";
import { BASE_URL } from "./support/environment";
import { expect, test } from "./support/fixtures";
import { adminApi, organizationIdOf } from "./support/loyalty";
import { decodeQrOnScreen } from "./support/qr-image";
import { en, expectHeading, fill, sv, toast, useLanguage } from "./support/ui";

const qr = en.qrCodes;
const redeem = en.redeem.points;
const QR_PAGE = "/admin/qr-codes";
const REDEEM_URL = new RegExp(`^${BASE_URL}/app/redeem/[0-9a-f-]{36}$`);
const program = { name: "Bean points", pointsName: "bean", pointsPerKrona: 1 };
const description = "Beans at the till";

/** A dialog is a state of its own: a fresh checker, since the page's checks remember the path. */
const checkDialog = (page: Page, what: string) => new AccessibilityChecker().check(page, what);

test("an owner makes a points code on the QR codes page, shows it, and sees a customer collect the points", async ({
  page,
  admin,
  customer,
  phone,
  a11y,
}) => {
  test.setTimeout(120_000);
  const customerName = `${customer.firstName} ${customer.lastName}`;
  await signIn(page, admin);
  const api = adminApi(page.request, await organizationIdOf(page.request));
  // The Swedish round scans the same customer again at once: no cool-down between the two scans.
  await api.updateFraudRules({ scanCooldownSeconds: 0 });

  await test.step("with neither a stamp card nor a program, the page says to make one first", async () => {
    await page.goto(QR_PAGE);
    await expectHeading(page, qr.page.title);
    await expect(page.getByText(qr.empty.noCardsTitle)).toBeVisible();
    await expect(page.getByRole("link", { name: qr.empty.toStampCards })).toBeVisible();
    await expect(page.getByRole("link", { name: qr.empty.toLoyaltyProgram })).toBeVisible();
    await expect(page.getByRole("button", { name: qr.page.add })).toHaveCount(0);
    await a11y.check(page, "QR codes without a stamp card or a program");
  });

  await api.createLoyaltyProgram(program);

  const form = page.getByRole("dialog", { name: qr.form.addTitle });
  await test.step("a program alone is enough for a points code; a 0 is refused under its field", async () => {
    await page.reload();
    await expect(page.getByText(qr.empty.title)).toBeVisible();
    // The header and the empty state both offer it.
    await page.getByRole("button", { name: qr.page.add }).first().click();
    // No stamp card: the code starts as a points code, and Stamp says what it needs.
    const type = form.getByRole("combobox", { name: qr.form.type });
    await expect(type).toHaveText(qr.types.points);
    await expect(form.getByText(qr.form.stampUnavailable)).toBeVisible();
    await expect(form.getByRole("link", { name: qr.form.toStampCards })).toBeVisible();
    await type.click();
    await expect(page.getByRole("option", { name: qr.types.stamp })).toHaveAttribute("aria-disabled", "true");
    await page.getByRole("option", { name: qr.types.points }).click();
    await expect(form.getByLabel(qr.form.stampCard)).toHaveCount(0);

    await form.getByLabel(qr.form.description).fill(description);
    await form.getByLabel(qr.form.points).fill("0");
    await form.getByRole("button", { name: qr.form.create }).click();
    await expect(form.getByText(fill(qr.form.errors.pointsRange, { max: "1,000,000" }))).toBeVisible();
    await expect(form.getByLabel(qr.form.points)).toHaveAttribute("aria-invalid", "true");
    await checkDialog(page, "the new QR code dialog with a points message");

    await form.getByLabel(qr.form.points).fill("25");
    await form.getByRole("button", { name: qr.form.create }).click();
    await expect(toast(page, qr.created.title)).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(description) });
    await expect(row).toContainText(qr.types.points);
    await expect(row).toContainText(`${program.name} · ${fill(qr.list.points_other, { count: 25 })}`);
    await a11y.check(page, "QR codes with a points code");
  });

  const showDialog = page.getByRole("dialog", { name: description });
  const counterQr = showDialog.getByTestId("counter-qr");
  const code =
    await test.step("the owner shows it: the dialog and the code's label speak of points", async () => {
      await page.getByRole("button", { name: fill(qr.list.showNamed, { name: description }) }).click();
      await expect(
        showDialog.getByText(fill(qr.show.points.collect_other, { count: 25, program: program.name })),
      ).toBeVisible();
      await expect(
        showDialog.getByRole("img", {
          name: fill(qr.show.points.qrLabel_other, { count: 25, program: program.name }),
        }),
      ).toBeVisible();
      await checkDialog(page, "the QR code dialog of a points code");
      const url = await decodeQrOnScreen(counterQr);
      expect(url).toMatch(REDEEM_URL);
      return url;
    });

  const phonePage = await phone.newPage();
  await test.step("the customer opens the code's address on the phone and collects the points", async () => {
    await signIn(phonePage, customer);
    await phonePage.goto(code);
    // The redeem page says the points in the program's own word, "bean": "25 beans", never stamps
    // (the address "…@stampwise-e2e.test" on the page is no stamp).
    const points = "25 beans";
    await expectHeading(
      phonePage,
      fill(redeem.title, { admin: admin.firstName, organization: admin.organizationName ?? "", points }),
    );
    const main = phonePage.getByRole("main");
    await expect(main.getByText(fill(redeem.program, { program: program.name }))).toBeVisible();
    await expect(main.getByText(fill(redeem.gives, { points }))).toBeVisible();
    await expect(main).not.toContainText(/\bstamps?\b/i);
    await a11y.check(phonePage, "redeem page of a points code");

    await main.getByRole("button", { name: fill(redeem.collect, { points }) }).click();
    await expectHeading(phonePage, fill(redeem.successTitle, { points }));
    await expect(main.getByText(fill(redeem.balance, { points }))).toBeVisible();
    await expect(main).not.toContainText(/\bstamps?\b/i);
    await a11y.check(phonePage, "redeem page, points collected");
  });

  await test.step("the owner's open dialog says who collected the points, and shows a fresh code", async () => {
    const notice = showDialog.getByTestId("counter-redeemed");
    await expect(notice).toContainText(qr.show.points.redeemed.title);
    await expect(notice).toContainText(
      fill(qr.show.points.redeemed.namedCustomer_other, { name: customerName, count: 25 }),
    );
    await expect.poll(async () => (await decodeQrOnScreen(counterQr).catch(() => code)) !== code).toBe(true);
    await checkDialog(page, "the QR code dialog after a points redemption");
    await page.keyboard.press("Escape");
    await expect(showDialog).toBeHidden();
  });

  await test.step("editing keeps the type and changes the points", async () => {
    const row = page.getByRole("row", { name: new RegExp(description) });
    await page.getByRole("button", { name: fill(qr.list.moreActions, { name: description }) }).click();
    await page.getByRole("menuitem", { name: qr.list.edit }).click();
    const edit = page.getByRole("dialog", { name: qr.form.editTitle });
    await expect(edit.getByText(qr.form.editDescriptionPoints)).toBeVisible();
    await expect(edit.getByRole("combobox", { name: qr.form.type })).toBeDisabled();
    await expect(edit.getByText(qr.form.typeFixed)).toBeVisible();
    await edit.getByLabel(qr.form.points).fill("30");
    await edit.getByRole("button", { name: qr.form.save }).click();
    await expect(toast(page, qr.updated.title)).toBeVisible();
    await expect(row).toContainText(`${program.name} · ${fill(qr.list.points_other, { count: 30 })}`);
  });

  await test.step("in Swedish the page, the form, the shown code and its notice have no English left", async () => {
    const s = sv.qrCodes;
    await useLanguage(page, "sv-SE");
    await expect(page.getByRole("row", { name: new RegExp(description) })).toContainText(
      `${program.name} · ${fill(s.list.points_other, { count: 30 })}`,
    );
    await expectAllSwedish(page, a11y);

    await page.getByRole("button", { name: s.page.add }).click();
    const addForm = page.getByRole("dialog", { name: s.form.addTitle });
    await addForm.getByLabel(s.form.points).fill("0");
    await addForm.getByRole("button", { name: s.form.create }).click();
    // Swedish groups thousands with a no-break space.
    await expect(
      addForm.getByText(fill(s.form.errors.pointsRange, { max: "1\u00a0000\u00a0000" })),
    ).toBeVisible();
    await expectAllSwedish(page, new AccessibilityChecker());
    await addForm.getByRole("button", { name: sv.common.cancel }).click();

    await page.getByRole("button", { name: fill(s.list.showNamed, { name: description }) }).click();
    const swedishCode = await decodeQrOnScreen(counterQr);
    // The customer scans again; the answer tells the points landed on top of the first 25.
    const instanceId = new URL(swedishCode).pathname.split("/").pop();
    const answer = await phonePage.request.post(`/api/qrcode/instance/${instanceId}/redeem`);
    expect(answer.ok(), await answer.text()).toBe(true);
    expect((await answer.json()).points).toEqual({ added: 30, balance: 55 });
    const notice = showDialog.getByTestId("counter-redeemed");
    await expect(notice).toContainText(s.show.points.redeemed.title);
    await expect(notice).toContainText(
      fill(s.show.points.redeemed.namedCustomer_other, { name: customerName, count: 30 }),
    );
    await expectAllSwedish(page, new AccessibilityChecker());
    await useLanguage(page, "en-US");
  });
});
