import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";
import { signedInAdmin } from "../stamp-cards/stamp-cards.test-helpers";
import { createHeavyRequests, HEAVY_RETRY_AFTER_SECONDS, type HeavySlot } from "./heavy-requests";

const PER_ORGANIZATION = 2;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ HEAVY_REQUESTS_PER_ORGANIZATION: String(PER_ORGANIZATION) });
});

afterAll(async () => {
  await testApp.close();
});

type Admin = Awaited<ReturnType<typeof signedInAdmin>>;

/** Every heavy request the admin screens send, as a person at them would. */
const heavyCalls = [
  ["POST", "/target-group/preview", { rules: { groups: [] } }],
  ["POST", "/statistics", { from: "2025-01-01", to: "2026-12-31" }],
  ["GET", "/user?page=1&pageSize=20", undefined],
  ["POST", "/user/export", {}],
] as const;

async function holdAll(organizationId: string): Promise<HeavySlot[]> {
  const held: HeavySlot[] = [];
  for (let index = 0; index < PER_ORGANIZATION; index++) {
    held.push(await testApp.heavyRequests.acquire(organizationId));
  }
  return held;
}

async function releaseAll(held: HeavySlot[]): Promise<void> {
  for (const slot of held) await slot.release();
}

/** What a client told to wait does before asking again: waits the Retry-After it was given. */
const waitRetryAfter = () => new Promise((resolve) => setTimeout(resolve, HEAVY_RETRY_AFTER_SECONDS * 1000));

function expectRefused(response: Awaited<ReturnType<Admin["call"]>>) {
  expect(response.statusCode).toBe(429);
  expect(response.headers["retry-after"]).toBe(String(HEAVY_RETRY_AFTER_SECONDS));
  expect(response.json()).toEqual({
    error: {
      code: "TOO_MANY_HEAVY_REQUESTS",
      message: expect.stringContaining("try again"),
      retryAfterSeconds: HEAVY_RETRY_AFTER_SECONDS,
    },
  });
}

