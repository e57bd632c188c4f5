import { randomUUID } from "node:crypto";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { type Account, createAccount, mailsTo, signIn } from "./support/accounts";
import { expectLabelsInNames } from "./support/axe";
import { expectAllSwedish } from "./support/english-texts";
import { expect, test } from "./support/fixtures";
import { adminApi, customerJoins, organizationIdOf, userIdOf } from "./support/loyalty";
import { en, expectHeading, fill, sv, toast, useLanguage } from "./support/ui";

const texts = en.communications;
const editor = texts.editor;
const ORGANIZATION_HEADER = "x-organization-id";

/** Stamps on a customer's card, as the counter gives them (POST /transaction). */
async function giveStamps(
  request: APIRequestContext,
  organizationId: string,
  userId: string,
  loyaltyCardId: string,
  delta: number,
) {
  const response = await request.post("/api/transaction", {
    headers: { [ORGANIZATION_HEADER]: organizationId },
    data: { userId, loyaltyCardId, delta, source: "manual", idempotencyKey: randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The signed-in customer's in-app messages (GET /user-communication/inbox). */
async function inboxTitles(page: Page): Promise<string[]> {
  const response = await page.request.get("/api/user-communication/inbox");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { messages: { title: string }[] }).messages.map(
    (message) => message.title,
  );
}

/** The first minute to come that is at least `leadSeconds` away, as the dialog's inputs take it. */
function nextMinuteInStockholm(leadSeconds: number) {
  const at = new Date(Date.now() + leadSeconds * 1000);
  at.setSeconds(0, 0);
  at.setMinutes(at.getMinutes() + 1);
  const parts = new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Europe/Stockholm",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    time: `${part("hour")}:${part("minute")}`,
    at,
  };
}

/** The customer signs in and joins the business at its till (the join code), as customers do. */
async function customerSignedIn(page: Page, account: Account, api: ReturnType<typeof adminApi>) {
  await signIn(page, account);
  await customerJoins(api, page.request);
  return userIdOf(page.request);
}

test("the owner writes a communication with a targeting rule, previews and schedules it, and customers get it", async ({
  page,
  admin,
  customer,
  phone,
  browser,
  request,
  a11y,
}) => {
  test.setTimeout(300_000);
  await signIn(page, admin);
  const organizationId = await organizationIdOf(page.request);
  const api = adminApi(page.request, organizationId);
  const coffee = await api.createStampCard({
    name: "Coffee",
    description: "Every cup counts.",
    stampsRequired: 10,
  });

  // The customer who matches: 3 stamps, news by email said yes to.
  const inbox = await phone.newPage();
  const matchingId = await customerSignedIn(inbox, customer, api);
  await giveStamps(page.request, organizationId, matchingId, coffee.id, 3);
  const consent = await inbox.request.put(`/api/user/marketing-consents/${organizationId}`, {
    data: { channel: "email", granted: true },
  });
  expect(consent.status(), await consent.text()).toBeLessThan(300);
  // One who does not match yet: 1 stamp.
  const later = await createAccount(request, "user", "later");
  const laterContext = await browser.newContext();
  const laterPage = await laterContext.newPage();
  const laterId = await customerSignedIn(laterPage, later, api);
  await giveStamps(page.request, organizationId, laterId, coffee.id, 1);

  await test.step("the empty list explains a communication and offers to write one", async () => {
    await page.goto("/admin/communications");
    await expectHeading(page, texts.page.title);
    await expect(page.getByText(texts.empty.title)).toBeVisible();
    await a11y.check(page, "the empty communications list");
    await page.getByRole("button", { name: texts.add }).click();
    const dialog = page.getByRole("dialog", { name: texts.create.title });
    await dialog.getByLabel(texts.create.titleLabel).fill("Coffee lovers");
    await dialog.getByRole("radio", { name: texts.deliveryType.continuous }).click();
    await dialog.getByRole("button", { name: texts.create.submit }).click();
    await expect(page).toHaveURL(/\/admin\/communications\/[0-9a-f-]{36}$/);
    await expectHeading(page, "Coffee lovers");
  });

  const problems = page.getByTestId("validation-errors");

  await test.step("what blocks sending is listed under Validation errors, each leading to its field", async () => {
    await expect(problems.getByRole("heading", { name: editor.problems.title })).toBeVisible();
    await expect(problems.getByRole("link", { name: en.validation.mediaRequired })).toBeVisible();
    await page.getByRole("checkbox", { name: texts.media.email }).click();
    await page.getByRole("checkbox", { name: texts.media.in_app }).click();
    await expect(problems.getByRole("link", { name: en.validation.emailSubjectRequired })).toBeVisible();
    await expect(problems.getByRole("link", { name: en.validation.inAppBodyRequired })).toBeVisible();
    await problems.getByRole("link", { name: en.validation.emailSubjectRequired }).click();
    await expect(page.getByRole("textbox", { name: editor.content.emailSubject, exact: true })).toBeFocused();
    await a11y.check(page, "the editor with validation errors");
  });

  await test.step("the content is written with a variable from the menu", async () => {
    const subject = page.getByRole("textbox", { name: editor.content.emailSubject, exact: true });
    await subject.fill("A treat for you, ");
    await page
      .getByRole("button", {
        name: fill(editor.content.insertVariableInto, { field: editor.content.emailSubject }),
      })
      .click();
    await page.getByRole("menuitem", { name: new RegExp(editor.content.variables.firstName) }).click();
    await expect(subject).toHaveValue("A treat for you, {{firstName}}");
    await expect(subject).toBeFocused();
    await page
      .getByRole("textbox", { name: editor.content.emailBody, exact: true })
      .fill("Your fourth coffee is on us this week.");
    await page.getByRole("textbox", { name: editor.content.inAppTitle, exact: true }).fill("Coffee on us");
    await page
      .getByRole("textbox", { name: editor.content.inAppBody, exact: true })
      .fill("Show this at the counter, {{firstName}}.");
    await expect(problems).toHaveCount(0);
  });

  const count = page.getByTestId("target-count");

  await test.step("the live count says whom each channel reaches, and why not the rest", async () => {
    await expect(count).toContainText(fill(editor.targeting.count_other, { count: 2, total: 2 }));
    const channel = (medium: string) =>
      count.getByTestId("channel-reach").locator(`[data-medium="${medium}"]`);
    await expect(channel("email")).toContainText(
      fill(texts.reach.channel, { channel: texts.media.email, reachable: 1, matched: 2 }),
    );
    await expect(channel("email")).toContainText(fill(texts.reach.noConsent_one, { count: 1 }));
    await expect(channel("in_app")).toContainText(
      fill(texts.reach.channel, { channel: texts.media.in_app, reachable: 2, matched: 2 }),
    );
    await expect(channel("sms")).toHaveCount(0);
  });

  await test.step("a rule on the Coffee card narrows the live count to the customer who matches", async () => {
    await expect(count).toContainText(fill(editor.targeting.count_other, { count: 2, total: 2 }));
    await page.getByRole("button", { name: editor.targeting.addGroup }).click();
    await page.getByRole("combobox", { name: editor.targeting.kind }).click();
    await page.getByRole("option", { name: editor.targeting.kinds.stampCard }).click();
    await page.getByRole("checkbox", { name: "Coffee" }).click();
    await page.getByLabel(editor.targeting.stampCard.minStamps).fill("3");
    await expect(count).toContainText(fill(editor.targeting.count_one, { count: 1, total: 2 }));
    await expect(count).toContainText(`${customer.firstName} ${customer.lastName}`);
  });

  await test.step("the preview shows the email and the in-app message as the customer gets them", async () => {
    await page.getByRole("combobox", { name: editor.preview.customer }).click();
    await page.getByRole("option", { name: new RegExp(customer.email) }).click();
    await expect(
      page.getByText(fill(editor.preview.subject, { subject: `A treat for you, ${customer.firstName}` })),
    ).toBeVisible();
    const email = page.frameLocator(`iframe[title="${editor.preview.emailFrame}"]`);
    await expect(email.getByText("Your fourth coffee is on us this week.")).toBeVisible();
    await expect(page.getByText(`Show this at the counter, ${customer.firstName}.`)).toBeVisible();
    await page.getByRole("button", { name: editor.save }).click();
    await expect(toast(page, editor.saved.title)).toBeVisible();
  });

  const when = nextMinuteInStockholm(5);

  await test.step("it is scheduled for the next minute and is read-only until then", async () => {
    await page.getByRole("button", { name: editor.schedule.open }).click();
    const dialog = page.getByRole("dialog", {
      name: fill(editor.schedule.title, { title: "Coffee lovers" }),
    });
    await expect(
      dialog.getByText(fill(editor.schedule.timeZone, { timeZone: "Europe/Stockholm" })),
    ).toBeVisible();
    await dialog.getByLabel(editor.schedule.date).fill(when.date);
    await dialog.getByLabel(editor.schedule.time).fill(when.time);
    await dialog.getByRole("button", { name: editor.schedule.submit }).click();
    await expect(toast(page, editor.schedule.done.title)).toBeVisible();
    await expect(page.getByRole("button", { name: editor.cancelSchedule.open })).toBeVisible();
    await expect(
      page.getByRole("textbox", { name: editor.content.emailSubject, exact: true }),
    ).toHaveAttribute("readonly", "");
  });

  await test.step("at its time it is sent: active and read-only, in the app and by email", async () => {
    await expect(page.getByTestId("status-banner")).toContainText(editor.readOnly.title, { timeout: 90_000 });
    await expect(page.getByRole("button", { name: editor.pause.open })).toBeVisible();
    await a11y.check(page, "the read-only active editor");
    await expect.poll(() => inboxTitles(inbox), { timeout: 30_000 }).toContain("Coffee on us");
    // The email went over SMTP to the mail server stand-in, personalised, with one-click unsubscribe.
    const subject = `A treat for you, ${customer.firstName}`;
    await expect
      .poll(async () => (await mailsTo(page.request, customer.email)).map((mail) => mail.subject), {
        timeout: 30_000,
      })
      .toContain(subject);
    const [mail] = (await mailsTo(page.request, customer.email)).filter((each) => each.subject === subject);
    expect(mail?.html).toContain(customer.firstName);
    expect(mail?.listUnsubscribe).toMatch(/\/unsubscribe\//);
    expect(mail?.listUnsubscribePost).toBe("List-Unsubscribe=One-Click");
    expect(await inboxTitles(laterPage)).not.toContain("Coffee on us");
  });

  await test.step("a customer who reaches 3 stamps later receives it too (continuous)", async () => {
    await laterPage.goto("/app/messages");
    await giveStamps(page.request, organizationId, laterId, coffee.id, 2);
    await expect(laterPage.getByRole("button", { name: /Coffee on us/ })).toBeVisible({ timeout: 30_000 });
  });

  await test.step("pausing says what it does, and the next customer to match gets nothing", async () => {
    await page.getByRole("button", { name: editor.pause.open }).click();
    const dialog = page.getByRole("alertdialog", {
      name: fill(editor.pause.title, { title: "Coffee lovers" }),
    });
    await expect(dialog.getByText(editor.pause.description)).toBeVisible();
    await dialog.getByRole("button", { name: editor.pause.confirm }).click();
    await expect(toast(page, editor.pause.done.title)).toBeVisible();
    await expect(page.getByTestId("status-banner")).toContainText(editor.pausedBanner.continuous);

    const third = await createAccount(request, "user", "third");
    const thirdContext = await browser.newContext();
    const thirdPage = await thirdContext.newPage();
    const thirdId = await customerSignedIn(thirdPage, third, api);
    await giveStamps(page.request, organizationId, thirdId, coffee.id, 3);
    // The engine acts on a posting within a second or two; give it five.
    await thirdPage.waitForTimeout(5_000);
    expect(await inboxTitles(thirdPage)).toEqual([]);
    await thirdContext.close();
  });

  await test.step("the list shows it with its status, channels and delivery, and its statistics", async () => {
    await page.getByRole("link", { name: editor.back }).click();
    const row = page.getByRole("row", { name: /Coffee lovers/ });
    await expect(row.getByText(texts.status.inactive)).toBeVisible();
    // Whom it targets, from its rules as they stand.
    await expect(
      row.getByRole("cell", { name: editor.targeting.kinds.stampCard, exact: true }),
    ).toBeVisible();
    await page.getByRole("combobox", { name: texts.list.filterStatus }).click();
    await page.getByRole("option", { name: texts.status.draft }).click();
    await expect(page.getByText(texts.list.noMatchTitle)).toBeVisible();
    await page.getByRole("button", { name: texts.list.clearFilters }).click();
    await page.getByRole("link", { name: fill(texts.list.statistics, { title: "Coffee lovers" }) }).click();
    await expect(page).toHaveURL(/\/admin\/communication\/statistics\/[0-9a-f-]{36}$/);
  });

  await laterContext.close();
});

test("the editor keeps unsaved changes from being lost, and reads in Swedish", async ({
  page,
  admin,
  a11y,
}) => {
  await signIn(page, admin);
  const api = adminApi(page.request, await organizationIdOf(page.request));
  const group = await api.createTargetGroup({ name: "Everyone" });
  const communication = await api.createCommunication({
    title: "Autumn buns",
    deliveryType: "instant",
    targetGroupId: group.id,
    media: ["in_app"],
    inApp: { title: "Buns are back", body: "Two for one." },
  });
  await page.goto("/admin/communications");
  await page.getByRole("link", { name: fill(texts.list.open, { title: "Autumn buns" }) }).click();
  await expectHeading(page, "Autumn buns");

  await test.step("leaving with a change asks first; staying keeps it, back asks too", async () => {
    await page
      .getByRole("textbox", { name: editor.content.inAppTitle, exact: true })
      .fill("Cinnamon buns are back");
    await expect(page.getByText(editor.unsaved)).toBeVisible();
    await page.getByRole("link", { name: editor.back }).click();
    const leave = page.getByRole("alertdialog", { name: editor.leave.title });
    await leave.getByRole("button", { name: editor.leave.stay }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/communications/${communication.id}$`));
    await expect(page.getByRole("textbox", { name: editor.content.inAppTitle, exact: true })).toHaveValue(
      "Cinnamon buns are back",
    );
    await page.goBack();
    await leave.getByRole("button", { name: editor.leave.leave }).click();
    await expect(page).toHaveURL(/\/admin\/communications$/);
    await expectHeading(page, texts.page.title);
  });

  await test.step("an unknown variable is told at once, in Swedish too", async () => {
    await page.goto(`/admin/communications/${communication.id}`);
    await page.getByRole("textbox", { name: editor.content.inAppBody, exact: true }).fill("Hej {{nickname}}");
    await expect(page.getByText(en.validation.unknownVariable).first()).toBeVisible();
    await expect(page.getByRole("button", { name: editor.save })).toBeDisabled();
    await page.getByRole("textbox", { name: editor.content.inAppBody, exact: true }).fill("Two for one.");
    await useLanguage(page, "sv-SE");
    await expectHeading(page, "Autumn buns");
    await expectAllSwedish(page, a11y);
    // "Infoga variabel" and its fuller name for screen readers, among the editor's other controls.
    await expectLabelsInNames(page);
  });
});

/** How many square pixels two elements on screen share (0: apart). */
async function sharedArea(a: Locator, b: Locator): Promise<number> {
  const [first, second] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!first || !second) return Number.NaN;
  const across = Math.min(first.x + first.width, second.x + second.width) - Math.max(first.x, second.x);
  const down = Math.min(first.y + first.height, second.y + second.height) - Math.max(first.y, second.y);
  return Math.max(0, across) * Math.max(0, down);
}

test("on a phone a toast never covers the open schedule dialog or its errors", async ({
  page,
  admin,
  a11y,
}) => {
  // As the owner who found it: Swedish, dark, on a 360 × 640 phone.
  await page.setViewportSize({ width: 360, height: 640 });
  await page.emulateMedia({ colorScheme: "dark" });
  await signIn(page, admin);
  const api = adminApi(page.request, await organizationIdOf(page.request));
  const group = await api.createTargetGroup({ name: "Everyone" });
  // In the app, but without its text: the server refuses to schedule it, in a toast.
  const communication = await api.createCommunication({
    title: "Autumn buns",
    deliveryType: "instant",
    targetGroupId: group.id,
    media: ["in_app"],
  });
  await page.goto(`/admin/communications/${communication.id}`);
  await useLanguage(page, "sv-SE");
  await expectHeading(page, "Autumn buns");
  const swedish = sv.communications;
  await page.getByRole("button", { name: swedish.editor.schedule.open }).click();
  const dialog = page.getByRole("dialog", {
    name: fill(swedish.editor.schedule.title, { title: "Autumn buns" }),
  });
  await dialog.getByRole("button", { name: swedish.editor.schedule.submit }).click();
  const refused = toast(page, swedish.errors.COMMUNICATION_INCOMPLETE.title).locator("xpath=ancestor::li[1]");
  await expect(refused).toBeVisible();
  // While the toast shows (five seconds), the dialog's own error too: a day gone by.
  await dialog.getByLabel(swedish.editor.schedule.date).fill("2020-01-01");
  await dialog.getByLabel(swedish.editor.schedule.date).press("Enter");
  const error = dialog.getByText(sv.validation.scheduledForPast);
  await expect(error).toBeVisible();
  await expect.poll(() => sharedArea(refused, dialog)).toBe(0);
  expect(await sharedArea(refused, error)).toBe(0);
  await expect(dialog).toBeInViewport({ ratio: 1 });
  await a11y.check(page, "the schedule dialog below a toast, on a phone");
});
