import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { loginAs, type TestApp } from "../../../test/test-app";
import { cardInstances, transactions } from "../ledger/ledger.table";
import { loyaltyAdmin } from "../loyalty-program/loyalty-program.test-helpers";

/**
 * An admin of a fresh organization whose program gives 1 point per krona and expires points after
 * 12 months, with a customer, and ways to post points and read what the database holds.
 */
export async function pointsAdmin(testApp: TestApp, program: Record<string, unknown> = {}) {
  const admin = await loyaltyAdmin(testApp);
  const created = await admin.createProgram(program);
  const customer = await testApp.factories.user({ role: "user" });
  await testApp.factories.joinOrganization(admin.organization.id, customer.id);
  const key = () => `key-${randomUUID()}`;

  const earn = (points: number, overrides: Record<string, unknown> = {}) =>
    admin.call("POST", "/points-transaction/earn", {
      userId: customer.id,
      points,
      idempotencyKey: key(),
      ...overrides,
    });
  const adjust = (delta: number, overrides: Record<string, unknown> = {}) =>
    admin.call("POST", "/points-transaction/adjust", {
      userId: customer.id,
      delta,
      reason: "Correction at the counter",
      idempotencyKey: key(),
      ...overrides,
    });

  async function earnOk(points: number) {
    const response = await earn(points);
    if (response.statusCode !== 201) throw new Error(`points not earned: ${response.body}`);
    return response.json();
  }

  /** The customer's points card as stored (balance column, lots, next expiry), past the API. */
  async function stored() {
    const [row] = await testApp.db
      .select()
      .from(cardInstances)
      .where(
        and(eq(cardInstances.organizationId, admin.organization.id), eq(cardInstances.userId, customer.id)),
      );
    return row;
  }
  const ledgerRows = async () => {
    const instance = await stored();
    if (!instance) return [];
    return testApp.db
      .select()
      .from(transactions)
      .where(eq(transactions.instanceId, instance.id))
      .orderBy(transactions.createdAt);
  };

  /**
   * Moves the customer's lots `months` into the past, as if they were earned that long ago (the
   * database clock cannot be turned; the lots and the expiry index are what time is read from).
   */
  async function age(months: number) {
    const instance = await stored();
    if (!instance) throw new Error("no points card yet");
    const shift = (ms: number) => {
      const date = new Date(ms);
      date.setUTCMonth(date.getUTCMonth() - months);
      return date.getTime();
    };
    const lots = instance.pointsLots.map((lot) => ({
      ...lot,
      earnedAt: shift(lot.earnedAt),
      expiresAt: shift(lot.expiresAt),
    }));
    const due = lots.filter((lot) => lot.remaining > 0).map((lot) => lot.expiresAt);
    await testApp.db
      .update(cardInstances)
      .set({
        pointsLots: lots,
        pointsNextExpiryAt: due.length ? new Date(Math.min(...due)) : null,
        // The stored qualifying figure was written that long ago too.
        pointsQualifyingUntil: instance.pointsQualifyingUntil
          ? new Date(shift(instance.pointsQualifyingUntil.getTime()))
          : null,
      })
      .where(eq(cardInstances.id, instance.id));
  }

  const customerCall = async (method: "GET", url: string) => {
    const cookie = await loginAs(testApp, customer);
    return testApp.app.inject({ method, url: `/api${url}`, headers: { cookie } });
  };

  return {
    ...admin,
    program: created,
    customer,
    key,
    earn,
    earnOk,
    adjust,
    stored,
    ledgerRows,
    age,
    customerCall,
  };
}

export type PointsAdmin = Awaited<ReturnType<typeof pointsAdmin>>;

/** Sums what is left on a card's lots: the ledger balance must always equal it. */
export const remainingOnLots = (lots: { remaining: number }[]) =>
  lots.reduce((sum, lot) => sum + lot.remaining, 0);
