import { mailedLink, pathOf, signIn } from "./support/accounts";
import { expectAllSwedish } from "./support/english-texts";
import { expect, test } from "./support/fixtures";
import { adminApi, customerJoins, organizationIdOf, userIdOf } from "./support/loyalty";
import { en, expectHeading, fill, sv, useLanguage } from "./support/ui";

const texts = en.customerMessages;

test("a customer's messages arrive live, are counted on the tab, and are read by opening them", async ({
  page,
  admin,
  customer,
  phone,
  a11y,
}) => {
  test.setTimeout(90_000);
  await signIn(page, admin);
  const api = adminApi(page.request, await organizationIdOf(page.request));
  const inbox = await phone.newPage();
  await signIn(inbox, customer);
  // The customer joins (the join code at the till); staff then give them points.
  await api.createLoyaltyProgram({ name: "Bean points", pointsName: "bean", pointsPerKrona: 1 });
  await customerJoins(api, inbox.request);
  await api.earnPoints(await userIdOf(inbox.request), 10);

  await test.step("an empty inbox says what will come", async () => {
    await inbox.goto("/app/messages");
    await expectHeading(inbox, texts.title);
    await expect(inbox.getByText(texts.emptyTitle)).toBeVisible();
    await a11y.check(inbox, "the empty inbox");
  });

  const messageTitle = "Cinnamon buns are back";
  const message = inbox.getByRole("button", { name: new RegExp(messageTitle) });
  const tab = inbox.getByRole("link", { name: new RegExp(en.customer.nav.messages) });

  await test.step("a message sent at its scheduled time arrives without a reload, unread", async () => {
    const everyone = await api.createTargetGroup({ name: "Everyone" });
    const communication = await api.createCommunication({
      title: "Autumn buns",
      deliveryType: "instant",
      targetGroupId: everyone.id,
      media: ["in_app"],
      inApp: { title: messageTitle, body: "Two for one this weekend, {{firstName}}.\nSee you soon!" },
    });
    await api.scheduleCommunication(communication.id, new Date(Date.now() + 2_000));
    await expect(message).toBeVisible({ timeout: 30_000 });
    await expect(message).toHaveAttribute("aria-expanded", "false");
    await expect(tab).toContainText("1");
    await expect(tab).toContainText(fill(en.customer.nav.unreadMessages_one, { count: 1 }));
    await expect(
      inbox.getByText(fill(en.customer.nav.unreadMessages_one, { count: 1 })).first(),
    ).toBeVisible();
    await a11y.check(inbox, "the inbox with an unread message");
  });

  await test.step("opening it shows the whole message, personalised, and marks it read", async () => {
    await message.click();
    await expect(message).toHaveAttribute("aria-expanded", "true");
    await expect(inbox.getByText(`Two for one this weekend, ${customer.firstName}.`)).toBeVisible();
    await expect(tab).not.toContainText("1");
    await inbox.reload();
    await expect(message).toBeVisible();
    await expect(inbox.getByText(fill(en.customer.nav.unreadMessages_one, { count: 1 }))).toHaveCount(0);
  });

  await test.step("in Swedish, at 360 px", async () => {
    await inbox.setViewportSize({ width: 360, height: 740 });
    await useLanguage(inbox, "sv-SE");
    await expectHeading(inbox, sv.customerMessages.title);
    await expect(message).toBeVisible();
    await expectAllSwedish(inbox, a11y);
  });
});

