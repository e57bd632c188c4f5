import { VALIDATION_MESSAGES } from "@stampwise/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { type DirectoryAdmin, directoryAdmin } from "./users/users-directory.test-helpers";

interface PatchCase {
  route: string;
  url(): string;
  /** One field: the only thing that may change. */
  change: Record<string, unknown>;
  /** The resource as the API shows it, before and after. */
  read(): Promise<Record<string, unknown>>;
  /** Where the changed field shows in what `read` returns, when it differs from the change. */
  expectChanged?(before: Record<string, unknown>): Record<string, unknown>;
}

/**
 * Every PATCH route (grep `app.patch`): a body with one field changes that field and nothing else
 * (an omitted field is never reset to a default), and `{}` is a 400 that says there is nothing to
 * change, never a 500 from an update with no values.
 */
describe("PATCH routes", () => {
  let testApp: TestApp;
  let admin: DirectoryAdmin;
  let milestoneId: string;
  let qrCodeId: string;
  let rewardInstanceId: string;
  let rewardId: string;
  let loyaltyProgramId: string;
  let loyaltyLevelId: string;
  let webhookEndpointId: string;

  const json = async (url: string) => {
    const response = await admin.call("GET", url);
    if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const expectStatus = async (promise: ReturnType<DirectoryAdmin["call"]>, status: number) => {
    const response = await promise;
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await directoryAdmin(testApp);
    // Every field set away from its default first, so a reset would show.
    await expectStatus(
      admin.call("PATCH", "/organization", {
        email: "hello@kanel.example",
        phoneNumber: "+46701234567",
        address: "Storgatan 1, Uppsala",
        mapLocation: { latitude: 59.86, longitude: 17.64 },
      }),
      200,
    );
    await expectStatus(
      admin.call("PATCH", "/organization/fraud-rules", { maxScanStampsPerHour: 7, scanCooldownSeconds: 90 }),
      200,
    );
    await expectStatus(
      admin.call("PATCH", `/card-template/${admin.card.id}`, {
        subtitle: "Fika time",
        primaryColor: "#112233",
      }),
      200,
    );
    milestoneId = (await admin.createMilestone(admin.card.id)).id;
    const qr = await expectStatus(
      admin.call("POST", "/qrcode", { stampCardId: admin.card.id, stamps: 1, description: "At the till" }),
      201,
    );
    qrCodeId = qr.id;
    // A one-stamp card completed once: its final reward is there to redeem.
    const quick = await admin.createCard({ name: "Quick card", stampsRequired: 1 });
    const customer = await admin.addCustomer();
    const stamped = await expectStatus(
      admin.call("POST", "/transaction", {
        userId: customer.id,
        loyaltyCardId: quick.id,
        delta: 1,
        source: "manual",
        idempotencyKey: `patch-routes-${customer.id}`,
      }),
      201,
    );
    rewardInstanceId = stamped.instance.id;
    rewardId = stamped.rewardsIssued[0].id;
    const program = await expectStatus(
      admin.call("POST", "/loyalty-program", {
        name: "Bean points",
        pointsName: "bean",
        pointsExpiresMonths: 12,
        descriptionTitle: "Collect beans",
        descriptionContent: "One bean per krona",
        active: false,
        pointsPerKrona: 0.5,
        pointsPerVisit: 3,
      }),
      201,
    );
    loyaltyProgramId = program.id;
    loyaltyLevelId = (
      await expectStatus(admin.call("POST", "/loyalty-level", { name: "Silver", requiredPoints: 500 }), 201)
    ).id;
    webhookEndpointId = (
      await expectStatus(
        admin.call("POST", "/webhook-endpoint", {
          url: "http://127.0.0.1:9/hooks",
          description: "The till",
          eventTypes: ["stamps.added", "points.earned"],
          enabled: false,
        }),
        201,
      )
    ).id;
  });
  afterAll(() => testApp?.close());

  const cases: PatchCase[] = [
    {
      route: "PATCH /organization",
      url: () => "/organization",
      change: { address: "Drottninggatan 2, Uppsala" },
      read: () => json("/organization"),
    },
    {
      route: "PATCH /organization/fraud-rules",
      url: () => "/organization/fraud-rules",
      change: { scanCooldownSeconds: 120 },
      read: () => json("/organization/fraud-rules"),
    },
    {
      route: "PATCH /loyalty-card/stamp-cards/{id}",
      url: () => `/loyalty-card/stamp-cards/${admin.card.id}`,
      change: { name: "Fika card" },
      read: () => json(`/loyalty-card/stamp-cards/${admin.card.id}`),
    },
    {
      route: "PATCH /card-template/{id}",
      url: () => `/card-template/${admin.card.id}`,
      change: { stampSize: 64 },
      read: async () => (await json(`/loyalty-card/stamp-cards/${admin.card.id}`)).template,
    },
    {
      route: "PATCH /reward-milestone/{id}",
      url: () => `/reward-milestone/${milestoneId}`,
      change: { rewardName: "Free bun" },
      read: async () => {
        const milestones = await json(`/reward-milestone/stamp-card/${admin.card.id}`);
        return milestones.find((milestone: { id: string }) => milestone.id === milestoneId);
      },
    },
    {
      route: "PATCH /qrcode/{id}",
      url: () => `/qrcode/${qrCodeId}`,
      change: { stamps: 2 },
      read: async () => (await json("/qrcode")).find((code: { id: string }) => code.id === qrCodeId),
    },
    {
      route: "PATCH /reward/{id}",
      url: () => `/reward/${rewardId}`,
      change: { status: "redeemed" },
      read: async () =>
        (await json(`/reward?instanceId=${rewardInstanceId}`)).find(
          (reward: { id: string }) => reward.id === rewardId,
        ),
      expectChanged: () => ({
        status: "redeemed",
        redeemedAt: expect.any(String),
        redeemedBy: admin.admin.id,
      }),
    },
    {
      route: "PATCH /loyalty-program/{id}",
      url: () => `/loyalty-program/${loyaltyProgramId}`,
      change: { pointsExpiresMonths: 6 },
      read: () => json("/loyalty-program/by-organization"),
      // updatedAt moves with any change; every other field must stay.
      expectChanged: () => ({ pointsExpiresMonths: 6, updatedAt: expect.any(String) }),
    },
    {
      route: "PATCH /loyalty-level/{id}",
      url: () => `/loyalty-level/${loyaltyLevelId}`,
      change: { name: "Silver star" },
      read: async () =>
        (await json("/loyalty-level")).find((level: { id: string }) => level.id === loyaltyLevelId),
    },
    {
      route: "PATCH /webhook-endpoint/{id}",
      url: () => `/webhook-endpoint/${webhookEndpointId}`,
      change: { description: "The counter" },
      read: () => json(`/webhook-endpoint/${webhookEndpointId}`),
    },
  ];

  // One field first: a `{}` that wrongly reset a field would hide the reset from this check.
  it.each(cases)("$route with one field changes that field only", async (patch) => {
    const before = await patch.read();

    await expectStatus(admin.call("PATCH", patch.url(), patch.change), 200);

    const changed = patch.expectChanged?.(before) ?? patch.change;
    expect(await patch.read()).toEqual({ ...before, ...changed });
  });

  it.each(cases)("$route with {} answers 400 VALIDATION_ERROR and changes nothing", async (patch) => {
    const before = await patch.read();

    const body = await expectStatus(admin.call("PATCH", patch.url(), {}), 400);

    expect(body.error.code).toBe("VALIDATION_ERROR");
    expect(body.error.message).toEqual(expect.any(String));
    expect(await patch.read()).toEqual(before);
  });

  it("says what is missing when a PATCH body changes nothing", async () => {
    for (const body of [{}, { confirmLowering: true }]) {
      const response = await admin.call("PATCH", `/loyalty-card/stamp-cards/${admin.card.id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.issues).toEqual([{ path: "", message: VALIDATION_MESSAGES.noChanges }]);
    }
  });
});
