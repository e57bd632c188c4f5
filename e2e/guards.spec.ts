import { signIn } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { en, expectHeading } from "./support/ui";

test("the admin area sends a signed-out visitor to the login page", async ({ page }) => {
  await page.goto("/admin/settings/general");
  await expect(page).toHaveURL(/\/login$/);
  await expectHeading(page, en.auth.login.title.admin);
});

test("a signed-in customer who opens the admin area is told it is not for them", async ({
  page,
  customer,
}) => {
  await signIn(page, customer);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expectHeading(page, en.errors.unauthorized.title);
});

test("the customer app sends a signed-out visitor to its login page, and back after logging in", async ({
  page,
  customer,
}) => {
  await page.goto("/app/messages");
  await expect(page).toHaveURL(/\/app\/login(\?redirect=%2Fmessages|\?redirect=\/messages)?$/);
  await expectHeading(page, en.auth.login.title.user);

  await page.getByLabel(en.auth.fields.email, { exact: true }).fill(customer.email);
  await page.getByLabel(en.auth.fields.password, { exact: true }).fill(customer.password);
  await page.getByRole("button", { name: en.auth.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/app\/messages$/);
  await expectHeading(page, en.customerMessages.title);
});
