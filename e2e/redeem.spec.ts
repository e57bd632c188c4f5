import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { createAccount, signIn } from "./support/accounts";
import { expectAllSwedish } from "./support/english-texts";
import { SWEDISH_CHOSEN } from "./support/environment";
import { expect, test, watchForProblems } from "./support/fixtures";
import { stampCardWithQrCode } from "./support/loyalty";
import { decodeQrOnScreen } from "./support/qr-image";
import { en, expectHeading, fill, sv } from "./support/ui";

const redeem = en.redeem;

/** The error state of the redeem page: its title, the help text where it applies and both ways out. */
async function expectProblem(page: Page, title: string, { help = true } = {}) {
  await expectHeading(page, title);
  await expect(page.getByText(redeem.problem.help)).toHaveCount(help ? 1 : 0);
  await expect(page.getByRole("button", { name: redeem.problem.goBack })).toBeVisible();
  await expect(page.getByRole("link", { name: redeem.problem.goHome })).toBeVisible();
}

test("a code nobody made says it was not found, and Go back from a fresh tab leads home", async ({
  phone,
  a11y,
}) => {
  const page = await phone.newPage();
  await page.goto(`/app/redeem/${randomUUID()}`);
  await expectProblem(page, redeem.problem.unknown.title);
  await a11y.check(page, "redeem page, unknown code");

  // Opened by a camera, the tab has nothing to go back to: the landing page instead.
  await page.getByRole("button", { name: redeem.problem.goBack }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: en.landing.hero.title })).toBeVisible();
});

test("a code one customer used tells the next one so, and Go to homepage leads to their cards", async ({
  page,
  admin,
  customer,
  phone,
  browser,
  request,
  pageProblems,
  a11y,
}) => {
  const cardName = "Bakery card";
  const qrDescription = "Bread at the till";
  await signIn(page, admin);
  await stampCardWithQrCode(page.request, { cardName, qrDescription });
  await page.goto("/admin/qr-codes");
  await page.getByRole("button", { name: fill(en.qrCodes.list.showNamed, { name: qrDescription }) }).click();
  const code = await decodeQrOnScreen(page.getByTestId("counter-qr"));

  const first = await phone.newPage();
  await signIn(first, customer);
  await first.goto(code);
  await first.getByRole("button", { name: fill(redeem.welcome.collect_one, { count: 1 }) }).click();
  await expectHeading(first, fill(redeem.success.title_one, { count: 1 }));

  // Another customer scans the same picture a moment later.
  const secondPhone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  watchForProblems(secondPhone, pageProblems);
  try {
    const second = await secondPhone.newPage();
    await signIn(second, await createAccount(request, "user", "second-customer"));
    await second.goto(code);
    // A used code was a real one: no "may be expired or invalid" under it.
    await expectProblem(second, redeem.problem.used.title, { help: false });
    await expect(second.getByText(redeem.problem.used.description)).toBeVisible();
    expect(redeem.problem.used.title).not.toBe(redeem.problem.unknown.title);
    await a11y.check(second, "redeem page, used code");

    await second.getByRole("link", { name: redeem.problem.goHome }).click();
    await expect(second).toHaveURL(/\/app\/?$/);
    await expectHeading(second, en.customer.cards.title);
    await expect(second.getByText(en.customer.cards.emptyTitle)).toBeVisible();
  } finally {
    await secondPhone.close();
  }
});

test("an admin account that opens a counter code logs out there and is offered Log in and Sign up", async ({
  page,
  admin,
  phone,
}) => {
  await signIn(page, admin);
  const { api, qrCode } = await stampCardWithQrCode(page.request, {
    cardName: "Tea card",
    qrDescription: "Tea at the till",
  });
  const { url } = await api.mintCounterCode(qrCode.id);

  const adminPhone = await phone.newPage();
  await signIn(adminPhone, admin);
  await adminPhone.goto(url);
  await expect(adminPhone.getByRole("heading", { name: redeem.adminAccount.title })).toBeVisible();
  await adminPhone.getByRole("button", { name: redeem.adminAccount.logOut }).click();

  await expect(adminPhone.getByRole("link", { name: redeem.welcome.logIn })).toBeVisible();
  await expect(adminPhone.getByRole("link", { name: redeem.welcome.signUp })).toBeVisible();
  const session = await adminPhone.request.get("/api/auth/is-authenticated");
  expect(session.status(), "the session ended on the server too").toBe(401);
});

test("on a phone someone else is signed in on, Not you? logs them out and offers Log in and Sign up", async ({
  page,
  admin,
  customer,
  phone,
}) => {
  await signIn(page, admin);
  const { api, qrCode } = await stampCardWithQrCode(page.request, {
    cardName: "Bun card",
    qrDescription: "Buns at the till",
  });
  const { url } = await api.mintCounterCode(qrCode.id);

  const sharedPhone = await phone.newPage();
  await signIn(sharedPhone, customer);
  await sharedPhone.goto(url);
  await expect(
    sharedPhone.getByText(fill(redeem.welcome.signedInAs, { email: customer.email })),
  ).toBeVisible();
  await sharedPhone.getByRole("button", { name: redeem.welcome.notYou }).click();

  await expect(sharedPhone.getByRole("link", { name: redeem.welcome.logIn })).toBeVisible();
  await expect(sharedPhone.getByRole("link", { name: redeem.welcome.signUp })).toBeVisible();
  const session = await sharedPhone.request.get("/api/auth/is-authenticated");
  expect(session.status(), "the session ended on the server too").toBe(401);
});

test.describe("with Swedish chosen earlier", () => {
  test.use({ storageState: SWEDISH_CHOSEN });

  test("the redeem page, the collected card and the admin's card page have no English left", async ({
    page,
    admin,
    customer,
    phone,
    a11y,
  }) => {
    test.slow(); // two accounts and three apps' pages, each read for English and checked with axe
    await signIn(page, admin);
    const { api, card, qrCode } = await stampCardWithQrCode(page.request, {
      cardName: "Kaffekort",
      qrDescription: "I kassan",
    });
    const { url } = await api.mintCounterCode(qrCode.id);

    const customerPage = await phone.newPage();
    await customerPage.goto(url);
    await expectHeading(
      customerPage,
      fill(sv.redeem.welcome.title, {
        admin: admin.firstName,
        organization: admin.organizationName ?? "",
      }),
    );
    await expectAllSwedish(customerPage, a11y);

    await signIn(customerPage, customer);
    await customerPage.reload();
    await customerPage
      .getByRole("button", { name: fill(sv.redeem.welcome.collect_one, { count: 1 }) })
      .click();
    await expectHeading(customerPage, fill(sv.redeem.success.title_one, { count: 1 }));
    await expect(
      customerPage.getByText(fill(sv.loyalty.card.stampsProgress_other, { collected: 1, count: 8 })),
    ).toBeVisible();
    await expectAllSwedish(customerPage, a11y);

    await customerPage.goto("/app/");
    await expect(
      customerPage.getByRole("article", { name: fill(sv.loyalty.card.label, { name: card.name }) }),
    ).toBeVisible();
    await expectAllSwedish(customerPage, a11y);

    for (const tab of ["settings", "rewards", "template"]) {
      await page.goto(`/admin/loyalty-cards/stamp-cards/${card.id}?tab=${tab}`);
      await expectHeading(page, card.name);
      await expectAllSwedish(page, a11y);
    }
  });
});