test("a customer says yes to news by email, and the email's link unsubscribes signed out, with an undo", async ({
  page,
  admin,
  customer,
  phone,
  browser,
  a11y,
}) => {
  test.setTimeout(90_000);
  await signIn(page, admin);
  const organizationId = await organizationIdOf(page.request);
  const api = adminApi(page.request, organizationId);
  await api.createLoyaltyProgram({ name: "Bean points", pointsName: "bean", pointsPerKrona: 1 });
  const preferences = await phone.newPage();
  await signIn(preferences, customer);
  await customerJoins(api, preferences.request);
  await api.earnPoints(await userIdOf(preferences.request), 10);
  const texts = en.customerAccount.preferences;
  const emailSwitch = preferences.getByRole("switch", { name: texts.channel.email });

  await test.step("the account menu leads to the preferences, where news is off until said yes to", async () => {
    await preferences.goto("/app/");
    await preferences.getByRole("button", { name: en.customer.shell.openMenu }).click();
    await preferences.getByRole("menuitem", { name: en.customer.shell.preferences }).click();
    await expectHeading(preferences, texts.title);
    await expect(preferences.getByRole("heading", { name: admin.organizationName })).toBeVisible();
    await expect(emailSwitch).not.toBeChecked();
    await expect(preferences.getByText(texts.neverGiven).first()).toBeVisible();
    await a11y.check(preferences, "the marketing preferences");
    await emailSwitch.click();
    await expect(emailSwitch).toBeChecked();
    await expect(preferences.getByText(/^On since /)).toBeVisible();
    await preferences.reload();
    await expect(emailSwitch).toBeChecked();
  });

  const everyone = await api.createTargetGroup({ name: "Everyone" });
  const communication = await api.createCommunication({
    title: "Weekend news",
    deliveryType: "instant",
    targetGroupId: everyone.id,
    media: ["email"],
    email: { subject: "Cinnamon buns are back", body: "Two for one this weekend." },
  });
  await api.scheduleCommunication(communication.id, new Date(Date.now() + 2_000));
  const link = await mailedLink(page.request, customer.email, /\/app\/unsubscribe\//);

  // A device that is not signed in: the signed link is the customer's word.
  const stranger = await browser.newContext();
  const unsubscribe = await stranger.newPage();
  const unsubscribeTexts = en.customerAccount.unsubscribe;

  await test.step("the link unsubscribes at once and says from what", async () => {
    await unsubscribe.goto(pathOf(link));
    await expectHeading(unsubscribe, unsubscribeTexts.unsubscribed.title);
    await expect(
      unsubscribe.getByText(
        fill(unsubscribeTexts.unsubscribed.description, {
          organization: admin.organizationName ?? "",
          channel: unsubscribeTexts.channel.email,
        }),
      ),
    ).toBeVisible();
    await a11y.check(unsubscribe, "the unsubscribe page");
    await preferences.reload();
    await expect(emailSwitch).not.toBeChecked();
    await expect(preferences.getByText(/^Off since /)).toBeVisible();
  });

  await test.step("undo subscribes again", async () => {
    await unsubscribe.getByRole("button", { name: unsubscribeTexts.unsubscribed.undo }).click();
    await expectHeading(unsubscribe, unsubscribeTexts.subscribed.title);
    await preferences.reload();
    await expect(emailSwitch).toBeChecked();
  });

  await test.step("a link cut short says so, and changes nothing", async () => {
    await unsubscribe.goto(`${pathOf(link).slice(0, -4)}AAAA`);
    await expectHeading(unsubscribe, unsubscribeTexts.invalid.title);
    await preferences.reload();
    await expect(emailSwitch).toBeChecked();
  });

  await test.step("the link alone never switches news on: opened again, it offers no undo", async () => {
    await unsubscribe.goto(pathOf(link));
    await expectHeading(unsubscribe, unsubscribeTexts.unsubscribed.title);
    await expect(unsubscribe.getByRole("button", { name: unsubscribeTexts.unsubscribed.undo })).toBeVisible();
    await unsubscribe.reload();
    await expectHeading(unsubscribe, unsubscribeTexts.unsubscribed.title);
    await expect(unsubscribe.getByText(unsubscribeTexts.unsubscribed.turnOnInApp)).toBeVisible();
    await expect(unsubscribe.getByRole("button", { name: unsubscribeTexts.unsubscribed.undo })).toHaveCount(
      0,
    );
    await preferences.reload();
    await expect(emailSwitch).not.toBeChecked();
  });

  await test.step("the preferences in Swedish", async () => {
    await useLanguage(preferences, "sv-SE");
    await expectHeading(preferences, sv.customerAccount.preferences.title);
    await expectAllSwedish(preferences, a11y);
  });
  await stranger.close();
});
