import { signIn } from "./support/accounts";
import { AccessibilityChecker } from "./support/axe";
import { BASE_URL } from "./support/environment";
import { expect, test } from "./support/fixtures";
import { adminApi, organizationIdOf } from "./support/loyalty";
import { decodeQrOnScreen } from "./support/qr-image";
import { en, expectHeading, fill, toast } from "./support/ui";

const texts = en.joining;
const JOIN_URL = new RegExp(`^${BASE_URL}/app/join/[0-9a-f-]{36}$`);

test("a new customer joins by the store's rotating join code on the till's screen and gets the welcome stamps", async ({
  page,
  admin,
  customer,
  phone,
  a11y,
}) => {
  // Two browsers, the code decoded from the screen and four accessibility checks.
  test.setTimeout(240_000);
  const organization = admin.organizationName ?? "";
  await signIn(page, admin);
  const api = adminApi(page.request, await organizationIdOf(page.request));
  const card = await api.createStampCard({
    name: "Coffee card",
    description: "Every coffee counts.",
    stampsRequired: 8,
  });

  await test.step("the owner sets 2 welcome stamps on the Coffee card", async () => {
    await page.goto("/admin/qr-codes");
    // The page's first load (its chunk, texts and four requests) is slow on a loaded machine.
    await expect(page.getByRole("heading", { name: texts.joinCode.heading })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(texts.joinCode.welcome.summaryNone)).toBeVisible();
    await page.getByRole("combobox", { name: texts.joinCode.welcome.label }).click();
    await page.getByRole("option", { name: texts.joinCode.welcome.stamps }).click();
    await expect(page.getByRole("combobox", { name: texts.joinCode.welcome.card })).toHaveText(card.name);
    await page.getByLabel(texts.joinCode.welcome.stampsAmount).fill("2");
    await page.getByRole("button", { name: texts.joinCode.welcome.save }).click();
    await expect(toast(page, texts.joinCode.welcome.saved)).toBeVisible();
    await expect(
      page.getByText(fill(texts.joinCode.welcome.summaryStamps_other, { count: 2, card: card.name })),
    ).toBeVisible();
    await a11y.check(page, "the QR codes page with the join code");
  });

  // The customer's phone is signed in first: a shown code lives a minute, so the scan comes at once.
  const phonePage = await phone.newPage();
  await signIn(phonePage, customer);

  const screen = page.getByRole("dialog", { name: fill(texts.joinCode.screenTitle, { organization }) });
  const code = screen.getByTestId("join-qr");
  const firstUrl =
    await test.step("the owner shows it full screen: a code that counts down to its replacement", async () => {
      await page.getByRole("button", { name: texts.joinCode.show }).click();
      await expect(
        screen.getByText(fill(texts.joinCode.screenReward, { reward: "2 stamps on Coffee card" })),
      ).toBeVisible();
      const timer = screen.getByRole("timer");
      await expect(timer).toBeVisible();
      await expect(screen.getByTestId("counter-countdown")).toHaveText(/^00:[0-5]\d$/);
      await screen.getByRole("button", { name: texts.joinCode.fullscreen }).click();
      await expect(screen.getByRole("button", { name: texts.joinCode.exitFullscreen })).toBeVisible();
      await new AccessibilityChecker().check(page, "the join code's screen");
      const url = await decodeQrOnScreen(code);
      expect(url).toMatch(JOIN_URL);
      return url;
    });

  await test.step("the customer scans it, joins, and is welcomed with the stamps", async () => {
    await phonePage.goto(firstUrl);
    await expectHeading(phonePage, fill(texts.page.title, { organization }));
    const main = phonePage.getByRole("main");
    await expect(
      main.getByText(fill(texts.page.reward, { reward: "2 stamps on Coffee card" })),
    ).toBeVisible();
    await main.getByRole("button", { name: fill(texts.page.join, { organization }) }).click();
    // Joining is one transaction (customer, stamps, the till's notice): slow on a loaded machine.
    await expect(phonePage.getByRole("heading", { level: 1 })).toContainText(
      fill(texts.page.welcome, { organization }),
      { timeout: 30_000 },
    );
    await expect(
      main.getByText(fill(texts.page.welcomeReward, { reward: "2 stamps on Coffee card" })),
    ).toBeVisible();
    await a11y.check(phonePage, "the join page, joined");
  });

  await test.step("the till's screen welcomes them by name and shows a fresh code at once", async () => {
    await expect(
      screen.getByText(fill(texts.joinCode.joined, { name: customer.firstName }), { exact: true }),
    ).toBeVisible();
    await expect
      .poll(async () => (await decodeQrOnScreen(code).catch(() => firstUrl)) !== firstUrl)
      .toBe(true);
  });

  await test.step("a photo of the used code does not work from home", async () => {
    const second = await phone.newPage();
    await second.goto(firstUrl);
    await expect(second.getByText(texts.page.problem.description)).toBeVisible();
    await a11y.check(second, "the join page of a used code");
    await second.close();
  });

  await test.step("the customer's cards show the welcome stamps", async () => {
    await phonePage.getByRole("link", { name: texts.page.toCards }).click();
    await expect(phonePage.getByRole("article", { name: card.name })).toBeVisible();
  });
});
