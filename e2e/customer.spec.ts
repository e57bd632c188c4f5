import { signIn } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { en, expectHeading } from "./support/ui";

const c = en.customer;

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the bottom navigation moves between cards, my QR and messages", async ({ page, customer, a11y }) => {
    await signIn(page, customer);
    await page.goto("/app/");
    await expectHeading(page, c.cards.title);
    await expect(page.getByText(c.cards.emptyTitle)).toBeVisible();
    await expect(page).toHaveTitle(c.cards.documentTitle);
    const nav = page.getByRole("navigation", { name: c.shell.navigation });
    await expect(nav.getByRole("link", { name: c.nav.cards })).toHaveAttribute("aria-current", "page");
    await a11y.check(page);

    await nav.getByRole("link", { name: c.nav.myQr }).click();
    await expect(page).toHaveURL(/\/app\/qr$/);
    await expectHeading(page, en.myQr.title);
    await expect(page).toHaveTitle(en.myQr.documentTitle);
    await expect(nav.getByRole("link", { name: c.nav.myQr })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: c.nav.cards })).not.toHaveAttribute("aria-current", "page");
    await a11y.check(page);

    await nav.getByRole("link", { name: c.nav.messages }).click();
    await expect(page).toHaveURL(/\/app\/messages$/);
    await expectHeading(page, en.customerMessages.title);
    await expect(page.getByText(en.customerMessages.emptyTitle)).toBeVisible();
    await a11y.check(page);

    // Touch targets of at least 44 px.
    for (const link of await nav.getByRole("link").all()) {
      const box = await link.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
  });

  test("while the next screen's code loads, the one before stays on show", async ({ browser, customer }) => {
    // Without the service worker, which would hand over the chunk from its cache unseen by the route.
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      serviceWorkers: "block",
    });
    const page = await context.newPage();
    await signIn(page, customer);
    await page.goto("/app/");
    await expectHeading(page, c.cards.title);
    await page.waitForLoadState("networkidle");
    // Hold back every script asked for from now on (the Messages screen's chunks; their files are
    // named by hash alone), as a slow network would.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked: () => void = () => {};
    const chunkAsked = new Promise<void>((resolve) => {
      asked = resolve;
    });
    await page.route(/\/app\/assets\/[^/]+\.js$/, async (route) => {
      asked();
      await held;
      await route.continue();
    });
    const nav = page.getByRole("navigation", { name: c.shell.navigation });
    await nav.getByRole("link", { name: c.nav.messages }).click();
    await expect(page).toHaveURL(/\/app\/messages$/);
    // The address changed and the next screen's code is on its way (held back), but the cards page
    // and the navigation stay until Messages is ready.
    await chunkAsked;
    await expectHeading(page, c.cards.title);
    await expect(nav).toBeVisible();
    release();
    await expectHeading(page, en.customerMessages.title);
    await context.close();
  });

  test("the account menu logs out to the customer login", async ({ page, customer }) => {
    await signIn(page, customer);
    await page.goto("/app/messages");
    await page.getByRole("button", { name: c.shell.openMenu }).click();
    await expect(page.getByText(customer.email)).toBeVisible();
    await page
      .getByRole("menuitem", { name: c.shell.logOut })
      .or(page.getByRole("button", { name: c.shell.logOut }))
      .click();
    await expect(page).toHaveURL(/\/app\/login/);
  });
});

test("an admin account in the customer app is pointed to the admin area", async ({ page, admin, a11y }) => {
  await signIn(page, admin);
  await page.goto("/app/");
  await expectHeading(page, c.adminAccount.title);
  await expect(page.getByRole("link", { name: c.adminAccount.toAdmin })).toHaveAttribute("href", "/admin");
  await a11y.check(page);
});

test("My QR opens with no network once visited, its code drawn on the phone", async ({ page, customer }) => {
  await signIn(page, customer);
  await page.goto("/app/qr");
  await expectHeading(page, en.myQr.title);
  const code = page.getByTestId("identity-qr");
  await expect(code).toBeVisible();
  // The service worker is handed the files this visit fetched, and caches them.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const loaded = performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && url.pathname.startsWith("/app/assets/"))
          .map((url) => url.pathname);
        const cache = await caches.open("stampwise-app-v1");
        const cached = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
        return registration.active !== null && loaded.length > 0 && loaded.every((path) => cached.has(path));
      }),
    )
    .toBe(true);

  await page.context().setOffline(true);
  await page.reload();
  await expectHeading(page, en.myQr.title);
  await expect(page.getByText(c.offline.description)).toBeVisible();
  await expect(code).toBeVisible();
  expect(Number(await code.getAttribute("data-window"))).toBeGreaterThan(0);
});
