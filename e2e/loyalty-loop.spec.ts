import type { Locator, Page } from "@playwright/test";
import { mailedLink, type Person, pathOf, signIn, signUpOnScreen, uniqueEmail } from "./support/accounts";
import { counterContext, launchBrowserWithCamera } from "./support/camera-browser";
import { BASE_URL } from "./support/environment";
import { writeFakeCameraVideoOfPicture } from "./support/fake-camera";
import { expect, test, watchForProblems } from "./support/fixtures";
import { adminApi, organizationIdOf } from "./support/loyalty";
import { decodeQrOnScreen, decodeQrPng } from "./support/qr-image";
import { en, expectHeading, fill, toast } from "./support/ui";

const sc = en.stampCards;
const qr = en.qrCodes;
const redeem = en.redeem;
const profile = en.users.profile;
const scanner = en.users.dashboard.scanner;

const REDEEM_URL = new RegExp(`^${BASE_URL}/app/redeem/[0-9a-f-]{36}$`);

/** The card as LoyaltyCardView draws it, wherever it is shown. */
const loyaltyCard = (scope: Page | Locator, name: string) =>
  scope.getByRole("article", { name: fill(en.loyalty.card.label, { name }) });

const stampsProgress = (collected: number, count: number) =>
  fill(en.loyalty.card.stampsProgress_other, { collected, count });

