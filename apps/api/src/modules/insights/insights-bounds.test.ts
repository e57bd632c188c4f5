import { randomUUID } from "node:crypto";
import { STATISTICS_VALIDATION_MESSAGES as M } from "@stampwise/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { insightsAdmin } from "./insights.test-helpers";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const DAY = "2026-03-10";
const range = { from: "2026-03-01", to: "2026-03-31" };
const HALF_OF_2_POW_32 = 2_147_483_647;

/** A gift card of the admin's organization issued to a new customer: its instance id. */
async function issuedGiftCard(admin: Awaited<ReturnType<typeof insightsAdmin>>) {
  const created = await admin.call("POST", "/loyalty-card/gift-cards", {
    name: "Gift card",
    initialBalance: 100,
  });
  const customer = await admin.customer("Gift");
  const issued = await admin.call("POST", `/loyalty-card/gift-cards/${created.json().id}/issue`, {
    userId: customer.id,
    idempotencyKey: `key-${randomUUID()}`,
  });
  expect(issued.statusCode, issued.body).toBe(201);
  return issued.json().id as string;
}

describe("insights: sums beyond 32 bits, and dates at the calendar's edge", () => {
  it("gift money and points past 2^31 in one range are answered exactly, in every section", async () => {
    const admin = await insightsAdmin(testApp);
    // Two gift cards topped up to 1.1 billion öre each, on the same day: 2.2 billion loaded.
    for (const instanceId of [await issuedGiftCard(admin), await issuedGiftCard(admin)]) {
      await testApp.ledger.post({
        organizationId: admin.organizationId,
        actorUserId: admin.admin.id,
        target: { instanceId },
        cardKind: "gift",
        delta: 1_100_000_000,
        source: "manual",
        idempotencyKey: `key-${randomUUID()}`,
        at: new Date(`${DAY}T12:00:00Z`),
      });
    }
    // Two customers earning 2 billion points each: 4 billion earned.
    for (const name of ["Ada", "Bo"]) {
      const customer = await admin.customer(name);
      await admin.post(customer.id, `${DAY}T12:00:00Z`, 2_000_000_000, { kind: "points" });
    }

    const answer = await admin.insights(range);
    const current = answer.overview?.current;
    expect(current?.giftLoaded).toBeGreaterThan(HALF_OF_2_POW_32);
    expect(current?.giftLoaded).toBe(2_200_000_000);
    expect(current?.pointsEarned).toBe(4_000_000_000);
    const march = answer.analytics?.months.find((month) => month.month === "2026-03");
    expect(march).toMatchObject({ giftLoaded: 2_200_000_000, pointsEarned: 4_000_000_000 });
    expect(answer.reports?.liability.pointsOutstanding).toBe(4_000_000_000);
    expect(answer.reports?.liability.giftOutstanding).toBe(2_200_000_200);
    expect(answer.reports?.staff[0]?.pointsGiven).toBe(4_000_000_000);
  }, 60_000);

  it("a figure past 2^53 is refused with its own code, never rounded", async () => {
    const admin = await insightsAdmin(testApp);
    const customer = await admin.customer("Big");
    await admin.post(customer.id, `${DAY}T12:00:00Z`, 10, { kind: "points" });
    // What nine hundred million postings of the largest amount would leave in the day sums.
    await testApp.db.execute(sql`update ledger_days set gained = 9007199254740993
      where organization_id = ${admin.organizationId} and kind = 'points'`);
    const response = await admin.call("POST", "/statistics", range);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error.code).toBe("STATISTICS_FIGURE_TOO_LARGE");
  });

  it("refuses days outside the years 1900–2999 with a field message, and answers at both edges", async () => {
    const admin = await insightsAdmin(testApp);
    const refused = async (body: Record<string, string>, field: string) => {
      const response = await admin.call("POST", "/statistics", body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.issues).toContainEqual(
        expect.objectContaining({ path: field, message: M.statisticsDateOutOfRange }),
      );
    };
    await refused({ from: "9999-01-01", to: "9999-12-31" }, "from");
    await refused({ from: "9999-01-01", to: "9999-12-31" }, "to");
    await refused({ from: "1899-12-01", to: "1900-01-31" }, "from");
    await refused({ from: "0001-01-01", to: "0001-01-31" }, "to");
    // The last and the first years a request may name answer every section.
    expect((await admin.insights({ from: "2999-01-01", to: "2999-12-31" })).range.to).toBe("2999-12-31");
    expect((await admin.insights({ from: "1900-01-01", to: "1901-12-31" })).range.from).toBe("1900-01-01");
  });
});
