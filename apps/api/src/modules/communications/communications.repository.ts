import {
  type Communication,
  type CommunicationListItem,
  type CommunicationMedium,
  conditionKindsOf,
} from "@stampwise/contract";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { targetGroups } from "../targeting/target-groups.table";
import { type CommunicationRow, communications } from "./communications.table";

export interface CommunicationFilters {
  status?: Communication["status"];
  medium?: CommunicationMedium;
}

/* The communications of one organization: every read and write names it, so ids of others stay unseen. */

export async function insertCommunication(
  db: Db,
  values: typeof communications.$inferInsert,
): Promise<CommunicationRow> {
  const [row] = await db.insert(communications).values(values).returning();
  if (!row) throw new Error("communication not inserted");
  return row;
}

export async function findCommunication(
  db: Db,
  organizationId: string,
  id: string,
  lock = false,
): Promise<CommunicationRow | undefined> {
  const query = db
    .select()
    .from(communications)
    .where(and(eq(communications.organizationId, organizationId), eq(communications.id, id)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function listCommunications(
  db: Db,
  organizationId: string,
  filters: CommunicationFilters,
): Promise<CommunicationListItem[]> {
  const rows = await db
    .select({ communication: communications, targetRules: targetGroups.rules })
    .from(communications)
    .leftJoin(targetGroups, eq(targetGroups.id, communications.targetGroupId))
    .where(
      and(
        eq(communications.organizationId, organizationId),
        filters.status ? eq(communications.status, filters.status) : undefined,
        filters.medium ? sql`${filters.medium} = any(${communications.media})` : undefined,
      ),
    )
    .orderBy(desc(communications.createdAt), desc(communications.id));
  // Whom it targets as the rules stand now, not a name copied when the group was made.
  return rows.map((row) => ({
    ...toCommunicationDto(row.communication),
    targetConditionKinds: row.targetRules ? conditionKindsOf(row.targetRules) : null,
  }));
}

export async function updateCommunication(
  db: Db,
  organizationId: string,
  id: string,
  set: Partial<typeof communications.$inferInsert>,
): Promise<CommunicationRow> {
  const [row] = await db
    .update(communications)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(communications.organizationId, organizationId), eq(communications.id, id)))
    .returning();
  if (!row) throw new Error(`communication ${id} vanished under its lock`);
  return row;
}

export async function deleteCommunication(db: Db, organizationId: string, id: string): Promise<void> {
  await db
    .delete(communications)
    .where(and(eq(communications.organizationId, organizationId), eq(communications.id, id)));
}

export async function targetGroupExists(
  db: Db,
  organizationId: string,
  targetGroupId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: targetGroups.id })
    .from(targetGroups)
    .where(and(eq(targetGroups.organizationId, organizationId), eq(targetGroups.id, targetGroupId)));
  return row !== undefined;
}

/** A row as the API shows it: each channel's content only when the channel is selected. */
export function toCommunicationDto(row: CommunicationRow): Communication {
  const has = (medium: CommunicationMedium) => row.media.includes(medium);
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    targetGroupId: row.targetGroupId,
    media: row.media,
    email: has("email") ? { subject: row.emailSubject ?? "", body: row.emailBody ?? "" } : null,
    sms: has("sms") ? { message: row.smsMessage ?? "" } : null,
    inApp: has("in_app") ? { title: row.inAppTitle ?? "", body: row.inAppBody ?? "" } : null,
    deliveryType: row.deliveryType,
    status: row.status,
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    activatedAt: row.activatedAt?.toISOString() ?? null,
    failure:
      row.status === "failed" && row.failureCode && row.failedAt
        ? { code: row.failureCode, at: row.failedAt.toISOString() }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** True when a communication that is scheduled or sending uses the group. */
export async function targetGroupUsedBySending(db: Db, organizationId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: communications.id })
    .from(communications)
    .where(
      and(
        eq(communications.organizationId, organizationId),
        eq(communications.targetGroupId, id),
        inArray(communications.status, ["scheduled", "active"]),
      ),
    )
    .limit(1);
  return row !== undefined;
}
