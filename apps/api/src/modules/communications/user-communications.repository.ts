import type {
  AudienceReach,
  CommunicationStatistics,
  DeliveryRecord,
  DeliverySearchQuery,
  Inbox,
} from "@stampwise/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/prepared";

const INBOX_SIZE = 100;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/*
 * Delivery records read back: a communication's statistics and details for its organization, and
 * the in-app inbox for its customer. Aggregates in SQL over the statistics index, never rows in JS.
 */

export async function communicationStatistics(
  db: Db,
  organizationId: string,
  communicationId: string,
): Promise<CommunicationStatistics> {
  const byMedium = await queryRows<{
    medium: "email" | "sms" | "in_app";
    total: number;
    pending: number;
    sent: number;
    failed: number;
  }>(
    db,
    sql`select medium, count(*)::int as total,
        count(*) filter (where status = 'pending')::int as pending,
        count(*) filter (where status = 'sent')::int as sent,
        count(*) filter (where status = 'failed')::int as failed
      from user_communications
      where organization_id = ${organizationId} and communication_id = ${communicationId}
      group by medium order by medium`,
  );
  const [reach] = await queryRows<{ recipients: number; total_customers: number }>(
    db,
    sql`select
        (select count(distinct user_id)::int from user_communications
          where organization_id = ${organizationId} and communication_id = ${communicationId}) as recipients,
        (select count(*)::int from organization_customers where organization_id = ${organizationId}) as total_customers`,
  );
  const timeline = await queryRows<{ at: Date | string; sent: number; failed: number }>(
    db,
    sql`select date_trunc('hour', sent_at) as at,
        count(*) filter (where status = 'sent')::int as sent,
        count(*) filter (where status = 'failed')::int as failed
      from user_communications
      where organization_id = ${organizationId} and communication_id = ${communicationId}
        and status <> 'pending' and sent_at is not null
      group by 1 order by 1`,
  );
  const [kept] = await queryRows<{ reach: AudienceReach; counted_at: Date | string }>(
    db,
    sql`select reach, counted_at from communication_reach
      where organization_id = ${organizationId} and communication_id = ${communicationId}`,
  );
  const sum = (pick: (row: (typeof byMedium)[number]) => number) =>
    byMedium.reduce((total, row) => total + pick(row), 0);
  const totals = {
    total: sum((r) => r.total),
    pending: sum((r) => r.pending),
    sent: sum((r) => r.sent),
    failed: sum((r) => r.failed),
  };
  const ended = totals.sent + totals.failed;
  const recipients = reach?.recipients ?? 0;
  const totalCustomers = reach?.total_customers ?? 0;
  return {
    ...totals,
    successRate: ended === 0 ? null : totals.sent / ended,
    recipients,
    totalCustomers,
    coverage: totalCustomers === 0 ? 0 : recipients / totalCustomers,
    byMedium,
    timeline: timeline.map((row) => ({
      at: new Date(row.at).toISOString(),
      sent: row.sent,
      failed: row.failed,
    })),
    reach: kept ? { ...kept.reach, countedAt: new Date(kept.counted_at).toISOString() } : null,
  };
}

export async function searchDeliveries(
  db: Db,
  organizationId: string,
  query: DeliverySearchQuery,
): Promise<{ items: DeliveryRecord[]; total: number }> {
  const where = sql`delivery.organization_id = ${organizationId} and delivery.communication_id = ${query.communicationId}
    ${query.status ? sql`and delivery.status = ${query.status}` : sql``}
    ${query.medium ? sql`and delivery.medium = ${query.medium}` : sql``}`;
  const [counted] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from user_communications delivery where ${where}`,
  );
  const rows = await queryRows<{
    id: string;
    communication_id: string;
    user_id: string;
    medium: DeliveryRecord["medium"];
    status: DeliveryRecord["status"];
    created_at: Date | string;
    sent_at: Date | string | null;
    first_name: string;
    last_name: string;
    email: string;
    phone_number: string | null;
    failure_code: string | null;
    failure_reason: string | null;
    sent_content: string | null;
    attempts: number;
  }>(
    db,
    // Who a delivery went to, and what it said (it names them), only while they are a customer
    // here: a person who left the business is not shown to it again.
    sql`select delivery.id, delivery.communication_id, delivery.user_id, delivery.medium, delivery.status,
        delivery.created_at, delivery.sent_at,
        case when oc.user_id is null then '' else person.first_name end as first_name,
        case when oc.user_id is null then '' else person.last_name end as last_name,
        case when oc.user_id is null then '' else person.email end as email,
        case when oc.user_id is null then null else person.phone_number end as phone_number,
        delivery.failure_code, delivery.failure_reason,
        case when oc.user_id is null then null else delivery.sent_content end as sent_content,
        delivery.attempts
      from user_communications delivery join users person on person.id = delivery.user_id
      left join organization_customers oc
        on oc.organization_id = delivery.organization_id and oc.user_id = delivery.user_id
      where ${where}
      order by delivery.created_at desc, delivery.id
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  return {
    total: counted?.total ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      communicationId: row.communication_id,
      userId: row.user_id,
      medium: row.medium,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
      sentAt: iso(row.sent_at),
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phoneNumber: row.phone_number,
      failureCode: row.failure_code,
      failureReason: row.failure_reason,
      sentContent: row.sent_content,
      attempts: row.attempts,
    })),
  };
}

