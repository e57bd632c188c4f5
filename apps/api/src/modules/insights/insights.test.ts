import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";
import { insightsAdmin } from "./insights.test-helpers";

/**
 * Insights against figures worked out by hand. The organization is in Europe/Stockholm (UTC+1 in
 * winter, UTC+2 from 29 March 2026), and postings sit on the edges of local months: 22:30 UTC on
 * 31 January is still January there, 23:30 UTC is 1 February; 21:59 UTC on 31 March is the last
 * minute of March (summer time), 22:00 UTC is April.
 *
 * The range is January–March 2026 (90 days); the previous period is 3 October – 31 December 2025.
 *
 *   Anna   2025-12-15 +1 stamp (previous period; a customer since then)
 *          2026-01-31T22:30Z +1 (Jan 31 local), 2026-01-31T23:30Z +1 (Feb 1 local: the card of
 *          three is full, its reward is issued in February and redeemed on 2 March)
 *          2026-03-31T21:59Z +2 (March), 2026-03-31T22:00Z +1 (April: outside)
 *   Bo     2026-02-10 09:00Z and 15:00Z +1 each (one visit), 2026-03-05 +1 (full: a reward in March)
 *   Cecilia points: 2026-01-10 +100, 2026-02-10 -30 (spent), 2026-03-10 -20 (expiry, not a visit)
 *   Dan    2026-03-15 +1 (one visit)
 */
