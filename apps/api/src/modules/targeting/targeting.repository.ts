import type { CommunicationMedium, TargetGroup, TargetPreview, TargetRules } from "@stampwise/contract";
import { and, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/prepared";
import { loyaltyCards } from "../cards/cards.table";
import { loyaltyLevels } from "../loyalty-program/loyalty-program.table";
import { reachOfCandidates, reachReasonOf } from "./reach-sql";
import { type TargetGroupRow, targetGroups } from "./target-groups.table";
import { compileTargetParts, loadTargetContext } from "./targeting.compiler";

const SAMPLE_SIZE = 5;

/** Per channel, how many of the customers `fromWhere` selects it reaches, and why not the rest. */
async function channelReach(
  tx: Db,
  organizationId: string,
  fromWhere: SQL,
  media: CommunicationMedium[],
  smsAvailable: boolean,
): Promise<TargetPreview["channels"]> {
  const selected = sql`${`{${[...new Set(media)].join(",")}}`}::text[]`;
  const [row] = await queryRows<{ reach: { channels: NonNullable<TargetPreview["channels"]> } }>(
    tx,
    sql`with matched as materialized (select facts.user_id ${fromWhere}),
      candidates as (
        select matched.user_id, channel.medium,
          ${reachReasonOf({ organizationId, smsAvailable })} as reason
        from matched
        join users person on person.id = matched.user_id
        cross join unnest(${selected}) as channel(medium))
      select ${reachOfCandidates(selected)} as reach`,
  );
  return row?.reach.channels ?? [];
}

export async function insertTargetGroup(
  db: Db,
  organizationId: string,
  values: { name: string; rules: TargetRules },
): Promise<TargetGroup> {
  const [row] = await db
    .insert(targetGroups)
    .values({ organizationId, ...values })
    .returning();
  if (!row) throw new Error("target group not inserted");
  return toTargetGroupDto(row);
}

export async function findTargetGroup(
  db: Db,
  organizationId: string,
  id: string,
): Promise<TargetGroup | undefined> {
  const [row] = await db
    .select()
    .from(targetGroups)
    .where(and(eq(targetGroups.organizationId, organizationId), eq(targetGroups.id, id)));
  return row && toTargetGroupDto(row);
}

export async function listTargetGroups(db: Db, organizationId: string): Promise<TargetGroup[]> {
  const rows = await db
    .select()
    .from(targetGroups)
    .where(eq(targetGroups.organizationId, organizationId))
    .orderBy(desc(targetGroups.updatedAt), desc(targetGroups.id));
  return rows.map(toTargetGroupDto);
}

export async function updateTargetGroup(
  db: Db,
  organizationId: string,
  id: string,
  set: { name?: string; rules?: TargetRules },
): Promise<TargetGroup | undefined> {
  const [row] = await db
    .update(targetGroups)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(targetGroups.organizationId, organizationId), eq(targetGroups.id, id)))
    .returning();
  return row && toTargetGroupDto(row);
}

/** Of these ids, the organization's live stamp cards. */
export async function ownStampCardIds(db: Db, organizationId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: loyaltyCards.id })
    .from(loyaltyCards)
    .where(
      and(
        eq(loyaltyCards.organizationId, organizationId),
        eq(loyaltyCards.kind, "stamp"),
        isNull(loyaltyCards.deletedAt),
        inArray(loyaltyCards.id, ids),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Of these ids, the organization's levels. */
export async function ownLevelIds(db: Db, organizationId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: loyaltyLevels.id })
    .from(loyaltyLevels)
    .where(and(eq(loyaltyLevels.organizationId, organizationId), inArray(loyaltyLevels.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/**
 * How many customers the rules select now, of how many, and five of them by name; with `media`,
 * also whom each of those channels reaches (decision 034). `bounded` runs a statement under the
 * heavy request's time bound (decision 031).
 */
export async function previewTargetRules(
  db: Db,
  organizationId: string,
  rules: TargetRules,
  options: {
    now: Date;
    bounded: <T>(work: (tx: Db) => Promise<T>) => Promise<T>;
    media?: CommunicationMedium[];
    /** False when no SMS provider can send: the preview then counts SMS as unavailable to all. */
    smsAvailable: boolean;
  },
): Promise<TargetPreview> {
  const { now, bounded, media } = options;
  const context = await loadTargetContext(db, organizationId);
  const { fromWhere, fromOrganization, matching } = compileTargetParts(rules, context, { now });
  // Two statements over the same rules, sent together (on PostgreSQL they run side by side on
  // two connections, each in its bounded transaction): the count with the total, in one scan of
  // the customers' rows; and the first five in the directory's last-name order.
  const [[counted], sample, channels] = await Promise.all([
    bounded((tx) =>
      queryRows<{ count: number; total: number }>(
        tx,
        sql`select count(*) filter (where ${matching})::int as count, count(*)::int as total ${fromOrganization}`,
      ),
    ),
    bounded((tx) =>
      queryRows<{ userId: string; firstName: string; lastName: string }>(
        tx,
        sql`select person.id as "userId", person.first_name as "firstName", person.last_name as "lastName"
        from (select facts.user_id, facts.last_name_key ${fromWhere}
          order by facts.last_name_key, facts.user_id limit ${SAMPLE_SIZE}) first
        join users person on person.id = first.user_id
        order by first.last_name_key, first.user_id`,
      ),
    ),
    media && media.length > 0
      ? bounded((tx) => channelReach(tx, organizationId, fromWhere, media, options.smsAvailable))
      : undefined,
  ]);
  return {
    count: counted?.count ?? 0,
    totalCustomers: counted?.total ?? 0,
    sample,
    ...(channels ? { channels } : {}),
  };
}

function toTargetGroupDto(row: TargetGroupRow): TargetGroup {
  return {
    id: row.id,
    name: row.name,
    rules: row.rules,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
