import { type Account, createAccount, mailedLink, mailsTo, pathOf, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { en, expectHeading, toast } from "./support/ui";

const t = { ...en.auth, ...en.authFlows, fields: { ...en.auth.fields, ...en.authFlows.fields } };

async function fillLogin(page: import("@playwright/test").Page, email: string, password: string) {
  await page.getByLabel(t.fields.email, { exact: true }).fill(email);
  await page.getByLabel(t.fields.password, { exact: true }).fill(password);
}

async function completeSignup(
  page: import("@playwright/test").Page,
  password: string,
  organization?: string,
) {
  await page.getByLabel(t.fields.firstName).fill("Alva");
  await page.getByLabel(t.fields.lastName).fill("Andersson");
  await page.getByLabel(t.fields.password, { exact: true }).fill(password);
  await page.getByLabel(t.fields.confirmPassword).fill(password);
  if (organization) await page.getByLabel(t.fields.organizationName).fill(organization);
  await page.getByRole("checkbox", { name: /at least 18 years old/ }).check();
  await page.getByRole("button", { name: t.verify.submit }).click();
}

test.describe("sign up through the emailed link", () => {
  test("an owner signs up, confirms by the link and lands in the admin area", async ({
    page,
    request,
    a11y,
  }) => {
    const email = uniqueEmail("owner");
    await page.goto("/signup");
    await expectHeading(page, t.signup.title.admin);
    await a11y.check(page);

    await page.getByLabel(t.fields.email).fill(email);
    await page.getByRole("button", { name: t.signup.submit }).click();
    await expect(page.getByRole("heading", { name: t.signup.sent.title })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await a11y.check(page, "sign-up: link sent");

    const link = await mailedLink(request, email, /\/verify\?token=/);
    expect(new URL(link).pathname).toBe("/verify");
    await page.goto(pathOf(link));
    await expectHeading(page, t.verify.title);
    await a11y.check(page);
    await completeSignup(page, "a-long-new-password", "Alvas Bageri");

    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText("Alvas Bageri").first()).toBeVisible();
  });

  test("a customer signs up in the customer app and lands on their cards", async ({
    page,
    request,
    a11y,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const email = uniqueEmail("customer");
    await page.goto("/app/signup");
    await expectHeading(page, t.signup.title.user);
    await a11y.check(page);

    await page.getByLabel(t.fields.email).fill(email);
    await page.getByRole("button", { name: t.signup.submit }).click();
    await expect(page.getByRole("heading", { name: t.signup.sent.title })).toBeVisible();

    const link = await mailedLink(request, email, /\/app\/verify\?token=/);
    await page.goto(pathOf(link));
    await expectHeading(page, t.verify.title);
    // A customer has no organization to name.
    await expect(page.getByLabel(t.fields.organizationName)).toHaveCount(0);
    await a11y.check(page);
    await completeSignup(page, "a-long-new-password");

    await expect(page).toHaveURL(/\/app\/?$/);
    await expectHeading(page, en.customer.cards.title);
  });
});

test.describe("log in", () => {
  test("an owner logs in with email and password and sees the busy label meanwhile", async ({
    page,
    admin,
    a11y,
  }) => {
    await page.goto("/login");
    await expectHeading(page, t.login.title.admin);
    await expect(page.getByRole("button", { name: t.google.continue })).toBeVisible();
    await expect(page.getByRole("link", { name: t.login.forgotPassword })).toHaveAttribute(
      "href",
      "/reset-password",
    );
    await a11y.check(page);

    // Hold the answer until the busy label has been seen, so the check never races the server.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/auth/login", async (route) => {
      await held;
      await route.continue();
    });
    await fillLogin(page, admin.email, admin.password);
    await page.getByRole("button", { name: t.login.submit, exact: true }).click();
    await expect(page.getByRole("button", { name: t.login.submitting })).toBeDisabled();
    release();

    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText(admin.organizationName ?? "").first()).toBeVisible();
  });

  test("a wrong password is answered with a toast and no sign-in", async ({ page, admin }) => {
    await page.goto("/login");
    await fillLogin(page, admin.email, "not-the-password");
    await page.getByRole("button", { name: t.login.submit, exact: true }).click();
    await expect(toast(page, t.login.invalidCredentials.description)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("button", { name: t.login.submit, exact: true })).toBeEnabled();
  });

  test("a customer at the admin login is sent to the user login page", async ({ page, customer }) => {
    await page.goto("/login");
    await fillLogin(page, customer.email, customer.password);
    await page.getByRole("button", { name: t.login.submit, exact: true }).click();
    await expect(toast(page, t.invalidLoginType.title)).toBeVisible();
    await expect(toast(page, "Please use the user login page")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("an admin at the customer login is sent to the admin login page", async ({ page, admin }) => {
    await page.goto("/app/login");
    await expectHeading(page, t.login.title.user);
    await fillLogin(page, admin.email, admin.password);
    await page.getByRole("button", { name: t.login.submit, exact: true }).click();
    await expect(toast(page, t.invalidLoginType.title)).toBeVisible();
    await expect(toast(page, "Please use the admin login page")).toBeVisible();
    await expect(page).toHaveURL(/\/app\/login/);
  });
});

test("a forgotten password is reset through the emailed link, then the new one logs in", async ({
  page,
  request,
  a11y,
}) => {
  const account: Account = await createAccount(request, "admin", "forgetful");
  await page.goto("/login");
  await page.getByRole("link", { name: t.login.forgotPassword }).click();
  await expectHeading(page, t.forgotPassword.title);
  await a11y.check(page);
  await page.getByLabel(t.fields.email).fill(account.email);
  await page.getByRole("button", { name: t.forgotPassword.submit }).click();
  await expect(page.getByRole("heading", { name: t.forgotPassword.sent.title })).toBeVisible();

  const link = await mailedLink(request, account.email, /\/reset-password\?token=/);
  await page.goto(pathOf(link));
  await expectHeading(page, t.resetPassword.title);
  await a11y.check(page, "reset password: new password form");
  await page.getByLabel(t.fields.newPassword).fill("a-brand-new-password");
  await page.getByLabel(t.fields.confirmPassword).fill("a-brand-new-password");
  await page.getByRole("button", { name: t.resetPassword.submit }).click();
  await expect(page.getByRole("heading", { name: t.resetPassword.done.title })).toBeVisible();

  await page.getByRole("link", { name: t.resetPassword.done.logIn }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, account.email, "a-brand-new-password");
  await page.getByRole("button", { name: t.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("an older reset link, after a newer one was asked for, says so and leaves the password as it was", async ({
  page,
  request,
}) => {
  const account: Account = await createAccount(request, "admin", "twice-forgetful");
  const askForLink = async () => {
    const response = await request.post("/api/auth/reset-password", { data: { email: account.email } });
    expect(response.status()).toBe(202);
  };
  // The mails go out through the job queue, in no promised order: the older link is the one that
  // arrived before the second was asked for.
  await askForLink();
  const older = await mailedLink(request, account.email, /\/reset-password\?/);
  await askForLink();
  await expect
    .poll(
      async () => {
        const messages = await mailsTo(request, account.email);
        return messages
          .flatMap((message) => message.links)
          .filter((link) => link.includes("/reset-password?")).length;
      },
      { timeout: 30_000 },
    )
    .toBe(2);

  await page.goto(pathOf(older));
  await page.getByLabel(t.fields.newPassword).fill("an-older-links-password");
  await page.getByLabel(t.fields.confirmPassword).fill("an-older-links-password");
  await page.getByRole("button", { name: t.resetPassword.submit }).click();

  await expectHeading(page, t.link.superseded.title);
  await expect(page.getByText(t.link.superseded.description)).toBeVisible();
  const withOld = await request.post("/api/auth/login", {
    data: { email: account.email, password: account.password, loginType: "admin" },
  });
  expect(withOld.status()).toBe(201);
});
