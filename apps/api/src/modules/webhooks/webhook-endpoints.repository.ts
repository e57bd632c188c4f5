import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type WebhookEndpointRow, webhookEndpoints } from "./webhooks.table";

export interface EndpointFields {
  url: string;
  description: string;
  eventTypes: string[];
  enabled: boolean;
}

export async function listEndpoints(db: Db, organizationId: string): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organizationId, organizationId))
    .orderBy(desc(webhookEndpoints.createdAt));
}

export async function findEndpoint(
  db: Db,
  organizationId: string,
  id: string,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, id)));
  return row;
}

export async function countEndpoints(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ endpoints: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organizationId, organizationId));
  return row?.endpoints ?? 0;
}

export async function insertEndpoint(
  db: Db,
  organizationId: string,
  fields: EndpointFields & { secret: string },
): Promise<WebhookEndpointRow> {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ organizationId, ...fields, disabledReason: fields.enabled ? null : "owner" })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateEndpoint(
  db: Db,
  organizationId: string,
  id: string,
  fields: Partial<EndpointFields> & { secret?: string },
): Promise<WebhookEndpointRow | undefined> {
  const switched =
    fields.enabled === undefined
      ? {}
      : // Switched on again: its failures start counting afresh.
        fields.enabled
        ? { disabledReason: null, failingSince: null }
        : { disabledReason: "owner" as const };
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...fields, ...switched, updatedAt: new Date() })
    .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, id)))
    .returning();
  return row;
}

export async function deleteEndpoint(db: Db, organizationId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** Serializes the organization's endpoint creations, so two at once cannot both pass the limit. */
export async function lockEndpointCreation(db: Db, organizationId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhook-endpoints:${organizationId}`}))`);
}
