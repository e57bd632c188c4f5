import { DEFAULT_FRAUD_RULES, type FraudRules, type UpdateFraudRulesRequest } from "@stampwise/contract";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../accounts/users.table";
import { loyaltyCards } from "../cards/cards.table";
import { fraudEvents, fraudRules } from "./counter-rules.table";

/*
 * The caps per organization and the log of blocked attempts. Every function takes the handle
 * first: inside the stamp transaction its `tx` (PGlite has one connection: never `db` there).
 */

export async function findCounterRules(db: Db, organizationId: string): Promise<FraudRules | undefined> {
  const [row] = await db
    .select({
      maxScanStampsPerHour: fraudRules.maxScanStampsPerHour,
      scanCooldownSeconds: fraudRules.scanCooldownSeconds,
    })
    .from(fraudRules)
    .where(eq(fraudRules.organizationId, organizationId));
  return row;
}

/**
 * Creates the row from the defaults plus the changes, or changes only the given fields of an
 * existing row, in one statement: two admins saving different fields at once lose neither.
 */
export async function upsertCounterRules(
  db: Db,
  organizationId: string,
  changes: UpdateFraudRulesRequest,
): Promise<FraudRules> {
  const updatedAt = new Date();
  const [row] = await db
    .insert(fraudRules)
    .values({ organizationId, ...DEFAULT_FRAUD_RULES, ...changes, updatedAt })
    .onConflictDoUpdate({ target: fraudRules.organizationId, set: { ...changes, updatedAt } })
    .returning({
      maxScanStampsPerHour: fraudRules.maxScanStampsPerHour,
      scanCooldownSeconds: fraudRules.scanCooldownSeconds,
    });
  if (!row) throw new Error("fraud rules neither inserted nor updated");
  return row;
}

export async function insertFraudEvent(db: Db, values: typeof fraudEvents.$inferInsert): Promise<void> {
  await db.insert(fraudEvents).values(values);
}

/**
 * Newest first, with the customer's and the card's names (the card may be gone: null). The
 * person's name and email show only while they are a customer here: one who left is not shown.
 */
export async function listFraudEvents(db: Db, organizationId: string, limit: number) {
  const stillCustomer = sql`exists (select 1 from organization_customers oc
    where oc.organization_id = ${fraudEvents.organizationId} and oc.user_id = ${fraudEvents.userId})`;
  const shown = (column: typeof users.firstName | typeof users.lastName | typeof users.email) =>
    sql<string>`case when ${stillCustomer} then ${column} else '' end`;
  return db
    .select({
      event: fraudEvents,
      customer: {
        firstName: shown(users.firstName),
        lastName: shown(users.lastName),
        email: shown(users.email),
      },
      cardName: loyaltyCards.name,
    })
    .from(fraudEvents)
    .innerJoin(users, eq(users.id, fraudEvents.userId))
    .leftJoin(loyaltyCards, eq(loyaltyCards.id, fraudEvents.cardId))
    .where(eq(fraudEvents.organizationId, organizationId))
    .orderBy(desc(fraudEvents.createdAt), desc(fraudEvents.id))
    .limit(limit);
}
