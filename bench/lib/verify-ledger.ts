/**
 * After a counter run: the ledger must hold exactly one row per stamp and per points earning the
 * API answered 201 for, and every card's balance must be what its rows add up to (cycles ×
 * required + stamps; a points card's balance, which its lots must also hold).
 */
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../apps/api/src/db/client";
import { cardInstances, rewards, transactions } from "../../apps/api/src/modules/ledger/ledger.table";

export interface LedgerCheck {
  /** Stamp rows of the source. */
  ledgerRows: number;
  /** Points rows of the source. */
  pointsRows: number;
  /** Points cards whose lots do not hold their balance. */
  mismatchedLots: number;
  /** Cards whose stamps and cycles do not match their ledger rows. */
  mismatchedCards: number;
  /** Completed cycles on the cards, and final rewards issued: equal when nothing was lost. */
  completedCycles: number;
  rewardsIssued: number;
}

export async function checkLedger(
  db: Db,
  organizationId: string,
  source: "identity-scan" | "manual",
  stampsRequired: number,
): Promise<LedgerCheck> {
  const rowsOf = async (kind: "stamps" | "points") => {
    const [rows] = await db
      .select({ value: count() })
      .from(transactions)
      .where(
        and(
          eq(transactions.organizationId, organizationId),
          eq(transactions.source, source),
          eq(transactions.kind, kind),
        ),
      );
    return rows?.value ?? 0;
  };
  const [lots] = await db
    .select({
      mismatched: sql<number>`count(*) filter (where ${cardInstances.balance} <> (
        select coalesce(sum((lot->>'remaining')::int), 0) from jsonb_array_elements(${cardInstances.pointsLots}) lot))`.mapWith(
        Number,
      ),
    })
    .from(cardInstances)
    .where(
      and(
        eq(cardInstances.organizationId, organizationId),
        sql`jsonb_array_length(${cardInstances.pointsLots}) > 0`,
      ),
    );
  const ledgerTotals = db
    .select({
      instanceId: transactions.instanceId,
      total: sql<number>`sum(${transactions.delta})`.as("total"),
    })
    .from(transactions)
    .where(eq(transactions.organizationId, organizationId))
    .groupBy(transactions.instanceId)
    .as("ledger_totals");
  const [cards] = await db
    .select({
      mismatched: sql<number>`count(*) filter (where
        ${cardInstances.cycle} * ${stampsRequired} + ${cardInstances.balance} <> coalesce(${ledgerTotals.total}, 0))`.mapWith(
        Number,
      ),
      cycles: sql<number>`coalesce(sum(${cardInstances.cycle}), 0)`.mapWith(Number),
    })
    .from(cardInstances)
    .leftJoin(ledgerTotals, eq(ledgerTotals.instanceId, cardInstances.id))
    .where(eq(cardInstances.organizationId, organizationId));
  const [issued] = await db
    .select({ value: count() })
    .from(rewards)
    .where(eq(rewards.organizationId, organizationId));
  return {
    ledgerRows: await rowsOf("stamps"),
    pointsRows: await rowsOf("points"),
    mismatchedLots: lots?.mismatched ?? 0,
    mismatchedCards: cards?.mismatched ?? 0,
    completedCycles: cards?.cycles ?? 0,
    rewardsIssued: issued?.value ?? 0,
  };
}
