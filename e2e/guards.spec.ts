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

test("a signed-out visitor's login pages ask for no session, and log no error", async ({
  page,
  customer,
}) => {
  const sessionChecks: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/auth/is-authenticated")) sessionChecks.push(request.url());
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  for (const [path, title] of [
    ["/app/login", en.auth.login.title.user],
    ["/login", en.auth.login.title.admin],
  ] as const) {
    await page.goto(path);
    await expectHeading(page, title);
    // The page's script has run once the Google button is enabled (it is disabled until then).
    await expect(page.getByRole("button", { name: en.auth.google.continue })).toBeEnabled();
    await page.waitForLoadState("networkidle");
  }
  expect(sessionChecks).toEqual([]);
  expect(errors).toEqual([]);

  // Signed in, the session is asked for again.
  await page.goto("/app/login");
  await page.getByLabel(en.auth.fields.email, { exact: true }).fill(customer.email);
  await page.getByLabel(en.auth.fields.password, { exact: true }).fill(customer.password);
  await page.getByRole("button", { name: en.auth.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/app\/?$/);
  await page.reload();
  await expectHeading(page, en.customer.cards.title);
  expect(sessionChecks.length).toBeGreaterThan(0);
});
