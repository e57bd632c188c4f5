import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { bounceMailTo, signIn } from "./support/accounts";
import { expectAllSwedish } from "./support/english-texts";
import { expect, test } from "./support/fixtures";
import { adminApi, customerJoins, organizationIdOf, userIdOf } from "./support/loyalty";
import { en, expectHeading, fill, toast, useLanguage } from "./support/ui";

const texts = en.communicationStatistics;
const TITLE = "Autumn buns";

interface Statistics {
  total: number;
  pending: number;
  sent: number;
  failed: number;
}

/**
 * A communication to everyone, in the app, by email and by SMS, whose email the customer's mail
 * server refuses (the stand-in answers 550 for the address): one delivery sent, one failed for
 * good, and no text (the customer never said yes to SMS).
 */
async function communicationWithABouncedEmail(
  admin: APIRequestContext,
  customer: APIRequestContext,
  organizationId: string,
  email: string,
): Promise<string> {
  const headers = { "x-organization-id": organizationId };
  const api = adminApi(admin, organizationId);
  const everyone = await api.createTargetGroup({ name: "Everyone" });
  const consent = await customer.put(`/api/user/marketing-consents/${organizationId}`, {
    data: { channel: "email", granted: true },
  });
  expect(consent.ok()).toBe(true);
  await bounceMailTo(admin, email);
  const created = await admin.post("/api/communication", {
    headers,
    data: {
      title: TITLE,
      deliveryType: "instant",
      targetGroupId: everyone.id,
      media: ["in_app", "email", "sms"],
      sms: { message: "Cinnamon buns are back: two for one this weekend!" },
      inApp: { title: "Cinnamon buns are back", body: "Two for one this weekend, {{firstName}}." },
      email: {
        subject: "Cinnamon buns are back",
        body: "Two for one on cinnamon buns this weekend, {{firstName}}!",
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  await api.scheduleCommunication(id, new Date(Date.now() + 2_000));
  await expect
    .poll(
      async () => {
        const response = await admin.get(`/api/user-communication/statistics/${id}`, { headers });
        const statistics = (await response.json()) as Statistics;
        return statistics.total > 0 && statistics.pending === 0 ? statistics : undefined;
      },
      { timeout: 30_000 },
    )
    .toMatchObject({ total: 2, sent: 1, failed: 1 });
  return id;
}

test("an admin follows a communication's deliveries: totals, a failure's reason, filters and a CSV", async ({
  page,
  admin,
  customer,
  phone,
  a11y,
}) => {
  test.setTimeout(150_000);
  await signIn(page, admin);
  const organizationId = await organizationIdOf(page.request);
  const api = adminApi(page.request, organizationId);
  const device = await phone.newPage();
  await signIn(device, customer);
  // The customer joins (the join code at the till); staff then give them points.
  await api.createLoyaltyProgram({ name: "Bean points", pointsName: "bean", pointsPerKrona: 1 });
  await customerJoins(api, device.request);
  await api.earnPoints(await userIdOf(device.request), 10);
  const id = await communicationWithABouncedEmail(
    page.request,
    device.request,
    organizationId,
    customer.email,
  );
  const customerName = `${customer.firstName} ${customer.lastName}`;

  await test.step("the totals, the coverage and the channels", async () => {
    await page.goto(`/admin/communication/statistics/${id}`);
    await expectHeading(page, TITLE);
    await expect(page.locator('[data-figure="total"]')).toHaveText("2");
    await expect(page.locator('[data-figure="pending"]')).toHaveText("0");
    await expect(page.locator('[data-figure="sent"]')).toHaveText("1");
    await expect(page.locator('[data-figure="failed"]')).toHaveText("1");
    await expect(page.locator('[data-figure="successRate"]')).toHaveText("50%");
    await expect(
      page.getByText(fill(texts.coverage.value_one, { recipients: 1, customers: 1, percent: "100%" })),
    ).toBeVisible();
    const channels = page.getByRole("region", { name: texts.channels.title });
    const successRate = (medium: string) =>
      channels
        .getByRole("row", { name: new RegExp(`^${medium} `) })
        .getByRole("cell")
        .last();
    await expect(successRate(texts.medium.email)).toHaveText("0%");
    await expect(successRate(texts.medium.in_app)).toHaveText("100%");
    // SMS reached nobody, and the page says why instead of leaving it out.
    const reach = page.getByRole("region", { name: en.communications.reach.title });
    const channel = (medium: string) => reach.locator(`[data-medium="${medium}"]`);
    const reaches = (medium: "email" | "sms" | "in_app", reachable: number) =>
      fill(en.communications.reach.channel, {
        channel: en.communications.media[medium],
        reachable,
        matched: 1,
      });
    await expect(reach.getByText(fill(en.communications.reach.matched_one, { count: 1 }))).toBeVisible();
    await expect(channel("email")).toContainText(reaches("email", 1));
    await expect(channel("in_app")).toContainText(reaches("in_app", 1));
    await expect(channel("sms")).toContainText(reaches("sms", 0));
    await expect(channel("sms")).toContainText(fill(en.communications.reach.noConsent_one, { count: 1 }));
    // The e2e server has no SMS provider: in development its texts stay in the outbox, and it says so.
    await expect(channel("sms")).toContainText(en.communications.reach.devOutbox);
    // Nothing is pending: the page does not claim to be sending.
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await a11y.check(page, "the statistics");
  });

  const details = page.getByRole("region", { name: texts.details.title });

  await test.step("a failed delivery shows why it failed, and what was sent", async () => {
    await expect(details.getByRole("row")).toHaveCount(3);
    await details
      .getByRole("button", {
        name: fill(texts.details.showFailureFor, { name: customerName, channel: texts.medium.email }),
      })
      .click();
    const dialog = page.getByRole("dialog", { name: texts.failure.title });
    await expect(dialog.getByText(texts.failure.explanation.emailRefused)).toBeVisible();
    await expect(dialog.getByText("SMTP_550", { exact: true })).toBeVisible();
    // The mail server's own words.
    await expect(dialog.getByText(/Mailbox unavailable/)).toBeVisible();
    await a11y.check(page, "the failure details");
    // The footer's Close (the corner's × is named Close too).
    await dialog.getByRole("button", { name: texts.failure.close, exact: true }).first().click();
    await expect(dialog).toBeHidden();
  });

  await test.step("filtered to the failures, the CSV holds just those", async () => {
    await details.getByRole("combobox", { name: texts.details.filterStatus }).click();
    await page.getByRole("option", { name: texts.status.failed }).click();
    await expect(details.getByRole("row")).toHaveCount(2);
    await expect(details.getByText(fill(texts.details.shown_one, { formattedCount: 1 }))).toBeVisible();

    const downloading = page.waitForEvent("download");
    await details.getByRole("button", { name: texts.export.button }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^deliveries-autumn-buns-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), "utf8");
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(Object.values(texts.export.columns).join(","));
    expect(lines[1]).toContain(`${customer.firstName},${customer.lastName},${customer.email},,Email,Failed,`);
    expect(lines[1]).toContain(",SMTP_550,");
    await expect(toast(page, texts.export.done.title)).toBeVisible();
  });

  await test.step("resending asks first, and says when no failure's cause is gone", async () => {
    await page.getByRole("button", { name: texts.resend.button }).click();
    const confirm = page.getByRole("alertdialog", { name: texts.resend.title });
    await expect(confirm).toContainText(fill(texts.resend.description_one, { formattedCount: 1 }));
    await confirm.getByRole("button", { name: texts.resend.confirm, exact: true }).click();
    await expect(toast(page, texts.resend.none.title)).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(page.locator('[data-figure="failed"]')).toHaveText("1");
  });

  await test.step("a communication not found here says so, with a way back to the list", async () => {
    await page.goto("/admin/communication/statistics/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { name: texts.notFound.title })).toBeVisible();
    await a11y.check(page, "a communication not found");
    await page.getByRole("link", { name: texts.notFound.back }).click();
    await expect(page).toHaveURL(/\/admin\/communications$/);
    await page.goto(`/admin/communication/statistics/${id}`);
  });

  await test.step("in Swedish, at 360 px, light and dark", async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await useLanguage(page, "sv-SE");
    await expectHeading(page, TITLE);
    await expect(page.locator('[data-figure="failed"]')).toHaveText("1");
    await expectAllSwedish(page, a11y);
    // The page fits the phone: only the tables scroll sideways, inside their cards.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await a11y.check(page, "the statistics, dark");
  });
});
