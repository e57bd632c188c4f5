import type { APIRequestContext } from "@playwright/test";
import { signIn } from "./support/accounts";
import { expectAllSwedish } from "./support/english-texts";
import { expect, test } from "./support/fixtures";
import { en, expectHeading, fill, sv, toast, useLanguage } from "./support/ui";

const texts = en.customerAccount.account;

/** The newest code texted to `number`, from the dev SMS outbox. */
async function textedCode(request: APIRequestContext, number: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get("/api/dev/outbox/sms", { params: { to: number } });
      const { messages } = (await response.json()) as { messages: { body: string }[] };
      code = messages[0]?.body.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

test("a customer changes their name and confirms a phone number with the texted code", async ({
  phone,
  customer,
  a11y,
}) => {
  test.setTimeout(90_000);
  const page = await phone.newPage();
  await signIn(page, customer);
  // A number of its own per run, so the outbox answers this test's code.
  const number = `+4670${String(Date.now()).slice(-7)}`;

  await test.step("the account menu leads to the account", async () => {
    await page.goto("/app/");
    await page.getByRole("button", { name: en.customer.shell.openMenu }).click();
    await page.getByRole("menuitem", { name: en.customer.shell.account }).click();
    await expectHeading(page, texts.title);
    await expect(page.getByText(customer.email)).toBeVisible();
    await a11y.check(page, "the account");
  });

  await test.step("the name: a blank one is refused under its field, a new one is saved", async () => {
    const firstName = page.getByLabel(texts.names.firstName, { exact: true });
    await firstName.fill("");
    await page.getByRole("button", { name: texts.names.save }).click();
    await expect(page.getByText(en.validation.nameRequired)).toBeVisible();
    await firstName.fill("Elsa");
    await page.getByLabel(texts.names.lastName, { exact: true }).fill("Lind");
    await page.getByRole("button", { name: texts.names.save }).click();
    await expect(toast(page, texts.names.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(texts.names.firstName, { exact: true })).toHaveValue("Elsa");
    await expect(page.getByRole("button", { name: en.customer.shell.openMenu })).toContainText("EL");
  });

  await test.step("the phone: a malformed number is refused, a code is texted, a wrong code refused", async () => {
    const numberField = page.getByLabel(texts.phone.number, { exact: true });
    await numberField.fill("070-123");
    await page.getByRole("button", { name: texts.phone.send }).click();
    await expect(page.getByText(en.validation.phoneInvalid)).toBeVisible();
    await numberField.fill(`${number.slice(0, 3)} ${number.slice(3, 5)} ${number.slice(5)}`);
    await page.getByRole("button", { name: texts.phone.send }).click();
    await expect(page.getByText(fill(texts.phone.codeSent, { number }))).toBeVisible();
    const code = await textedCode(page.request, number);
    const wrong = code === "000000" ? "111111" : "000000";
    await page.getByLabel(texts.phone.code, { exact: true }).fill(wrong);
    await page.getByRole("button", { name: texts.phone.confirm }).click();
    await expect(page.getByText(texts.phone.codeInvalid)).toBeVisible();
    await a11y.check(page, "the code form with its message");
    await page.getByLabel(texts.phone.code, { exact: true }).fill(code);
    await page.getByRole("button", { name: texts.phone.confirm }).click();
    await expect(page.getByText(texts.phone.confirmed, { exact: true })).toBeVisible();
    await expect(page.getByText(number)).toBeVisible();
    await page.reload();
    await expect(page.getByText(texts.phone.confirmed, { exact: true })).toBeVisible();
  });

  await test.step("in Swedish", async () => {
    await useLanguage(page, "sv-SE");
    await expectHeading(page, sv.customerAccount.account.title);
    await expectAllSwedish(page, a11y);
  });

  await test.step("the number can be removed", async () => {
    await page.getByRole("button", { name: sv.customerAccount.account.phone.remove }).click();
    await expect(page.getByLabel(sv.customerAccount.account.phone.number, { exact: true })).toBeVisible();
  });
});