/** A Radix select: open it by its label, pick the option. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("a stamp at the counter reaches the customer's phone: design, show, redeem, scan, stamp", async ({
  page,
  admin,
  phone,
  pageProblems,
  a11y,
}, testInfo) => {
  test.setTimeout(180_000);
  const card = { name: "Coffee card", description: "Every coffee counts.", stampsRequired: 8 };
  const reward = "Free coffee";
  const design = { background: "#fef3c7", backgroundRgb: "rgb(254, 243, 199)", font: "Montserrat" };
  const qrDescription = "Coffee at the counter";
  const person: Person = {
    email: uniqueEmail("journey"),
    firstName: "Maja",
    lastName: "Lindqvist",
    password: "a-long-new-password",
  };
  const personName = `${person.firstName} ${person.lastName}`;

  await signIn(page, admin);
  // The journey scans one customer twice: the counter code, then their identity code. A stamp
  // added from the profile the identity scan opened is a scan too, so the cool-down between two
  // scans must refuse it. An hour-long cool-down makes that certain however slow the machine is
  // (the default 30 s could pass between the two); a stamp by hand is never limited.
  const api = adminApi(page.request, await organizationIdOf(page.request));
  expect((await api.updateFraudRules({ scanCooldownSeconds: 3600 })).scanCooldownSeconds).toBe(3600);

  await test.step("the admin creates a stamp card with a reward and designs it", async () => {
    await page.goto("/admin/loyalty-cards/stamp-cards");
    await expectHeading(page, sc.list.title);
    await page.getByRole("button", { name: sc.list.create }).click();
    const create = page.getByRole("dialog", { name: sc.create.title });
    await create.getByLabel(sc.fields.name).fill(card.name);
    await create.getByLabel(sc.fields.description).fill(card.description);
    await create.getByLabel(sc.fields.stampsRequired).fill(String(card.stampsRequired));
    await create.getByRole("button", { name: sc.create.submit }).click();
    await expect(page).toHaveURL(/\/admin\/loyalty-cards\/stamp-cards\/[0-9a-f-]{36}/);
    await expectHeading(page, card.name);
    await a11y.check(page, "stamp card page");

    await page.getByRole("tab", { name: sc.card.tabs.rewards }).click();
    await page.getByRole("button", { name: sc.rewards.add }).click();
    const milestone = page.getByRole("dialog", { name: sc.rewards.form.addTitle });
    await milestone.getByLabel(sc.rewards.form.rewardName).fill(reward);
    await milestone.getByLabel(sc.rewards.form.rewardDescription).fill("Any size, on the house.");
    await choose(page, milestone, sc.rewards.form.rewardType, sc.rewards.rewardTypes.free_item);
    await milestone.getByLabel(sc.rewards.form.stampsNeeded).fill("2");
    await milestone.getByLabel(sc.rewards.form.requirement).fill("2");
    await milestone.getByRole("button", { name: sc.rewards.form.submitAdd }).click();
    await expect(toast(page, sc.rewards.added.title)).toBeVisible();
    const rewards = page.getByRole("list", { name: sc.rewards.label });
    await expect(rewards.getByRole("heading", { name: reward })).toBeVisible();
    await expect(rewards.getByText(fill(sc.rewards.atStamps_other, { count: 2 }))).toBeVisible();

    await page.getByRole("tab", { name: sc.card.tabs.template }).click();
    const preview = loyaltyCard(page.getByRole("region", { name: sc.template.preview.title }), card.name);
    await expect(preview).toHaveAttribute("data-font", "roboto");
    await expect(preview.locator('[data-stamp-icon="star"]').first()).toBeAttached();
    await expect(preview).not.toHaveCSS("background-color", design.backgroundRgb);

    await page.getByLabel(sc.template.fields.secondaryColor, { exact: true }).fill(design.background);
    await choose(page, page.locator("form"), sc.template.fields.font, design.font);
    await choose(page, page.locator("form"), sc.template.fields.icon, sc.template.icons.coffee);
    // The preview follows every change before anything is saved.
    await expect(preview).toHaveCSS("background-color", design.backgroundRgb);
    await expect(preview).toHaveCSS("font-family", /^"?Montserrat"?,/);
    await expect(preview.locator('[data-stamp-icon="coffee"]').first()).toBeAttached();
    await expect(preview.locator('[data-stamp-icon="star"]')).toHaveCount(0);
    // The font is really there, not just named: its face was fetched and is in use.
    await expect
      .poll(() =>
        page.evaluate(
          (family) =>
            [...document.fonts].some(
              (face) => face.family.replaceAll('"', "") === family && face.status === "loaded",
            ),
          design.font,
        ),
      )
      .toBe(true);
    await a11y.check(page, "template tab with the changed design");
    await page.getByRole("button", { name: sc.template.save }).click();
    await expect(toast(page, sc.template.saved.title)).toBeVisible();
  });

  const showDialog = page.getByRole("dialog", { name: qrDescription });
  const counterQr = showDialog.getByTestId("counter-qr");

  const firstCode = await test.step("the admin makes a QR code giving 2 stamps and shows it", async () => {
    await page
      .getByRole("navigation", { name: en.shell.navigation.label })
      .getByRole("link", { name: en.shell.navigation.items.qrCodes })
      .click();
    await expectHeading(page, qr.page.title);
    // The header and the empty state both offer it.
    await page.getByRole("button", { name: qr.page.add }).first().click();
    const form = page.getByRole("dialog", { name: qr.form.addTitle });
    await form.getByLabel(qr.form.description).fill(qrDescription);
    // The only card is chosen already.
    await expect(form.getByRole("combobox", { name: qr.form.stampCard })).toHaveText(card.name);
    await form.getByLabel(qr.form.stamps).fill("2");
    await form.getByRole("button", { name: qr.form.create }).click();
    await expect(toast(page, qr.created.title)).toBeVisible();

    await page.getByRole("button", { name: fill(qr.list.showNamed, { name: qrDescription }) }).click();
    await expect(counterQr).toBeVisible();
    await expect(showDialog.getByText(qr.show.expiresIn)).toBeVisible();
    await a11y.check(page, "QR code dialog");
    const code = await decodeQrOnScreen(counterQr);
    expect(code).toMatch(REDEEM_URL);
    return code;
  });

  const customer = await phone.newPage();
  const customerCard = loyaltyCard(customer, card.name);

  await test.step("the customer scans it, signs up, and collects the stamps", async () => {
    await customer.goto(firstCode);
    await expectHeading(
      customer,
      fill(redeem.welcome.title, { admin: admin.firstName, organization: admin.organizationName ?? "" }),
    );
    await expect(customer.getByText(fill(redeem.welcome.card, { card: card.name }))).toBeVisible();
    await expect(customer.getByText(fill(redeem.welcome.stamps_other, { count: 2 }))).toBeVisible();
    await a11y.check(customer, "redeem page, signed out");

    await customer.getByRole("link", { name: redeem.welcome.signUp }).click();
    await expectHeading(customer, en.authFlows.signup.title.user);
    await signUpOnScreen(customer, person);

    // Back on the page of the code, which collects at once: the person asked for it already.
    await expect(customer).toHaveURL(new RegExp(`${new URL(firstCode).pathname}$`));
    await expectHeading(customer, fill(redeem.success.title_other, { count: 2 }));
    await expect(customerCard.getByText(stampsProgress(2, card.stampsRequired))).toBeVisible();
    await expect(
      customerCard.getByText(fill(en.loyalty.card.rewardsAvailable_one, { count: 1 })),
    ).toBeVisible();
    // The milestone at 2 stamps issued its reward, waiting at the counter.
    const heldCard = customer.getByRole("region", { name: card.name });
    await expect(heldCard.getByText(en.customer.cards.rewardsTitle)).toBeVisible();
    await expect(heldCard.getByRole("listitem").filter({ hasText: reward })).toBeVisible();
    // What the owner designed is what the customer sees.
    await expect(customerCard).toHaveCSS("background-color", design.backgroundRgb);
    await expect(customerCard).toHaveAttribute("data-font", "montserrat");
    await expect(customerCard.locator('[data-stamp-icon="coffee"]').first()).toBeAttached();
    await a11y.check(customer, "redeem page, collected");
  });

  await test.step("the admin's dialog tells the stamp was given and shows a fresh code", async () => {
    const notice = showDialog.getByTestId("counter-redeemed");
    await expect(notice).toContainText(qr.show.redeemed.title);
    await expect(notice).toContainText(
      fill(qr.show.redeemed.namedCustomer_other, { name: personName, count: 2 }),
    );
    let freshCode = "";
    await expect
      .poll(async () => {
        freshCode = await decodeQrOnScreen(counterQr).catch(() => "");
        return REDEEM_URL.test(freshCode) && freshCode !== firstCode;
      })
      .toBe(true);
    await a11y.check(page, "QR code dialog after a redemption");
  });

  const identityQr = await test.step("the customer keeps the cards page open and shows My QR", async () => {
    await customer.getByRole("link", { name: redeem.success.allCards }).click();
    await expectHeading(customer, en.customer.cards.title);
    await expect(customerCard.getByText(stampsProgress(2, card.stampsRequired))).toBeVisible();
    // Marks this document: a reload would lose the mark.
    await customer.evaluate(() => Object.assign(window, { openedBeforeTheStamp: true }));
    await a11y.check(customer, "customer cards");

    const myQr = await phone.newPage();
    await myQr.goto("/app/qr");
    await expectHeading(myQr, en.myQr.title);
    const identityQr = myQr.getByTestId("identity-qr");
    await expect(identityQr).toBeVisible();
    return identityQr;
  });
  // The code on My QR changes every 30 seconds and a picture of it is good for one more window:
  // the camera films a picture taken just before the scan, not one from before the counter's
  // browser started and signed in (which a loaded machine can take longer than that for).
  const pictureOfMyQr = async () => {
    const picture = await identityQr.screenshot({ animations: "disabled" });
    // A readable code, not a half-drawn one.
    expect(decodeQrPng(picture).length).toBeGreaterThan(20);
    return picture;
  };
  const cameraVideo = testInfo.outputPath("identity-code.y4m");

  // The counter's own device: a browser whose camera films the customer's screen.
  // Chromium opens the video when the camera is asked for, so it can be written again later.
  const cameraBrowser = await launchBrowserWithCamera(
    writeFakeCameraVideoOfPicture(await pictureOfMyQr(), cameraVideo),
  );
  try {
    const counterPage = await counterContext(cameraBrowser).then(async (context) => {
      watchForProblems(context, pageProblems);
      return context.newPage();
    });

    await test.step("the admin scans the customer's code with the camera and opens the profile", async () => {
      await signIn(counterPage, admin);
      await counterPage.goto("/admin/dashboard");
      await expectHeading(counterPage, en.users.dashboard.title);
      writeFakeCameraVideoOfPicture(await pictureOfMyQr(), cameraVideo);
      await counterPage.getByRole("button", { name: scanner.button }).click();
      await expect(counterPage.getByRole("dialog", { name: scanner.title })).toBeVisible();
      await expect(counterPage).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);
      await expectHeading(counterPage, personName);
      await expect(counterPage.getByRole("link", { name: person.email })).toBeVisible();
      await a11y.check(counterPage, "user profile");
    });

    const addOneStamp = async () => {
      await counterPage
        .getByRole("group", { name: card.name })
        .getByRole("button", { name: profile.cards.addStamps })
        .click();
      const confirm = counterPage.getByRole("dialog", {
        name: fill(profile.adjust.addTitle, { card: card.name }),
      });
      await expect(confirm).toContainText(
        fill(profile.adjust.preview, { stamps: 3, required: card.stampsRequired }),
      );
      await confirm.getByRole("button", { name: fill(profile.adjust.confirmAdd_one, { count: 1 }) }).click();
      return confirm;
    };

    await test.step("a stamp from the scanned profile is a scan: the cool-down refuses it", async () => {
      // The customer redeemed the counter code seconds ago; the scan counts against the same caps.
      const confirm = await addOneStamp();
      // Refused, the dialog stays open (its modal hides the toasts from the accessibility tree).
      await confirm.getByRole("button", { name: en.common.cancel }).click();
      await expect(toast(counterPage, en.loyaltyErrors.FRAUD_COOLDOWN.title)).toBeVisible();
      await expect(customerCard.getByText(stampsProgress(2, card.stampsRequired))).toBeVisible();
    });

    await test.step("a stamp added by hand appears on the open cards page from the event alone", async () => {
      // Opened afresh (not from the scan), the profile's changes are manual: no cool-down. (Going
      // to the same address would be a reload, which keeps the scan in the history entry.)
      const profileUrl = counterPage.url();
      await counterPage.goto("/admin/users");
      await counterPage.goto(profileUrl);
      await expectHeading(counterPage, personName);
      const cardRequests: string[] = [];
      customer.on("request", (request) => {
        if (request.url().includes("/api/loyalty-card-instance/mine")) cardRequests.push(request.url());
      });
      await addOneStamp();
      await expect(toast(counterPage, profile.adjust.created.title)).toBeVisible();

      await expect(customerCard.getByText(stampsProgress(3, card.stampsRequired))).toBeVisible();
      expect(await customer.evaluate(() => "openedBeforeTheStamp" in window)).toBe(true);
      // The card.updated event carried the new count: the page asked the server for nothing.
      expect(cardRequests).toEqual([]);
    });
  } finally {
    await cameraBrowser.close();
  }
});

test("without a camera, the admin identifies a customer from a photo of their code", async ({
  page,
  admin,
  customer,
  phone,
  a11y,
}) => {
  const myQr = await phone.newPage();
  await signIn(myQr, customer);
  await myQr.goto("/app/qr");
  const picture = await myQr.getByTestId("identity-qr").screenshot({ animations: "disabled" });

  await signIn(page, admin);
  await page.goto("/admin/dashboard");
  await page.getByRole("button", { name: scanner.button }).click();
  const dialog = page.getByRole("dialog", { name: scanner.title });
  // This browser has no camera at all: the dialog says so and offers the photo instead.
  await expect(dialog.getByRole("alert")).toContainText(scanner.noCamera.title);
  await a11y.check(page, "scanner without a camera");
  await dialog
    .getByLabel(scanner.upload)
    .setInputFiles({ name: "customer-code.png", mimeType: "image/png", buffer: picture });

  await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);
  // Not holding a card here yet: the profile withholds who they are and offers the first card.
  await expectHeading(page, profile.withheldName);
  await expect(page.getByText(profile.details.withheld)).toBeVisible();
  await expect(page.getByRole("button", { name: profile.notCustomer.action })).toBeVisible();
});

test("stamps given from a scanned profile count against the hourly cap; a refused one says why", async ({
  page,
  admin,
  customer,
  phone,
}) => {
  test.slow(); // two browsers, a scan, a card given and three stamp dialogs, each saved through the ledger
  const cardName = "Hourly card";
  const myQr = await phone.newPage();
  await signIn(myQr, customer);
  await myQr.goto("/app/qr");
  const picture = await myQr.getByTestId("identity-qr").screenshot({ animations: "disabled" });

  await signIn(page, admin);
  const api = adminApi(page.request, await organizationIdOf(page.request));
  await api.createStampCard({ name: cardName, description: "Every coffee counts.", stampsRequired: 8 });
  // No wait between scans, two scan stamps an hour: the third stamp is the one the cap refuses.
  await api.updateFraudRules({ scanCooldownSeconds: 0, maxScanStampsPerHour: 2 });

  await page.goto("/admin/dashboard");
  await page.getByRole("button", { name: scanner.button }).click();
  await page
    .getByRole("dialog", { name: scanner.title })
    .getByLabel(scanner.upload)
    .setInputFiles({ name: "customer-code.png", mimeType: "image/png", buffer: picture });
  await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);

  await page.getByRole("button", { name: profile.notCustomer.action }).click();
  const addCard = page.getByRole("dialog");
  await addCard.getByRole("combobox", { name: profile.addCard.card }).click();
  // The option names the card and its stamps required.
  await page.getByRole("option", { name: new RegExp(`^${cardName}`) }).click();
  await addCard.getByRole("button", { name: profile.addCard.confirm }).click();
  await expect(toast(page, profile.addCard.added.title)).toBeVisible();

  const giveStamps = async (count: number) => {
    await page
      .getByRole("group", { name: cardName })
      .getByRole("button", { name: profile.cards.addStamps })
      .click();
    const confirm = page.getByRole("dialog", { name: fill(profile.adjust.addTitle, { card: cardName }) });
    await confirm.getByLabel(profile.adjust.amount).fill(String(count));
    const label = count === 1 ? profile.adjust.confirmAdd_one : profile.adjust.confirmAdd_other;
    await confirm.getByRole("button", { name: fill(label, { count }) }).click();
    return confirm;
  };

  await giveStamps(2);
  // The owner waits for the dialog's save as long as it takes on a busy machine.
  await expect(toast(page, profile.adjust.created.title)).toBeVisible({ timeout: 30_000 });

  const refused = await giveStamps(1);
  // Refused, the dialog stays open (its modal hides the toasts from the accessibility tree).
  await refused.getByRole("button", { name: en.common.cancel }).click();
  await expect(toast(page, en.loyaltyErrors.FRAUD_HOURLY_CAP.title)).toBeVisible();
  await expect(page.getByRole("group", { name: cardName }).getByText(stampsProgress(2, 8))).toBeVisible();
});

test("an exact email of a non-customer only says an account exists; the emailed invitation, accepted, makes them a customer", async ({
  page,
  admin,
  customer,
  phone,
  a11y,
}) => {
  test.setTimeout(90_000);
  const account = en.users.dashboard.search.account;
  await signIn(page, admin);
  await page.goto("/admin/dashboard");
  const search = page.getByRole("combobox", { name: en.users.dashboard.search.label });
  await search.fill(customer.email);
  const notice = page.getByRole("region", { name: account.invite });
  await expect(notice).toContainText(fill(account.accountExists, { contact: customer.email }));
  // No result to open, and nothing of the person but what was typed.
  await expect(page.getByRole("listbox", { name: en.users.dashboard.search.results })).toHaveCount(0);
  await expect(page.getByRole("main")).not.toContainText(customer.firstName);
  await a11y.check(page, "dashboard search naming an account to invite");

  await notice.getByRole("button", { name: account.invite }).click();
  await expect(toast(page, account.invited.title)).toBeVisible();
  // Said on the notice too, so it is still known once the toast has gone.
  await expect(notice.getByRole("status")).toHaveText(fill(account.sentTo, { contact: customer.email }));
  await expect(notice.getByRole("button", { name: account.inviteAgain })).toBeVisible();

  const link = await mailedLink(page.request, customer.email, /\/app\/invitation\?token=/);
  const phonePage = await phone.newPage();
  await signIn(phonePage, customer);
  await phonePage.goto(pathOf(link));
  const organization = admin.organizationName ?? "";
  await expectHeading(phonePage, fill(en.joining.invitation.title, { organization }));
  // On a phone someone else could have been signed in on, the page offers to log them out.
  await expect(phonePage.getByRole("button", { name: en.joining.page.notYou })).toBeVisible();
  await a11y.check(phonePage, "the invitation page");
  await phonePage.getByRole("button", { name: en.joining.invitation.accept }).click();
  await expectHeading(phonePage, fill(en.joining.page.welcome, { organization }));

  // Now a customer: the same search lists them by name, and their profile opens.
  await page.reload();
  await search.fill(customer.email);
  const result = page
    .getByRole("listbox", { name: en.users.dashboard.search.results })
    .getByRole("option", { name: new RegExp(customer.email) });
  await expect(result).toContainText(`${customer.firstName} ${customer.lastName}`);
  await result.click();
  await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);
  await expectHeading(page, `${customer.firstName} ${customer.lastName}`);
});