/**
 * Gives the communication's failed deliveries another try where the cause may be gone: failures
 * that were only temporary, consent given since, a number confirmed since, or an address that
 * changed since a provider refused it. Never for a customer who no longer exists.
 */
export async function resendFailedDeliveries(
  db: Db,
  organizationId: string,
  communicationId: string,
): Promise<number> {
  const consented = (channel: string) => sql`exists (select 1 from marketing_consents consent
    where consent.organization_id = delivery.organization_id and consent.user_id = delivery.user_id
      and consent.channel = ${channel} and consent.granted)`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update user_communications delivery
      set status = 'pending', attempts = 0, next_attempt_at = now(), failure_code = null,
        failure_reason = null, sent_at = null
      from users person
      where person.id = delivery.user_id and delivery.organization_id = ${organizationId}
        and delivery.communication_id = ${communicationId} and delivery.status = 'failed'
        and delivery.failure_code <> 'RECIPIENT_GONE'
        and (delivery.medium <> 'email' or ${consented("email")})
        and (delivery.medium <> 'sms' or (${consented("sms")} and person.phone_confirmed_at is not null))
        and (
          delivery.failure_code in ('NO_CONSENT', 'PHONE_NOT_CONFIRMED')
          or (delivery.failure_code not like 'SMTP\\_5%' and delivery.failure_code not like 'SMS\\_HTTP\\_4%'
            and delivery.failure_code <> 'SMS_UNDELIVERED')
          or (delivery.medium = 'email' and delivery.address is distinct from person.email)
          or (delivery.medium = 'sms' and delivery.address is distinct from person.phone_number))
      returning delivery.id`,
  );
  return rows.length;
}

export async function readInbox(db: Db, userId: string): Promise<Inbox> {
  const rows = await queryRows<{
    id: string;
    organization_id: string;
    organization_name: string;
    sent_at: Date | string;
    read_at: Date | string | null;
    sent_content: string | null;
  }>(
    db,
    sql`select delivery.id, delivery.organization_id, organization.name as organization_name,
        delivery.sent_content, delivery.sent_at, delivery.read_at
      from user_communications delivery join organizations organization on organization.id = delivery.organization_id
      where delivery.user_id = ${userId} and delivery.medium = 'in_app' and delivery.status = 'sent'
      order by delivery.sent_at desc, delivery.id
      limit ${INBOX_SIZE}`,
  );
  const [unread] = await queryRows<{ unread: number }>(
    db,
    sql`select count(*)::int as unread from user_communications
      where user_id = ${userId} and medium = 'in_app' and status = 'sent' and read_at is null`,
  );
  return {
    unread: unread?.unread ?? 0,
    messages: rows.map((row) => {
      const [title = "", ...rest] = (row.sent_content ?? "").split("\n\n");
      return {
        id: row.id,
        organizationId: row.organization_id,
        organizationName: row.organization_name,
        title,
        body: rest.join("\n\n"),
        sentAt: new Date(row.sent_at).toISOString(),
        readAt: iso(row.read_at),
      };
    }),
  };
}

/** Marks the customer's own message read; false when it is not theirs (or not a message). */
export async function markInboxMessageRead(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update user_communications set read_at = coalesce(read_at, now())
      where id = ${id} and user_id = ${userId} and medium = 'in_app' and status = 'sent'
      returning id`,
  );
  return rows.length > 0;
}
