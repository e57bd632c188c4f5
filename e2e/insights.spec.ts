import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { signIn } from "./support/accounts";
import { expectAllSwedish } from "./support/english-texts";
import { expect, test } from "./support/fixtures";
import { adminApi, customerJoins, organizationIdOf, userIdOf } from "./support/loyalty";
import { en, expectHeading, sv, toast, useLanguage } from "./support/ui";

const texts = en.insights;
const ORGANIZATION_HEADER = "x-organization-id";
/** A range long before the organization existed: nothing can have happened in it. */
const QUIET_RANGE = { from: "2021-01-01", to: "2021-06-30" };

/** Stamps on a customer's card as the counter gives them (POST /transaction, by an admin). */
async function giveStamps(
  request: APIRequestContext,
  organizationId: string,
  card: { userId: string; loyaltyCardId: string },
  delta: number,
) {
  const response = await request.post("/api/transaction", {
    headers: { [ORGANIZATION_HEADER]: organizationId },
    data: { ...card, delta, source: "manual", idempotencyKey: randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** This month in Stockholm (the zone a new organization has), as the tables name it. */
function thisMonth(language: "en-US" | "sv-SE"): string {
  return new Intl.DateTimeFormat(language, {
    month: "long",
    year: "numeric",
    timeZone: "Europe/Stockholm",
  }).format(new Date());
}

const figure = (page: Page, key: string) => page.locator(`[data-figure="${key}"]`);

async function chooseRange(page: Page, label: string) {
  await page.getByRole("combobox", { name: texts.range.label }).click();
  await page.getByRole("option", { name: label, exact: true }).click();
}

async function customRange(page: Page, from: string, to: string) {
  await chooseRange(page, texts.range.presets.custom);
  await page.getByLabel(texts.range.from, { exact: true }).fill(from);
  await page.getByLabel(texts.range.to, { exact: true }).fill(to);
  await page.getByRole("button", { name: texts.range.apply }).click();
}

/** The downloaded CSV's lines, without the byte-order mark. */
async function csvLines(page: Page, button: Locator): Promise<{ name: string; lines: string[] }> {
  const downloading = page.waitForEvent("download");
  await button.click();
  const download = await downloading;
  const text = await readFile(await download.path(), "utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  return { name: download.suggestedFilename(), lines: text.slice(1).trimEnd().split("\r\n") };
}

test("the owner reads their insights: figures, ranges, charts as tables, reports as CSV, in both languages", async ({
  page,
  admin,
  customer,
  phone,
  a11y,
}) => {
  test.setTimeout(120_000);
  await signIn(page, admin);
  const organizationId = await organizationIdOf(page.request);
  const api = adminApi(page.request, organizationId);
  const device = await phone.newPage();
  await signIn(device, customer);
  const customerId = await userIdOf(device.request);

  // Seven stamps on a card of five (one card filled, its reward issued) and ten points at 1 a krona,
  // each worth 0.35 kr when spent (100 of them buy a 35 kr coffee).
  await api.createLoyaltyProgram({
    name: "Bean points",
    pointsName: "bean",
    pointsPerKrona: 1,
    pointValueKronor: 0.35,
  });
  await customerJoins(api, device.request);
  await api.earnPoints(customerId, 10);
  const card = await api.createStampCard({
    name: "Coffee card",
    description: "Every coffee counts.",
    stampsRequired: 5,
  });
  const stamps = { userId: customerId, loyaltyCardId: card.id };
  await giveStamps(page.request, organizationId, stamps, 3);
  await giveStamps(page.request, organizationId, stamps, 4);

  await test.step("the overview shows what was given, against the previous period", async () => {
    await page.goto("/admin/insights");
    await expectHeading(page, texts.page.title);
    await expect(figure(page, "stampsGiven")).toHaveText("7");
    await expect(figure(page, "pointsEarned")).toHaveText("10");
    await expect(figure(page, "activeCustomers")).toHaveText("1");
    await expect(figure(page, "newCustomers")).toHaveText("1");
    await expect(figure(page, "rewardsIssued")).toHaveText("1");
    await expect(figure(page, "rewardsRedeemed")).toHaveText("0");
    await expect(figure(page, "redemptionRate")).toHaveText("0%");
    // Nothing happened before: no percentage of nothing, a neutral dash.
    await expect(page.locator('[data-change="none"]').first()).toHaveText(`—${texts.overview.change.none}`);
    await expect(page.locator("[data-change]:not([data-change='none'])")).toHaveCount(0);
    await expect(page.getByText(/^Compared with the previous period of the same length: /)).toBeVisible();
    await expect(page.getByRole("combobox", { name: texts.range.label })).toHaveText(
      texts.range.presets.last12Months,
    );
    await a11y.check(page, "the overview");
  });

  await test.step("a preset range goes into the address, and Back brings the last one back", async () => {
    await chooseRange(page, texts.range.presets.last30Days);
    await expect(page).toHaveURL(/[?&]range=last30Days\b/);
    await expect(figure(page, "stampsGiven")).toHaveText("7");
    await page.reload();
    await expect(page.getByRole("combobox", { name: texts.range.label })).toHaveText(
      texts.range.presets.last30Days,
    );
    await expect(figure(page, "stampsGiven")).toHaveText("7");
  });

  await test.step("a custom range is checked before it is asked for", async () => {
    await customRange(page, "2026-05-10", "2026-05-01");
    await expect(page.getByText(en.validation.statisticsRangeReversed)).toBeVisible();
    await expect(page.getByLabel(texts.range.to, { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/[?&]range=last30Days\b/);
    await a11y.check(page, "a reversed custom range");
  });

  await test.step("a range without data says No Data Available, in every section", async () => {
    await page.getByLabel(texts.range.from, { exact: true }).fill(QUIET_RANGE.from);
    await page.getByLabel(texts.range.to, { exact: true }).fill(QUIET_RANGE.to);
    await page.getByRole("button", { name: texts.range.apply }).click();
    await expect(page).toHaveURL(new RegExp(`from=${QUIET_RANGE.from}&to=${QUIET_RANGE.to}`));
    await expect(page.getByRole("heading", { name: texts.noData.title })).toBeVisible();
    await a11y.check(page, "no data in the overview");
    await page.getByRole("tab", { name: texts.tabs.analytics }).click();
    await expect(page.getByRole("heading", { name: texts.noData.title })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/[?&]range=last30Days\b/);
    await expect(figure(page, "stampsGiven")).toHaveText("7");
  });

  await test.step("a chart of the months, and the same numbers as a table", async () => {
    await page.goto("/admin/insights");
    const overviewTab = page.getByRole("tab", { name: texts.tabs.overview });
    await overviewTab.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: texts.tabs.analytics })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page).toHaveURL(/[?&]tab=analytics\b/);

    const stampCards = page.getByRole("region", { name: texts.analytics.charts.stampCards.title });
    await expect(stampCards.locator(".recharts-surface")).toBeVisible();
    // The legend names each line and bar.
    await expect(stampCards.locator("li", { hasText: texts.analytics.series.cardsCompleted })).toBeVisible();
    await a11y.check(page, "the charts");

    await stampCards.getByRole("button", { name: texts.analytics.showTable }).click();
    await expect(stampCards.locator(".recharts-surface")).toHaveCount(0);
    const row = stampCards.getByRole("row", { name: new RegExp(`^${thisMonth("en-US")} `) });
    await expect(row.getByRole("cell")).toHaveText(["7", "1", "1"]);
    await expect(stampCards.getByRole("button", { name: texts.analytics.showChart })).toBeFocused();
    const cards = page.getByRole("region", { name: texts.analytics.cards.title });
    await expect(cards.getByRole("row", { name: /^Coffee card / }).getByRole("cell")).toHaveText([
      "1",
      "7",
      "1",
      "1",
      "0",
    ]);
    await a11y.check(page, "a chart as a table");
  });

  await test.step("the reports: today's liability and the staff's activity as CSV", async () => {
    await page.getByRole("tab", { name: texts.tabs.reports }).click();
    await expect(figure(page, "pointsOutstanding")).toHaveText("10");
    await expect(figure(page, "pointsValue")).toHaveText("Worth SEK 3.50");
    const staff = page.getByRole("region", { name: texts.reports.staff.title });
    const { name, lines } = await csvLines(page, staff.getByRole("button", { name: /^Download CSV/ }));
    expect(name).toMatch(/^staff-activity-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines[0]).toBe("Name,Email,Stamps given,Points given,Postings");
    expect(lines[1]).toMatch(new RegExp(`^${admin.firstName} ${admin.lastName},${admin.email},7,10,\\d+$`));
    await expect(toast(page, texts.reports.downloaded.title)).toBeVisible();
    await a11y.check(page, "the reports");
  });

  await test.step("nothing needs attention in a new organization", async () => {
    await page.getByRole("tab", { name: texts.tabs.notifications }).click();
    await expect(page.getByRole("heading", { name: texts.notifications.allClear.title })).toBeVisible();
    await a11y.check(page, "the notifications");
  });

  await test.step("a failed fetch says so in a toast, and Try again fetches anew", async () => {
    await page.route("**/api/statistics", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          error: {
            code: "VALIDATION_ERROR",
            message: "Invalid request",
            issues: [{ path: "from", message: "A range can be at most 24 months" }],
          },
        }),
      }),
    );
    await page.goto(`/admin/insights?from=2025-01-01&to=2025-01-31`);
    await expect(toast(page, texts.loadFailed.title)).toBeVisible();
    await expect(page.getByText(en.validation.statisticsRangeTooLong)).toBeVisible();
    await expect(page.getByLabel(texts.range.from, { exact: true })).toHaveAttribute("aria-invalid", "true");
    await page.unroute("**/api/statistics");
    await page
      .locator('[data-slot="card"][role="alert"]')
      .getByRole("button", { name: texts.loadFailed.retry })
      .click();
    await expect(page.getByRole("heading", { name: texts.noData.title })).toBeVisible();
  });

  await test.step("in Swedish, dark, on a 360 px phone", async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/admin/insights");
    await useLanguage(page, "sv-SE");
    await expectHeading(page, sv.insights.page.title);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(figure(page, "stampsGiven")).toHaveText("7");
    await expect(page.getByText(/^Jämfört med föregående lika långa period: /)).toBeVisible();
    await expectAllSwedish(page, a11y);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.getByRole("tab", { name: sv.insights.tabs.analytics }).click();
    const points = page.getByRole("region", { name: sv.insights.analytics.charts.points.title });
    await expect(points.locator(".recharts-surface")).toBeVisible();
    // The table view in this state (the English run checked the chart view's).
    await points.getByRole("button", { name: sv.insights.analytics.showTable }).click();
    await expect(points.getByRole("row", { name: new RegExp(`^${thisMonth("sv-SE")} `) })).toBeVisible();
    await expectAllSwedish(page, a11y);
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
