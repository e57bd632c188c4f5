import {
  DEFAULT_FRAUD_RULES,
  type FraudRules,
  HOURLY_CAP_WINDOW_SECONDS,
  SCAN_SOURCES,
  type UpdateFraudRulesRequest,
} from "@stampwise/contract";
import { and, asc, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cardInstances, transactions } from "../card-instances/card-instances.table";
import { loyaltyCards } from "../stamp-cards/stamp-cards.table";
import { users } from "../users/users.table";
import { fraudEvents, fraudRules } from "./fraud.table";

/** A customer's scans, as the caps see them at the moment of a new scan. */
export interface ScanHistory {
  /** Seconds since the customer's last scan-sourced stamp in the organization (any card); null: none. */
  secondsSinceLastScan: number | null;
  /** Scan-sourced stamps on this card in the rolling hour. */
  cardStampsLastHour: number;
}

/** Scan-sourced stamps of the organization's customer, positive deltas only (removals are manual). */
const scansOf = (organizationId: string, userId: string, withinSeconds: number) =>
  and(
    eq(cardInstances.organizationId, organizationId),
    eq(cardInstances.userId, userId),
    eq(transactions.organizationId, organizationId),
    inArray(transactions.source, [...SCAN_SOURCES]),
    gt(transactions.delta, 0),
    // clock_timestamp, not now(): now() is when the transaction began, which under a queue of
    // concurrent scans may be long before this one got the lock.
    sql`${transactions.createdAt} > clock_timestamp() - make_interval(secs => ${withinSeconds})`,
  );

/**
 * The caps per organization and the log of blocked attempts. Functions that run inside the stamp
 * transaction take its `tx` (PGlite has one connection: never fall back to `db` there).
 */
export function createFraudRepository({ db }: { db: Db }) {
  return {
    async findRules(organizationId: string, tx: Db = db): Promise<FraudRules | undefined> {
      const [row] = await tx
        .select({
          maxScanStampsPerHour: fraudRules.maxScanStampsPerHour,
          scanCooldownSeconds: fraudRules.scanCooldownSeconds,
        })
        .from(fraudRules)
        .where(eq(fraudRules.organizationId, organizationId));
      return row;
    },

    /**
     * Creates the row from the defaults plus the changes, or changes only the given fields of an
     * existing row, in one statement: two admins saving different fields at once lose neither.
     */
    async upsertRules(organizationId: string, changes: UpdateFraudRulesRequest): Promise<FraudRules> {
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
    },

    /**
     * Serializes the scans of one customer in one organization until the transaction ends, so two
     * scans at once cannot both read "no recent scan". Scans of other customers do not wait.
     */
    async lockCustomer(organizationId: string, userId: string, tx: Db): Promise<void> {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${organizationId}::text), hashtext(${userId}::text))`,
      );
    },

    /** Both caps' inputs in one query (index card_instances(organization_id, user_id), then transactions(instance_id, created_at)). */
    async scanHistory(
      organizationId: string,
      userId: string,
      cardId: string,
      lookbackSeconds: number,
      tx: Db,
    ): Promise<ScanHistory> {
      const [row] = await tx
        .select({
          secondsSinceLastScan: sql<
            number | null
          >`extract(epoch from clock_timestamp() - max(${transactions.createdAt}))::float8`,
          cardStampsLastHour: sql<number>`coalesce(sum(${transactions.delta}) filter (where ${cardInstances.cardId} = ${cardId} and ${transactions.createdAt} > clock_timestamp() - make_interval(secs => ${HOURLY_CAP_WINDOW_SECONDS})), 0)::int`,
        })
        .from(transactions)
        .innerJoin(cardInstances, eq(cardInstances.id, transactions.instanceId))
        .where(scansOf(organizationId, userId, Math.max(lookbackSeconds, HOURLY_CAP_WINDOW_SECONDS)));
      return {
        secondsSinceLastScan: row?.secondsSinceLastScan === null ? null : Number(row?.secondsSinceLastScan),
        cardStampsLastHour: Number(row?.cardStampsLastHour ?? 0),
      };
    },

    /** The card's scans in the rolling hour, oldest first, with their age (to tell when the cap frees). */
    async cardScansLastHour(organizationId: string, userId: string, cardId: string, tx: Db) {
      const rows = await tx
        .select({
          stamps: transactions.delta,
          ageSeconds: sql<number>`extract(epoch from clock_timestamp() - ${transactions.createdAt})::float8`,
        })
        .from(transactions)
        .innerJoin(cardInstances, eq(cardInstances.id, transactions.instanceId))
        .where(
          and(scansOf(organizationId, userId, HOURLY_CAP_WINDOW_SECONDS), eq(cardInstances.cardId, cardId)),
        )
        .orderBy(asc(transactions.createdAt));
      return rows.map((row) => ({ stamps: row.stamps, ageSeconds: Number(row.ageSeconds) }));
    },

    async insertEvent(values: typeof fraudEvents.$inferInsert): Promise<void> {
      await db.insert(fraudEvents).values(values);
    },

    /** Newest first, with the customer's and the card's names (the card may be gone: null). */
    async listEvents(organizationId: string, limit: number) {
      return db
        .select({
          event: fraudEvents,
          customer: { firstName: users.firstName, lastName: users.lastName, email: users.email },
          cardName: loyaltyCards.name,
        })
        .from(fraudEvents)
        .innerJoin(users, eq(users.id, fraudEvents.userId))
        .leftJoin(loyaltyCards, eq(loyaltyCards.id, fraudEvents.cardId))
        .where(eq(fraudEvents.organizationId, organizationId))
        .orderBy(desc(fraudEvents.createdAt), desc(fraudEvents.id))
        .limit(limit);
    },
  };
}

export type FraudRepository = ReturnType<typeof createFraudRepository>;
