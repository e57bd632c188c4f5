import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/prepared";

/** Serializes one organization's owner-started requests until the transaction ends (the day's count). */
export async function lockOrganizationRequests(tx: Db, organizationId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`data-requests:${organizationId}`}))`);
}

/** Exports and erasures the organization's owners started in the last 24 hours. */
export async function countTodaysOrganizationRequests(tx: Db, organizationId: string): Promise<number> {
  const [row] = await queryRows<{ count: number | string }>(
    tx,
    sql`select
        (select count(*) from data_exports where organization_id = ${organizationId}
          and requested_at > now() - interval '1 day')
        + (select count(*) from account_deletions where organization_id = ${organizationId}
          and requested_at > now() - interval '1 day') as count`,
  );
  return Number(row?.count ?? 0);
}

/**
 * The deletions the organization's log shows: started here, done for someone who was known here
 * (erased_customers), or asked by a customer of the business in the app (scheduled or cancelled).
 * A customer's name shows only while they are still a customer here; an erased one, only the
 * anonymous id their history now carries.
 */
export async function listOrganizationErasures(
  db: Db,
  organizationId: string,
  limit: number,
): Promise<
  {
    id: string;
    status: "scheduled" | "cancelled" | "erased";
    requested_at: Date | string;
    due_at: Date | string;
    cancelled_at: Date | string | null;
    erased_at: Date | string | null;
    user_id: string | null;
    customer_first_name: string | null;
    customer_last_name: string | null;
    customer_email: string | null;
    anonymous_id: string | null;
    asker_first_name: string | null;
    asker_last_name: string | null;
  }[]
> {
  return queryRows(
    db,
    sql`with theirs as (
          select id from account_deletions where organization_id = ${organizationId}
          union select deletion_id from erased_customers where organization_id = ${organizationId}
          union select d.id from account_deletions d
            join organization_customers oc on oc.user_id = d.user_id and oc.organization_id = ${organizationId}
            where d.status <> 'erased'
        )
        select d.id, d.status, d.requested_at, d.due_at, d.cancelled_at, d.erased_at, oc.user_id,
          person.first_name as customer_first_name, person.last_name as customer_last_name,
          person.email as customer_email, ec.anonymous_id,
          asker.first_name as asker_first_name, asker.last_name as asker_last_name
        from theirs
        join account_deletions d on d.id = theirs.id
        left join erased_customers ec on ec.deletion_id = d.id and ec.organization_id = ${organizationId}
        left join organization_customers oc on oc.organization_id = ${organizationId} and oc.user_id = d.user_id
        left join users person on person.id = oc.user_id
        left join users asker on asker.id = d.requested_by and d.organization_id = ${organizationId}
        order by d.requested_at desc, d.id desc
        limit ${limit}`,
  );
}

/**
 * What the insights' notifications list as in progress: copies being prepared that were started
 * here, and deletions of customers here that are scheduled (started here or by the customer).
 */
export async function countRequestsInProgress(
  db: Db,
  organizationId: string,
): Promise<{ exports: number; erasures: number }> {
  const [row] = await queryRows<{ exports: number | string; erasures: number | string }>(
    db,
    sql`select
        (select count(*) from data_exports where organization_id = ${organizationId}
          and status = 'preparing') as exports,
        (select count(*) from account_deletions d where d.status = 'scheduled'
          and (d.organization_id = ${organizationId} or exists (select 1 from organization_customers oc
            where oc.organization_id = ${organizationId} and oc.user_id = d.user_id))) as erasures`,
  );
  return { exports: Number(row?.exports ?? 0), erasures: Number(row?.erasures ?? 0) };
}

/**
 * An erased person's copies of their data lose their files and links (a link not used yet stops
 * working); the rows stay in the owners' log, and the account's going clears whose they were.
 */
export async function forgetExportsOf(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`
    update data_exports set file = null, token_hash = null,
      status = case when status in ('preparing', 'ready') then 'expired' else status end
    where user_id = ${userId}`);
}
