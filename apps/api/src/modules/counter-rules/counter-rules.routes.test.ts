import { DEFAULT_FRAUD_RULES } from "@stampwise/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { signedInAdmin } from "../stamp-cards/stamp-cards.test-helpers";
import { fraudRules } from "./counter-rules.table";

describe("fraud rules routes", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  const storedRules = (organizationId: string) =>
    testApp.db.select().from(fraudRules).where(eq(fraudRules.organizationId, organizationId));

  it("answers the safe defaults while the organization has no rules of its own", async () => {
    const { call, organization } = await signedInAdmin(testApp);
    const response = await call("GET", "/organization/fraud-rules");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ maxScanStampsPerHour: 10, scanCooldownSeconds: 30 });
    expect(response.json()).toEqual(DEFAULT_FRAUD_RULES);
    expect(await storedRules(organization.id)).toEqual([]);
  });

  it("stores one changed cap beside the default of the other, then changes the other", async () => {
    const { call } = await signedInAdmin(testApp);
    const first = await call("PATCH", "/organization/fraud-rules", { scanCooldownSeconds: 0 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ maxScanStampsPerHour: 10, scanCooldownSeconds: 0 });
    const second = await call("PATCH", "/organization/fraud-rules", { maxScanStampsPerHour: 1000 });
    expect(second.json()).toEqual({ maxScanStampsPerHour: 1000, scanCooldownSeconds: 0 });
    const read = await call("GET", "/organization/fraud-rules");
    expect(read.json()).toEqual({ maxScanStampsPerHour: 1000, scanCooldownSeconds: 0 });
    const both = await call("PATCH", "/organization/fraud-rules", {
      maxScanStampsPerHour: 1,
      scanCooldownSeconds: 86_400,
    });
    expect(both.json()).toEqual({ maxScanStampsPerHour: 1, scanCooldownSeconds: 86_400 });
  });

  it("refuses bad input with a 4xx and a code, storing nothing", async () => {
    const { call, cookie, organization } = await signedInAdmin(testApp);
    const cases: [string, unknown][] = [
      ["a negative cap", { maxScanStampsPerHour: -1 }],
      ["a cap of 0", { maxScanStampsPerHour: 0 }],
      ["a cap above 1000", { maxScanStampsPerHour: 1001 }],
      ["a negative cool-down", { scanCooldownSeconds: -5 }],
      ["a cool-down above a day", { scanCooldownSeconds: 86_401 }],
      ["a number as a string", { maxScanStampsPerHour: "5" }],
      ["a fraction", { scanCooldownSeconds: 1.5 }],
      ["null", { scanCooldownSeconds: null }],
      ["an unknown key", { maxScanStampsPerHour: 5, maxStampsPerDay: 3 }],
      ["an array", [5]],
    ];
    for (const [name, payload] of cases) {
      const response = await call("PATCH", "/organization/fraud-rules", payload);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().error.code, name).toBe("VALIDATION_ERROR");
    }
    const badJson = await testApp.app.inject({
      method: "PATCH",
      url: "/api/organization/fraud-rules",
      headers: {
        cookie,
        "x-organization-id": organization.id,
        origin: "http://stampwise.test",
        "content-type": "application/json",
      },
      payload: '{"maxScanStampsPerHour": 5',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().error.code).toBe("BAD_REQUEST");
    expect(await storedRules(organization.id)).toEqual([]);
    expect((await call("GET", "/organization/fraud-rules")).json()).toEqual(DEFAULT_FRAUD_RULES);
  });

  it("names the field and the range in a refused value", async () => {
    const { call } = await signedInAdmin(testApp);
    const response = await call("PATCH", "/organization/fraud-rules", { scanCooldownSeconds: -1 });
    expect(response.json().error.issues).toEqual([
      {
        path: "scanCooldownSeconds",
        message: "Cool-down must be a whole number of seconds from 0 to 86400",
      },
    ]);
  });

  it("refuses a limit of fraud events outside 1..100", async () => {
    const { call } = await signedInAdmin(testApp);
    for (const limit of ["0", "101", "ten", "2.5"]) {
      const response = await call("GET", `/organization/fraud-events?limit=${limit}`);
      expect(response.statusCode, limit).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
    }
    const empty = await call("GET", "/organization/fraud-events?limit=100");
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
  });

  it("lets no other organization read or change the rules (the header decides: 404)", async () => {
    const owner = await signedInAdmin(testApp);
    await owner.call("PATCH", "/organization/fraud-rules", { maxScanStampsPerHour: 3 });
    const stranger = await signedInAdmin(testApp);
    const asOwner = (method: "GET" | "PATCH", url: string, payload?: Record<string, unknown>) =>
      testApp.app.inject({
        method,
        url: `/api${url}`,
        headers: {
          cookie: stranger.cookie,
          "x-organization-id": owner.organization.id,
          origin: "http://stampwise.test",
        },
        ...(payload && { payload }),
      });
    for (const response of [
      await asOwner("GET", "/organization/fraud-rules"),
      await asOwner("PATCH", "/organization/fraud-rules", { maxScanStampsPerHour: 999 }),
      await asOwner("GET", "/organization/fraud-events"),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
    // The stranger's own header shows the stranger's organization, never the owner's rules.
    expect((await stranger.call("GET", "/organization/fraud-rules")).json()).toEqual(DEFAULT_FRAUD_RULES);
    const [stored] = await storedRules(owner.organization.id);
    expect(stored?.maxScanStampsPerHour).toBe(3);
  });

  it("refuses a signed-out request and one without an organization", async () => {
    const { cookie } = await signedInAdmin(testApp);
    const signedOut = await testApp.app.inject({ method: "GET", url: "/api/organization/fraud-rules" });
    expect(signedOut.statusCode).toBe(401);
    const noHeader = await testApp.app.inject({
      method: "GET",
      url: "/api/organization/fraud-rules",
      headers: { cookie },
    });
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().error.code).toBe("ORGANIZATION_REQUIRED");
  });
});
