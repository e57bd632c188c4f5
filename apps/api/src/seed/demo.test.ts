import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, type TestApp } from "../../test/test-app";
import { DEMO_CUSTOMER_EMAIL, DEMO_OWNER_EMAIL, DEMO_PASSWORD, seedDemo } from "./demo";

describe("the demo seed", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it("makes a designed stamp card, a counter QR code, customers with stamps, a points program with levels and gift cards, once", async () => {
    // A shared PostgreSQL test database may hold the demo from an earlier run: then it is kept.
    await seedDemo(testApp.app, testApp.db, testApp.ledger);
    expect((await seedDemo(testApp.app, testApp.db, testApp.ledger)).created).toBe(false);

    const owner = await loginAs(testApp, { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD, role: "admin" });
    const session = await testApp.app.inject({
      url: "/api/auth/is-authenticated",
      headers: { cookie: owner },
    });
    const organizationId = session.json().data.user.organizations[0].id as string;
    const headers = { cookie: owner, "x-organization-id": organizationId };

    const cards = (await testApp.app.inject({ url: "/api/loyalty-card/stamp-cards", headers })).json();
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ name: "Coffee card", stampsRequired: 10 });
    // The nine named customers and the year's history customers (seedDemoHistory).
    expect(cards[0].customers).toBeGreaterThan(9 + 12);
    const qrCodes = (await testApp.app.inject({ url: "/api/qrcode", headers })).json();
    expect(qrCodes).toHaveLength(1);
    const program = (
      await testApp.app.inject({ url: "/api/loyalty-program/by-organization", headers })
    ).json();
    expect(program).toMatchObject({
      name: "Bean points",
      pointsName: "bean",
      pointsPerKrona: 1,
      pointValueKronor: 0.35,
      pointsExpiresMonths: 12,
      active: true,
    });
    const levels = (await testApp.app.inject({ url: "/api/loyalty-level", headers })).json();
    expect(
      levels.map(({ name, requiredPoints }: { name: string; requiredPoints: number }) => [
        name,
        requiredPoints,
      ]),
    ).toEqual([
      ["Bronze", 0],
      ["Silver", 500],
      ["Gold", 1500],
    ]);

    const customer = await loginAs(testApp, {
      email: DEMO_CUSTOMER_EMAIL,
      password: DEMO_PASSWORD,
      role: "user",
    });
    const mine = await testApp.app.inject({
      url: "/api/loyalty-card-instance/mine",
      headers: { cookie: customer },
    });
    expect(mine.statusCode).toBe(200);
    expect(JSON.stringify(mine.json())).toContain('"stamps":3');

    const giftCards = (await testApp.app.inject({ url: "/api/loyalty-card/gift-cards", headers })).json();
    expect(
      giftCards.map(({ name, issuedCount, outstandingBalance }: Record<string, unknown>) => [
        name,
        issuedCount,
        outstandingBalance,
      ]),
    ).toEqual([
      ["Gift card 250 kr", 1, 25_000],
      ["Gift card 500 kr", 1, 38_000],
    ]);
    const myGiftCards = await testApp.app.inject({
      url: "/api/gift-card-instance/mine",
      headers: { cookie: customer },
    });
    expect(myGiftCards.json()).toMatchObject([
      { name: "Gift card 500 kr", balance: 38_000, initialBalance: 50_000 },
    ]);
    // 45 + 129 + 210 kr at one bean per krona, earned through the ledger; the reward is in the catalogue.
    const points = (
      await testApp.app.inject({ url: "/api/loyalty-card/point-cards", headers: { cookie: customer } })
    ).json();
    expect(points).toMatchObject([{ programName: "Bean points", balance: 384, level: { name: "Bronze" } }]);
    expect(points[0].rewards).toEqual([{ id: expect.any(String), name: "Free coffee", pointsCost: 100 }]);

    // A welcome in the app, scheduled; at its time the engine sends it to every customer.
    const communications = (await testApp.app.inject({ url: "/api/communication", headers })).json();
    expect(communications).toMatchObject([
      {
        title: "Welcome to the app",
        status: "scheduled",
        media: ["in_app"],
        targetConditionKinds: [],
      },
    ]);
    await testApp.db.execute(
      sql`update communications set scheduled_for = now() - interval '1 second' where id = ${communications[0].id}`,
    );
    await testApp.communications.engine.activateDue();
    await testApp.communications.deliverer.deliverDue();
    const inbox = (
      await testApp.app.inject({ url: "/api/user-communication/inbox", headers: { cookie: customer } })
    ).json();
    expect(inbox).toMatchObject({
      unread: 1,
      messages: [
        {
          organizationName: "Demo Café",
          title: "Welcome to Demo Café",
          body: expect.stringContaining("Hi Carl! You hold 384 beans."),
        },
      ],
    });
    // Seeding writes a year of history through the ledger: a minute on a busy machine.
  }, 120_000);
  it("gives insights a year of history: every month has visits, stamps, rewards and beans, from two staff members", async () => {
    const owner = await loginAs(testApp, { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD, role: "admin" });
    const session = await testApp.app.inject({
      url: "/api/auth/is-authenticated",
      headers: { cookie: owner },
    });
    const organizationId = session.json().data.user.organizations[0].id as string;
    const today = new Date();
    const from = new Date(today);
    from.setUTCFullYear(from.getUTCFullYear() - 1);
    from.setUTCDate(from.getUTCDate() + 1);
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/statistics",
      headers: { cookie: owner, "x-organization-id": organizationId, origin: "http://stampwise.test" },
      payload: { from: from.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10) },
    });
    expect(response.statusCode).toBe(200);
    const { overview, analytics, reports } = response.json();
    // The months the range covers whole: eleven, with a partial month at each end, or all twelve
    // when today is a month's last day (the range then starts on the 1st).
    const monthOf = (year: number, month: number) =>
      new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 7);
    const startsMonth = from.getUTCDate() === 1;
    const endsMonth =
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1)).getUTCDate() ===
      1;
    const firstWhole = monthOf(from.getUTCFullYear(), from.getUTCMonth() + (startsMonth ? 0 : 1));
    const lastWhole = monthOf(today.getUTCFullYear(), today.getUTCMonth() - (endsMonth ? 0 : 1));
    const wholeMonths = analytics.months.filter(
      (month: { month: string }) => month.month >= firstWhole && month.month <= lastWhole,
    );
    expect(wholeMonths).toHaveLength(startsMonth && endsMonth ? 12 : 11);
    for (const month of wholeMonths) {
      expect(month.stampsGiven, month.month).toBeGreaterThan(0);
      expect(month.activeCustomers, month.month).toBeGreaterThan(0);
      expect(month.pointsEarned, month.month).toBeGreaterThan(0);
    }
    expect(overview.current.rewardsIssued).toBeGreaterThan(10);
    expect(overview.current.rewardsRedeemed).toBeGreaterThan(5);
    expect(overview.current.pointsSpent).toBeGreaterThan(0);
    expect(overview.current.repeatVisitRate).toBeGreaterThan(0.5);
    expect(reports.staff.map((member: { name: string }) => member.name).sort()).toEqual([
      "Bruno Barista",
      "Olivia Owner",
    ]);
  });
});
