import type { TargetRules } from "@stampwise/contract";
import { sql } from "drizzle-orm";
import type { TestApp } from "../../../test/test-app";
import { marketingConsents } from "../consent/consent.table";
import { signedInAdmin } from "../stamp-cards/stamp-cards.test-helpers";
import { targetGroups } from "../targeting/target-groups.table";
import { addOrganizationCustomer } from "../users/customers.repository";
import { createCommunicationsEngine } from "./delivery/engine";

/** A communication that can be scheduled as it is: email and in-app, everyone targeted. */
export const completeCommunication = (targetGroupId: string, overrides: Record<string, unknown> = {}) => ({
  title: "Autumn news",
  deliveryType: "instant",
  targetGroupId,
  media: ["email", "in_app"],
  email: {
    subject: "Hello {{firstName}}",
    body: "Dear {{firstName}} {{lastName}},\n\nNews from {{organizationName}}.",
  },
  inApp: { title: "News for {{firstName}}", body: "You have {{pointsBalance}} points." },
  ...overrides,
});

/** An admin of a fresh organization, with ways to make target groups, communications and customers. */
export async function communicationsAdmin(testApp: TestApp) {
  const admin = await signedInAdmin(testApp);
  const organizationId = admin.organization.id;

  async function targetGroup(rules: TargetRules = { groups: [] }): Promise<string> {
    const [row] = await testApp.db.insert(targetGroups).values({ organizationId, rules }).returning();
    if (!row) throw new Error("target group not inserted");
    return row.id;
  }

  async function createCommunication(body: Record<string, unknown>) {
    const response = await admin.call("POST", "/communication", body);
    if (response.statusCode !== 201) throw new Error(`communication not created: ${response.body}`);
    return response.json();
  }

  /** A customer of this organization, consenting to the channels named. */
  async function customer(
    options: { consent?: ("email" | "sms")[]; firstName?: string; language?: "en-US" | "sv-SE" } = {},
  ) {
    const user = await testApp.factories.user({
      role: "user",
      firstName: options.firstName,
      language: options.language,
    });
    await testApp.db.transaction((tx) => addOrganizationCustomer(tx, organizationId, user.id));
    for (const channel of options.consent ?? []) {
      await testApp.db
        .insert(marketingConsents)
        .values({ organizationId, userId: user.id, channel, granted: true, source: "customer_app" });
    }
    return user;
  }

  /**
   * Schedules the communication a moment ahead, then moves the time past and activates it, as the
   * job would, but without sending: the test sends with `deliverDue()` when it is ready.
   */
  async function scheduleAndActivate(id: string) {
    const scheduledFor = new Date(Date.now() + 60_000).toISOString();
    const response = await admin.call("PATCH", `/communication/${id}`, { status: "scheduled", scheduledFor });
    if (response.statusCode !== 200) throw new Error(`not scheduled: ${response.body}`);
    await testApp.db.execute(
      sql`update communications set scheduled_for = now() - interval '1 second' where id = ${id}`,
    );
    const engine = createCommunicationsEngine({
      db: testApp.db,
      triggerDelivery: async () => {},
      events: testApp.events,
      log: testApp.app.log,
    });
    return engine.activateDue();
  }

  return { ...admin, organizationId, targetGroup, createCommunication, customer, scheduleAndActivate };
}
