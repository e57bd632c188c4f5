import { randomUUID } from "node:crypto";
import type { CardKind, StatisticsResponse, TransactionSource } from "@stampwise/contract";
import { sql } from "drizzle-orm";
import type { TestApp } from "../../../test/test-app";
import { loyaltyAdmin } from "../loyalty-program/loyalty-program.test-helpers";

/**
 * An admin of a fresh organization (Europe/Stockholm) with a three-stamp Coffee card and a points
 * program, and ways to post at a given instant through the ledger and ask for insights.
 */
export async function insightsAdmin(testApp: TestApp) {
  const admin = await loyaltyAdmin(testApp);
  const organizationId = admin.organization.id;
  const coffee = await admin.createCard({ name: "Coffee card", stampsRequired: 3 });
  await admin.createProgram({ pointsPerKrona: 2, pointsExpiresMonths: 12 });
  const [stored] = await admin.storedPrograms();
  if (!stored) throw new Error("no program stored");
  const program = stored;

  /** A person who joined the organization at `joinedAt` (an ISO instant; now without it). */
  async function customer(firstName: string, joinedAt?: string) {
    const user = await testApp.factories.user({ role: "user", firstName, lastName: "Test" });
    await testApp.factories.joinOrganization(
      organizationId,
      user.id,
      joinedAt ? new Date(joinedAt) : undefined,
    );
    return user;
  }

  /** One posting at `at` (an ISO instant), through the ledger's posting path. */
  async function post(
    userId: string,
    at: string,
    delta: number,
    options: { kind?: CardKind; source?: TransactionSource } = {},
  ) {
    const kind = options.kind ?? "stamp";
    const posted = await testApp.ledger.post({
      organizationId,
      actorUserId: admin.admin.id,
      target: { userId, cardId: kind === "points" ? program.pointsCardId : coffee.id },
      cardKind: kind,
      delta,
      source: options.source ?? "manual",
      idempotencyKey: `key-${randomUUID()}`,
      at: new Date(at),
    });
    return posted.result;
  }

  /** Hands a reward over at `at`. */
  async function redeem(rewardId: string, at: string) {
    await testApp.db.execute(sql`update rewards set status = 'redeemed', redeemed_at = ${at}::timestamptz,
      redeemed_by = ${admin.admin.id} where id = ${rewardId} and organization_id = ${organizationId}`);
  }

  async function insights(body: Record<string, unknown>) {
    const response = await admin.call("POST", "/statistics", body);
    if (response.statusCode !== 200) throw new Error(`statistics: ${response.statusCode} ${response.body}`);
    return response.json() as StatisticsResponse;
  }

  return { ...admin, organizationId, coffee, program, customer, post, redeem, insights };
}
