import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { communicationsAdmin, completeCommunication } from "./communications.test-helpers";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

/**
 * An organization with one customer of each kind: said yes to email; said yes to SMS with a
 * confirmed number; said yes to SMS without one; said yes to nothing.
 */
async function organizationWithEveryKindOfCustomer() {
  const admin = await communicationsAdmin(testApp);
  await admin.customer({ consent: ["email"] });
  const texted = await admin.customer({ consent: ["sms"] });
  await testApp.db.execute(
    sql`update users set phone_number = '+46701231234', phone_confirmed_at = now() where id = ${texted.id}`,
  );
  await admin.customer({ consent: ["sms"] });
  await admin.customer();
  return admin;
}

const everyChannel = [
  { medium: "email", reachable: 1, noConsent: 3, noConfirmedNumber: 0, unavailable: 0 },
  { medium: "sms", reachable: 1, noConsent: 2, noConfirmedNumber: 1, unavailable: 0 },
  { medium: "in_app", reachable: 4, noConsent: 0, noConfirmedNumber: 0, unavailable: 0 },
];

describe("whom each channel reaches", () => {
  // The first test of the file also warms the app up: slow on a loaded machine.
  it("is in the live count for the channels asked, with why the rest cannot be reached", {
    timeout: 60_000,
  }, async () => {
    const admin = await organizationWithEveryKindOfCustomer();
    const preview = await admin.call("POST", "/target-group/preview", {
      rules: { groups: [] },
      media: ["in_app", "sms", "email"],
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ count: 4, totalCustomers: 4, channels: everyChannel });
    // Without channels asked, the count stays as it was; one channel, one entry.
    expect(
      (await admin.call("POST", "/target-group/preview", { rules: { groups: [] } })).json(),
    ).not.toHaveProperty("channels");
    expect(
      (await admin.call("POST", "/target-group/preview", { rules: { groups: [] }, media: ["sms"] })).json()
        .channels,
    ).toEqual([everyChannel[1]]);
    for (const media of [["fax"], ["email", "sms", "in_app", "email"], "email"]) {
      const refused = await admin.call("POST", "/target-group/preview", { rules: { groups: [] }, media });
      expect(refused.statusCode, JSON.stringify(media)).toBe(400);
    }
  });

  it("is in the statistics as it was when the audience was taken, for every selected channel, reached or not", async () => {
    const admin = await organizationWithEveryKindOfCustomer();
    const communication = await admin.createCommunication(
      completeCommunication(await admin.targetGroup(), {
        media: ["email", "sms", "in_app"],
        sms: { message: "Hi {{firstName}}" },
      }),
    );
    const before = (await admin.call("GET", `/user-communication/statistics/${communication.id}`)).json();
    expect(before.reach).toBeNull();
    await admin.scheduleAndActivate(communication.id);
    // A customer who joins after the snapshot changes nothing of an instant communication's reach.
    await admin.customer({ consent: ["email"] });
    const statistics = (await admin.call("GET", `/user-communication/statistics/${communication.id}`)).json();
    expect(statistics.reach).toEqual({ matched: 4, channels: everyChannel, countedAt: expect.any(String) });
    expect(
      statistics.byMedium.map((row: { medium: string; total: number }) => [row.medium, row.total]),
    ).toEqual([
      ["email", 1],
      ["in_app", 4],
      ["sms", 1],
    ]);
  });

  it("answers 404 for another organization's communication", async () => {
    const admin = await organizationWithEveryKindOfCustomer();
    const stranger = await communicationsAdmin(testApp);
    const theirs = await stranger.createCommunication(completeCommunication(await stranger.targetGroup()));
    await stranger.scheduleAndActivate(theirs.id);
    const response = await admin.call("GET", `/user-communication/statistics/${theirs.id}`);
    expect(response.statusCode).toBe(404);
  });
});