describe("POST /statistics", () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof insightsAdmin>>;
  const range = { from: "2026-01-01", to: "2026-03-31" };

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await insightsAdmin(testApp);
    // Each joined on the day of their first visit: new customers are counted by the day they joined.
    const [anna, bo, cecilia, dan] = await Promise.all(
      (
        [
          ["Anna", "2025-12-15T10:00:00Z"],
          ["Bo", "2026-02-10T09:00:00Z"],
          ["Cecilia", "2026-01-10T09:00:00Z"],
          ["Dan", "2026-03-15T09:00:00Z"],
        ] as const
      ).map(([name, joinedAt]) => admin.customer(name, joinedAt)),
    );
    if (!anna || !bo || !cecilia || !dan) throw new Error("customers not made");
    await admin.post(anna.id, "2025-12-15T10:00:00Z", 1, { source: "identity-scan" });
    await admin.post(anna.id, "2026-01-31T22:30:00Z", 1);
    const full = await admin.post(anna.id, "2026-01-31T23:30:00Z", 1);
    const [reward] = full.rewardsIssued;
    if (!reward) throw new Error("the third stamp issued no reward");
    await admin.redeem(reward.id, "2026-03-02T12:00:00Z");
    await admin.post(anna.id, "2026-03-31T21:59:00Z", 2);
    await admin.post(anna.id, "2026-03-31T22:00:00Z", 1);
    await admin.post(bo.id, "2026-02-10T09:00:00Z", 1);
    await admin.post(bo.id, "2026-02-10T15:00:00Z", 1);
    await admin.post(bo.id, "2026-03-05T09:00:00Z", 1);
    await admin.post(cecilia.id, "2026-01-10T09:00:00Z", 100, { kind: "points" });
    await admin.post(cecilia.id, "2026-02-10T09:00:00Z", -30, { kind: "points" });
    await admin.post(cecilia.id, "2026-03-10T09:00:00Z", -20, { kind: "points", source: "expiry" });
    await admin.post(dan.id, "2026-03-15T09:00:00Z", 1);

    // Another organization, busy in the same months: none of it may be counted.
    const stranger = await insightsAdmin(testApp);
    const theirs = await stranger.customer("Eve", "2026-02-01T10:00:00Z");
    await stranger.post(theirs.id, "2026-02-01T10:00:00Z", 3);
    await stranger.post(theirs.id, "2026-02-02T10:00:00Z", 500, { kind: "points" });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("answers the overview of the range and of the period of the same length before it", async () => {
    const answer = await admin.insights({ ...range, sections: ["overview"] });
    expect(answer.range).toEqual({
      ...range,
      previousFrom: "2025-10-03",
      previousTo: "2025-12-31",
      timeZone: "Europe/Stockholm",
    });
    expect(answer.overview?.current).toEqual({
      activeCustomers: 4,
      newCustomers: 3,
      visits: 8,
      stampsGiven: 8,
      rewardsIssued: 2,
      rewardsRedeemed: 1,
      redemptionRate: 0.5,
      pointsEarned: 100,
      pointsSpent: 30,
      pointsExpired: 20,
      giftLoaded: 0,
      giftSpent: 0,
      repeatVisitRate: 0.75,
      walletPassesAdded: 0,
      walletPassesRemoved: 0,
    });
    expect(answer.overview?.previous).toEqual({
      activeCustomers: 1,
      newCustomers: 1,
      visits: 1,
      stampsGiven: 1,
      rewardsIssued: 0,
      rewardsRedeemed: 0,
      redemptionRate: null,
      pointsEarned: 0,
      pointsSpent: 0,
      pointsExpired: 0,
      giftLoaded: 0,
      giftSpent: 0,
      repeatVisitRate: 0,
      walletPassesAdded: 0,
      walletPassesRemoved: 0,
    });
    expect(answer.analytics).toBeUndefined();
    expect(answer.reports).toBeUndefined();
  });

  it("puts each posting in its local calendar month, with the balances at each month's end", async () => {
    const { analytics } = await admin.insights({ ...range, sections: ["analytics"] });
    const figures = analytics?.months.map((month) => ({
      month: month.month,
      stamps: month.stampsGiven,
      active: month.activeCustomers,
      earned: month.pointsEarned,
      spent: month.pointsSpent,
      expired: month.pointsExpired,
      points: month.pointsOutstanding,
      completed: month.cardsCompleted,
      issued: month.rewardsIssued,
      redeemed: month.rewardsRedeemed,
    }));
    expect(figures).toEqual([
      {
        month: "2026-01",
        stamps: 1,
        active: 2,
        earned: 100,
        spent: 0,
        expired: 0,
        points: 100,
        completed: 0,
        issued: 0,
        redeemed: 0,
      },
      {
        month: "2026-02",
        stamps: 3,
        active: 3,
        earned: 0,
        spent: 30,
        expired: 0,
        points: 70,
        completed: 1,
        issued: 1,
        redeemed: 0,
      },
      {
        month: "2026-03",
        stamps: 4,
        active: 3,
        earned: 0,
        spent: 0,
        expired: 20,
        points: 50,
        completed: 1,
        issued: 1,
        redeemed: 1,
      },
    ]);
    expect(analytics?.cards).toEqual([
      {
        cardId: admin.coffee.id,
        name: "Coffee card",
        stampsGiven: 8,
        cardsCompleted: 2,
        rewardsIssued: 2,
        rewardsRedeemed: 1,
        customers: 3,
      },
    ]);
    // Cecilia joined in January and came back in February (her expiry in March is no visit); Bo
    // joined in February and came back in March; Dan joined in March. Anna joined before the range.
    expect(analytics?.retention).toEqual([
      { month: "2026-01", customers: 1, returned: [1, 0] },
      { month: "2026-02", customers: 1, returned: [1] },
      { month: "2026-03", customers: 1, returned: [] },
    ]);
  });

  it("reports the liability today and month by month, and what each administrator gave", async () => {
    const { reports } = await admin.insights({ ...range, sections: ["reports"] });
    // The program does not say what a point is worth: no amount in kronor.
    expect(reports?.liability).toEqual({ pointsOutstanding: 50, pointsValue: null, giftOutstanding: 0 });
    expect(reports?.liabilityByMonth.map((month) => [month.month, month.pointsOutstanding])).toEqual([
      ["2026-01", 100],
      ["2026-02", 70],
      ["2026-03", 50],
    ]);
    // Nine postings at the counter in the range (the expiry is the job's, not a person's).
    expect(reports?.staff).toEqual([
      {
        userId: admin.admin.id,
        name: `${admin.admin.firstName} ${admin.admin.lastName}`.trim(),
        email: admin.admin.email,
        stampsGiven: 8,
        pointsGiven: 100,
        postings: 9,
      },
    ]);
  });

  it("values unspent points at what the program says a point is worth, not at what they were earned for", async () => {
    const owner = await insightsAdmin(testApp);
    const customer = await owner.customer("Frida");
    await owner.post(customer.id, "2026-02-01T10:00:00Z", 1_700, { kind: "points" });
    const liability = async () => (await owner.insights({ ...range, sections: ["reports"] })).reports;
    expect((await liability())?.liability.pointsValue).toBeNull();

    // 100 points buy a 35 kr coffee: a point is worth 0.35 kr, and 1,700 points 595 kr.
    const set = await owner.call("PATCH", `/loyalty-program/${owner.program.id}`, { pointValueKronor: 0.35 });
    expect(set.statusCode).toBe(200);
    expect(set.json().pointValueKronor).toBe(0.35);
    const reports = await liability();
    expect(reports?.liability).toEqual({ pointsOutstanding: 1_700, pointsValue: 59_500, giftOutstanding: 0 });
    expect(reports?.liabilityByMonth.map((month) => month.pointsValue)).toEqual([0, 59_500, 59_500]);
  });

  it("counts a correction as neither earning nor spending, of points or of a gift card", async () => {
    const owner = await insightsAdmin(testApp);
    const customer = await owner.customer("Gustav");
    const key = () => `key-${randomUUID()}`;
    const ok = async (url: string, body: Record<string, unknown>) => {
      const response = await owner.call("POST", url, { ...body, idempotencyKey: key() });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    await ok("/points-transaction/earn", { userId: customer.id, points: 100 });
    await ok("/points-transaction/adjust", { userId: customer.id, delta: -30, reason: "Typed twice" });
    await ok("/points-transaction/adjust", { userId: customer.id, delta: 5, reason: "Birthday" });
    const definition = await owner.call("POST", "/loyalty-card/gift-cards", {
      name: "Gift",
      initialBalance: 50_000,
    });
    const card = await ok(`/loyalty-card/gift-cards/${definition.json().id}/issue`, { userId: customer.id });
    const giftCard = (amount: number, operation: "redeem" | "adjust") =>
      ok(`/gift-card-instance/${card.id}/transaction`, { operation, amount });
    await giftCard(12_000, "redeem");
    await giftCard(-3_000, "adjust");
    await giftCard(1_000, "adjust");
    // What it still holds (36,000) is written off when it is taken away: not spent either.
    expect((await owner.call("DELETE", `/gift-card-instance/${card.id}`)).statusCode).toBe(204);

    const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date());
    const answer = await owner.insights({ from: today, to: today, sections: ["overview", "reports"] });
    expect(answer.overview?.current).toMatchObject({
      pointsEarned: 100,
      pointsSpent: 0,
      giftLoaded: 50_000,
      giftSpent: 12_000,
    });
    // The balances follow every change, corrections included.
    expect(answer.reports?.liability).toMatchObject({ pointsOutstanding: 75, giftOutstanding: 0 });
  });

  it("counts days in the zone the owner sets for the organization", async () => {
    const owner = await insightsAdmin(testApp);
    const customer = await owner.customer("Hugo");
    // 23:30 UTC on 31 January: 1 February in Stockholm, still 31 January in UTC.
    await owner.post(customer.id, "2026-01-31T23:30:00Z", 1);
    const lastOfJanuary = { from: "2026-01-31", to: "2026-01-31", sections: ["overview"] };
    expect((await owner.insights(lastOfJanuary)).overview?.current.stampsGiven).toBe(0);

    const moved = await owner.call("PATCH", "/organization", { timeZone: "UTC" });
    expect(moved.statusCode, moved.body).toBe(200);
    const answer = await owner.insights(lastOfJanuary);
    expect(answer.range.timeZone).toBe("UTC");
    expect(answer.overview?.current.stampsGiven).toBe(1);
  });

  it("counts a month's last local minute in it and the next minute in the next month", async () => {
    const march = await admin.insights({ from: "2026-03-31", to: "2026-03-31", sections: ["overview"] });
    expect(march.overview?.current.stampsGiven).toBe(2);
    const april = await admin.insights({ from: "2026-04-01", to: "2026-04-01", sections: ["overview"] });
    expect(april.overview?.current.stampsGiven).toBe(1);
    const january = await admin.insights({ from: "2026-01-31", to: "2026-01-31", sections: ["overview"] });
    expect(january.overview?.current).toMatchObject({ stampsGiven: 1, visits: 1, rewardsIssued: 0 });
  });

  it("answers zeros, empty series and 'no rate' for a range without data, in every section", async () => {
    const answer = await admin.insights({ from: "2024-01-01", to: "2024-02-29" });
    expect(answer.overview?.current).toMatchObject({
      activeCustomers: 0,
      visits: 0,
      stampsGiven: 0,
      redemptionRate: null,
      repeatVisitRate: null,
    });
    expect(answer.analytics?.months.map((month) => month.month)).toEqual(["2024-01", "2024-02"]);
    expect(answer.analytics?.months.every((month) => month.stampsGiven === 0)).toBe(true);
    expect(answer.analytics?.retention).toEqual([]);
    expect(answer.reports?.staff).toEqual([]);
    // Today's liability does not depend on the range.
    expect(answer.reports?.liability.pointsOutstanding).toBe(50);
  });

  it("answers an organization without any data with zeros, not an error", async () => {
    const empty = await insightsAdmin(testApp);
    const answer = await empty.insights(range);
    expect(answer.overview?.current.activeCustomers).toBe(0);
    expect(answer.analytics?.cards).toEqual([
      expect.objectContaining({ name: "Coffee card", stampsGiven: 0, customers: 0 }),
    ]);
    expect(answer.reports?.liability).toEqual({
      pointsOutstanding: 0,
      pointsValue: null,
      giftOutstanding: 0,
    });
    expect(answer.notifications).toEqual({
      blockedScans: { count: 0, lastAt: null },
      unusualStaff: [],
      pointsExpiring: expect.objectContaining({ points: 0, customers: 0 }),
      failedCommunications: [],
      dataRequests: { exports: 0, erasures: 0 },
    });
  });

  it.each([
    ["the end before the start", { from: "2026-03-01", to: "2026-02-28" }, "to"],
    ["more than 24 months", { from: "2024-01-01", to: "2026-01-01" }, "from"],
    ["a month that does not exist", { from: "2026-13-01", to: "2026-12-31" }, "from"],
    ["a day that does not exist", { from: "2026-02-30", to: "2026-03-31" }, "from"],
    ["a date with a time", { from: "2026-01-01T00:00:00Z", to: "2026-03-31" }, "from"],
    ["a NUL byte", { from: "2026-01-01\u0000", to: "2026-03-31" }, "from"],
    ["an unknown section", { ...range, sections: ["everything"] }, "sections.0"],
    ["no sections", { ...range, sections: [] }, "sections"],
  ])("refuses %s with 400 and the field", async (_name, body, field) => {
    const response = await admin.call("POST", "/statistics", body);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.issues.map((issue: { path: string }) => issue.path)).toContain(field);
  });

  it("takes exactly 24 months and refuses unknown fields", async () => {
    const longest = await admin.call("POST", "/statistics", { from: "2024-01-01", to: "2025-12-31" });
    expect(longest.statusCode).toBe(200);
    const unknown = await admin.call("POST", "/statistics", { ...range, organizationId: randomUUID() });
    expect(unknown.statusCode).toBe(400);
  });

  it("answers only the organization the admin belongs to: another's id is not found", async () => {
    const stranger = await insightsAdmin(testApp);
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/statistics",
      headers: {
        cookie: stranger.cookie,
        "x-organization-id": admin.organizationId,
        origin: "http://stampwise.test",
      },
      payload: range,
    });
    expect(response.statusCode).toBe(404);
    const signedOut = await testApp.app.inject({ method: "POST", url: "/api/statistics", payload: range });
    expect(signedOut.statusCode).toBe(401);
    // A customer of the organization is no admin of it: the tenancy guard's 404.
    const customer = await admin.customer("Ivar");
    await admin.post(customer.id, "2026-02-01T10:00:00Z", 1);
    const asCustomer = await testApp.app.inject({
      method: "POST",
      url: "/api/statistics",
      headers: {
        cookie: await loginAs(testApp, customer),
        "x-organization-id": admin.organizationId,
        origin: "http://stampwise.test",
      },
      payload: range,
    });
    expect(asCustomer.statusCode).toBe(404);
    const noOrganization = await testApp.app.inject({
      method: "POST",
      url: "/api/statistics",
      headers: { cookie: admin.cookie, origin: "http://stampwise.test" },
      payload: range,
    });
    expect(noOrganization.json().error.code).toBe("ORGANIZATION_REQUIRED");
  });

  it("refuses a 1 MB body with 413 and a body that is not JSON with 400 or 415", async () => {
    const huge = await admin.call("POST", "/statistics", { ...range, padding: "x".repeat(1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe("PAYLOAD_TOO_LARGE");
    const text = await testApp.app.inject({
      method: "POST",
      url: "/api/statistics",
      headers: {
        cookie: admin.cookie,
        "x-organization-id": admin.organizationId,
        origin: "http://stampwise.test",
        "content-type": "text/plain",
      },
      payload: "from=2026-01-01",
    });
    expect([400, 415]).toContain(text.statusCode);
    const broken = await testApp.app.inject({
      method: "POST",
      url: "/api/statistics",
      headers: {
        cookie: admin.cookie,
        "x-organization-id": admin.organizationId,
        origin: "http://stampwise.test",
        "content-type": "application/json",
      },
      payload: '{"from": "2026-01-01",',
    });
    expect(broken.statusCode).toBe(400);
  });

  it("names what needs attention: blocked scans and communications with failed deliveries", async () => {
    const watched = await insightsAdmin(testApp);
    const customer = await watched.customer("Frida");
    await watched.post(customer.id, new Date().toISOString(), 1);
    await testApp.db.execute(sql`insert into fraud_events
      (organization_id, rule, source, user_id, card_id, actor_user_id, attempted_stamps)
      values (${watched.organizationId}, 'hourly_cap', 'identity-scan', ${customer.id}, ${watched.coffee.id},
        ${watched.admin.id}, 1)`);
    const communication = await watched.call("POST", "/communication", {
      title: "Autumn news",
      deliveryType: "instant",
    });
    expect(communication.statusCode).toBe(201);
    const { id } = communication.json();
    await testApp.db.execute(sql`insert into user_communications
      (organization_id, communication_id, user_id, medium, status, failure_code)
      values (${watched.organizationId}, ${id}, ${customer.id}, 'email', 'failed', 'MAILBOX_UNAVAILABLE')`);

    const { notifications } = await watched.insights({ ...range, sections: ["notifications"] });
    expect(notifications?.blockedScans.count).toBe(1);
    expect(notifications?.failedCommunications).toEqual([{ id, title: "Autumn news", failed: 1 }]);
    // The first organization's blocked scans and failures are not this one's.
    const theirs = await admin.insights({ ...range, sections: ["notifications"] });
    expect(theirs.notifications?.blockedScans.count).toBe(0);
    expect(theirs.notifications?.failedCommunications).toEqual([]);
  });

  it("names a staff member who gave three times their usual in the last week", async () => {
    const shop = await insightsAdmin(testApp);
    const regular = await shop.customer("Gösta");
    const day = 86_400_000;
    // Usual: 8 postings over the eight weeks before (one in each); last week: 24.
    for (let week = 1; week <= 8; week += 1) {
      await shop.post(regular.id, new Date(Date.now() - (week * 7 + 3) * day).toISOString(), 1);
    }
    for (let posting = 0; posting < 24; posting += 1) {
      await shop.post(regular.id, new Date(Date.now() - day - posting * 60_000).toISOString(), 1);
    }
    const { notifications } = await shop.insights({ ...range, sections: ["notifications"] });
    expect(notifications?.unusualStaff).toEqual([
      expect.objectContaining({ userId: shop.admin.id, lastWeek: 24, usualWeek: 1 }),
    ]);
    // A new staff member's first busy week is no notification: they have no usual yet.
    const newShop = await insightsAdmin(testApp);
    const first = await newShop.customer("Jonna");
    for (let posting = 0; posting < 24; posting += 1) {
      await newShop.post(first.id, new Date(Date.now() - day - posting * 60_000).toISOString(), 1);
    }
    const fresh = await newShop.insights({ ...range, sections: ["notifications"] });
    expect(fresh.notifications?.unusualStaff).toEqual([]);
  });

  it("counts the points that expire next month and who holds them", async () => {
    const shop = await insightsAdmin(testApp);
    const holder = await shop.customer("Hanna");
    // Earned twelve months before the middle of next month: they expire then.
    const nextMonthMiddle = new Date();
    nextMonthMiddle.setUTCDate(15);
    nextMonthMiddle.setUTCMonth(nextMonthMiddle.getUTCMonth() + 1);
    const earned = new Date(nextMonthMiddle);
    earned.setUTCFullYear(earned.getUTCFullYear() - 1);
    await shop.post(holder.id, earned.toISOString(), 80, { kind: "points" });
    await shop.post(holder.id, new Date().toISOString(), 10, { kind: "points" });
    const { notifications } = await shop.insights({ ...range, sections: ["notifications"] });
    expect(notifications?.pointsExpiring).toEqual({
      month: nextMonthMiddle.toISOString().slice(0, 7),
      points: 80,
      customers: 1,
    });
  });
});

describe("POST /statistics: rate limit", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ STATISTICS_RATE_LIMIT_PER_MINUTE: "2" });
  });
  afterAll(async () => {
    await limited.close();
  });

  it("answers 429 with Retry-After past STATISTICS_RATE_LIMIT_PER_MINUTE requests a minute per admin", async () => {
    const admin = await insightsAdmin(limited);
    const body = { from: "2026-01-01", to: "2026-03-31", sections: ["overview"] };
    expect((await admin.call("POST", "/statistics", body)).statusCode).toBe(200);
    expect((await admin.call("POST", "/statistics", body)).statusCode).toBe(200);
    const third = await admin.call("POST", "/statistics", body);
    expect(third.statusCode).toBe(429);
    expect(third.json().error.code).toBe("RATE_LIMITED");
    expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    // Another admin is not held back by the first one's requests.
    const other = await insightsAdmin(limited);
    expect((await other.call("POST", "/statistics", body)).statusCode).toBe(200);
  });
});