describe("heavy requests: a few of one organization at once", () => {
  // Eight requests and two sign-ins: slow on a loaded machine.
  it("refuses the organization's next heavy request with 429 and Retry-After while another organization's runs", {
    timeout: 90_000,
  }, async () => {
    const crowded = await signedInAdmin(testApp);
    const other = await signedInAdmin(testApp);
    const held = await holdAll(crowded.organization.id);
    try {
      for (const [method, url, payload] of heavyCalls) {
        expectRefused(await crowded.call(method, url, payload));
        // Meanwhile another organization's same request runs and answers.
        expect((await other.call(method, url, payload)).statusCode).toBe(200);
      }
    } finally {
      await releaseAll(held);
    }
    // Once a slot is free again, and the refused waited as told, the organization's requests run.
    await waitRetryAfter();
    for (const [method, url, payload] of heavyCalls) {
      expect((await crowded.call(method, url, payload)).statusCode).toBe(200);
    }
  });

  it("gives the slot back when a request ends, answered or refused for its input", {
    timeout: 90_000,
  }, async () => {
    const admin = await signedInAdmin(testApp);
    for (let index = 0; index < PER_ORGANIZATION + 2; index++) {
      const refused = await admin.call("POST", "/target-group/preview", {
        rules: {
          groups: [
            {
              match: "all",
              conditions: [{ kind: "stampCard", cardIds: [crypto.randomUUID()], minStamps: 1 }],
            },
          ],
        },
      });
      expect(refused.statusCode).toBe(400);
      expect(
        (await admin.call("POST", "/statistics", { from: "2026-01-01", to: "2026-01-31" })).statusCode,
      ).toBe(200);
    }
    // Every slot is free: as many as the organization may hold can be taken now.
    await releaseAll(await holdAll(admin.organization.id));
  });

  it("holds the export's slot while the CSV is read and gives it back once it is", async () => {
    const admin = await signedInAdmin(testApp);
    const exported = await admin.call("POST", "/user/export", {});
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toContain("text/csv");
    await releaseAll(await holdAll(admin.organization.id));
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "counts the slots in PostgreSQL, so a request held by another API process counts too",
    async () => {
      const admin = await signedInAdmin(testApp);
      // Another process: its own limiter on the same database.
      const elsewhere = createHeavyRequests({
        db: testApp.db,
        kind: "postgres",
        perOrganization: PER_ORGANIZATION,
        statementTimeoutMs: 5_000,
      });
      const held = [
        await elsewhere.acquire(admin.organization.id),
        await elsewhere.acquire(admin.organization.id),
      ];
      try {
        expectRefused(await admin.call("POST", "/target-group/preview", { rules: { groups: [] } }));
      } finally {
        await releaseAll(held);
      }
      await waitRetryAfter();
      expect((await admin.call("POST", "/target-group/preview", { rules: { groups: [] } })).statusCode).toBe(
        200,
      );
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    "frees the slots of a process that died holding them once their lease has passed",
    async () => {
      const admin = await signedInAdmin(testApp);
      const dead = createHeavyRequests({
        db: testApp.db,
        kind: "postgres",
        perOrganization: PER_ORGANIZATION,
        statementTimeoutMs: 5_000,
      });
      // Taken and never given back, as by a process killed mid-request.
      await dead.acquire(admin.organization.id);
      await dead.acquire(admin.organization.id);
      expectRefused(await admin.call("POST", "/target-group/preview", { rules: { groups: [] } }));
      // The lease's end, without waiting for it.
      await testApp.db.execute(sql`update heavy_request_slots set held_until = now() - interval '1 second'
        where organization_id = ${admin.organization.id}`);
      await waitRetryAfter();
      expect((await admin.call("POST", "/target-group/preview", { rules: { groups: [] } })).statusCode).toBe(
        200,
      );
    },
  );
});

describe("heavy requests: a caller told to wait who comes straight back", () => {
  it("is refused again from memory, before its body is read, until its Retry-After has passed", {
    timeout: 90_000,
  }, async () => {
    const admin = await signedInAdmin(testApp);
    const held = await holdAll(admin.organization.id);
    expectRefused(await admin.call("POST", "/statistics", { from: "2026-01-01", to: "2026-01-31" }));
    await releaseAll(held);

    // A slot is free, but this session was told to wait: refused again, its body not even judged.
    const again = await admin.call("POST", "/statistics", { from: "not a day" });
    expect(again.statusCode).toBe(429);
    expect(again.json().error.code).toBe("TOO_MANY_HEAVY_REQUESTS");
    const retryAfter = Number(again.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(HEAVY_RETRY_AFTER_SECONDS);
    expect(again.json().error.retryAfterSeconds).toBe(retryAfter);

    // Only that session and that route: another sign-in of the same admin, and another heavy
    // route of the same session, run now.
    const otherSession = await loginAs(testApp, admin.admin);
    const fromOtherSession = await testApp.app.inject({
      method: "POST",
      url: "/api/statistics",
      headers: {
        cookie: otherSession,
        "x-organization-id": admin.organization.id,
        origin: "http://stampwise.test",
      },
      payload: { from: "2026-01-01", to: "2026-01-31" },
    });
    expect(fromOtherSession.statusCode).toBe(200);
    expect((await admin.call("POST", "/target-group/preview", { rules: { groups: [] } })).statusCode).toBe(
      200,
    );

    // Once the time it was given has passed, the same session is served.
    await waitRetryAfter();
    expect(
      (await admin.call("POST", "/statistics", { from: "2026-01-01", to: "2026-01-31" })).statusCode,
    ).toBe(200);
  });

  it("remembers nobody who was not signed in and a member: a made-up session or another organization is not told to wait", {
    timeout: 90_000,
  }, async () => {
    const admin = await signedInAdmin(testApp);
    const stranger = await signedInAdmin(testApp);
    const held = await holdAll(admin.organization.id);
    try {
      expectRefused(await admin.call("POST", "/statistics", { from: "2026-01-01", to: "2026-01-31" }));
      const asked = (cookie: string, organizationId: string) =>
        testApp.app.inject({
          method: "POST",
          url: "/api/statistics",
          headers: { cookie, "x-organization-id": organizationId, origin: "http://stampwise.test" },
          payload: { from: "2026-01-01", to: "2026-01-31" },
        });
      // The refused organization's id with a made-up session: not signed in, as always.
      expect((await asked("sw_session=made-up", admin.organization.id)).statusCode).toBe(401);
      // Another organization's admin naming the refused organization: not theirs, as always.
      expect((await asked(stranger.cookie, admin.organization.id)).statusCode).toBe(404);
      expect((await asked(stranger.cookie, stranger.organization.id)).statusCode).toBe(200);
    } finally {
      await releaseAll(held);
    }
  });
});
