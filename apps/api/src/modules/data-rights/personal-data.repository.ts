import type { PersonalAccountSchema, PersonalBusinessData, PersonalData } from "@stampwise/contract";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/prepared";

/**
 * The read model of everything Stampwise holds about one person, for "Your data" and the export:
 * their account, and per business their cards, the ledger rows of those cards, rewards, marketing
 * consents with their log, and the messages sent to them. It reads across the owning modules'
 * tables (like the held-cards read model) and writes nothing; every statement is bound to the one
 * person, so no business's or other person's row can come into it.
 */

type Timestamp = Date | string;
const iso = (value: Timestamp) => (value instanceof Date ? value : new Date(value)).toISOString();
const isoOrNull = (value: Timestamp | null) => (value === null ? null : iso(value));

type PersonalAccount = z.infer<typeof PersonalAccountSchema>;

export async function findPersonalAccount(db: Db, userId: string): Promise<PersonalAccount | undefined> {
  const [row] = await queryRows<{
    email: string;
    first_name: string;
    last_name: string;
    phone_number: string | null;
    phone_confirmed: boolean;
    birth_date: string | null;
    language: PersonalAccount["language"];
    google: boolean;
    has_password: boolean;
    created_at: Timestamp;
  }>(
    db,
    sql`select email, first_name, last_name, phone_number, phone_confirmed_at is not null as phone_confirmed,
          birth_date::text as birth_date, language, google_subject is not null as google,
          password_hash is not null as has_password, created_at
        from users where id = ${userId}`,
  );
  if (!row) return undefined;
  return {
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNumber: row.phone_number,
    phoneConfirmed: row.phone_confirmed,
    birthDate: row.birth_date,
    language: row.language,
    signsInWithGoogle: row.google,
    hasPassword: row.has_password,
    createdAt: iso(row.created_at),
  };
}

/**
 * Per business the person has anything at, named: a customer, a card, a consent or a message.
 * `historyLimit` and `messageLimit` keep the newest rows only ("Your data"); the counts are of all.
 */
export async function findPersonalBusinesses(
  db: Db,
  userId: string,
  limits: { history?: number; messages?: number } = {},
): Promise<(PersonalBusinessData & { historyCount: number; messageCount: number })[]> {
  const [businesses, cards, history, rewards, consents, consentLog, messages] = await Promise.all([
    queryRows<{ id: string; name: string; customer_since: Timestamp | null }>(
      db,
      sql`select o.id, o.name, oc.member_since as customer_since
          from organizations o
          left join organization_customers oc on oc.organization_id = o.id and oc.user_id = ${userId}
          where o.id in (
            select organization_id from organization_customers where user_id = ${userId}
            union select organization_id from card_instances where user_id = ${userId}
            union select organization_id from marketing_consents where user_id = ${userId}
            union select c.organization_id from user_communications uc
              join communications c on c.id = uc.communication_id where uc.user_id = ${userId}
          )
          order by o.name, o.id`,
    ),
    queryRows<{
      id: string;
      organization_id: string;
      kind: PersonalBusinessData["cards"][number]["kind"];
      name: string;
      balance: number;
      currency: string | null;
      created_at: Timestamp;
      ended_at: Timestamp | null;
    }>(
      db,
      sql`select ci.id, ci.organization_id, lc.kind, lc.name, ci.balance, lc.currency, ci.created_at,
            coalesce(ci.deleted_at, lc.deleted_at) as ended_at
          from card_instances ci join loyalty_cards lc on lc.id = ci.card_id
          where ci.user_id = ${userId}
          order by ci.created_at, ci.id`,
    ),
    queryRows<{
      organization_id: string;
      at: Timestamp;
      card_name: string;
      kind: PersonalBusinessData["history"][number]["kind"];
      delta: number;
      balance_after: number;
      source: PersonalBusinessData["history"][number]["source"];
      note: string | null;
      total: number;
    }>(
      db,
      sql`select * from (
            select t.organization_id, t.created_at as at, lc.name as card_name, t.kind, t.delta,
              t.balance_after, t.source, t.note,
              count(*) over (partition by t.organization_id)::int as total,
              row_number() over (partition by t.organization_id order by t.created_at desc, t.id desc) as place
            from card_instances ci
            join transactions t on t.instance_id = ci.id
            join loyalty_cards lc on lc.id = ci.card_id
            where ci.user_id = ${userId}
          ) rows
          where ${limits.history === undefined ? sql`true` : sql`place <= ${limits.history}`}
          order by organization_id, at desc, place`,
    ),
    queryRows<{
      organization_id: string;
      card_name: string;
      name: string;
      status: PersonalBusinessData["rewards"][number]["status"];
      issued_at: Timestamp;
      redeemed_at: Timestamp | null;
    }>(
      db,
      sql`select ci.organization_id, lc.name as card_name, r.name, r.status, r.issued_at, r.redeemed_at
          from card_instances ci
          join rewards r on r.instance_id = ci.id
          join loyalty_cards lc on lc.id = ci.card_id
          where ci.user_id = ${userId}
          order by r.issued_at desc, r.id`,
    ),
    queryRows<{
      organization_id: string;
      channel: PersonalBusinessData["consents"][number]["channel"];
      granted: boolean;
      changed_at: Timestamp;
    }>(
      db,
      sql`select organization_id, channel, granted, changed_at from marketing_consents
          where user_id = ${userId} order by channel`,
    ),
    queryRows<{
      organization_id: string;
      channel: PersonalBusinessData["consents"][number]["channel"];
      granted: boolean;
      source: string;
      created_at: Timestamp;
    }>(
      db,
      sql`select organization_id, channel, granted, source, created_at from consent_events
          where user_id = ${userId} order by created_at desc, id`,
    ),
    queryRows<{
      organization_id: string;
      medium: PersonalBusinessData["messages"][number]["medium"];
      status: PersonalBusinessData["messages"][number]["status"];
      title: string | null;
      content: string | null;
      address: string | null;
      sent_at: Timestamp | null;
      read_at: Timestamp | null;
      total: number;
    }>(
      db,
      sql`select * from (
            select c.organization_id, uc.medium, uc.status,
              case uc.medium when 'email' then c.email_subject when 'in_app' then c.in_app_title end as title,
              uc.sent_content as content, uc.address, uc.sent_at, uc.read_at,
              count(*) over (partition by c.organization_id)::int as total,
              row_number() over (partition by c.organization_id order by uc.created_at desc, uc.id desc) as place
            from user_communications uc
            join communications c on c.id = uc.communication_id
            where uc.user_id = ${userId}
          ) rows
          where ${limits.messages === undefined ? sql`true` : sql`place <= ${limits.messages}`}
          order by organization_id, place`,
    ),
  ]);

  const of = <Row extends { organization_id: string }>(rows: Row[], organizationId: string) =>
    rows.filter((row) => row.organization_id === organizationId);
  return businesses.map((business) => {
    const ownHistory = of(history, business.id);
    const ownMessages = of(messages, business.id);
    return {
      organizationId: business.id,
      organizationName: business.name,
      customerSince: isoOrNull(business.customer_since),
      cards: of(cards, business.id).map((card) => ({
        id: card.id,
        kind: card.kind,
        name: card.name,
        balance: card.balance,
        currency: card.currency,
        createdAt: iso(card.created_at),
        endedAt: isoOrNull(card.ended_at),
      })),
      history: ownHistory.map((entry) => ({
        at: iso(entry.at),
        cardName: entry.card_name,
        kind: entry.kind,
        delta: entry.delta,
        balanceAfter: entry.balance_after,
        source: entry.source,
        note: entry.note,
      })),
      historyCount: ownHistory[0]?.total ?? 0,
      rewards: of(rewards, business.id).map((reward) => ({
        cardName: reward.card_name,
        name: reward.name,
        status: reward.status,
        issuedAt: iso(reward.issued_at),
        redeemedAt: isoOrNull(reward.redeemed_at),
      })),
      consents: of(consents, business.id).map((consent) => ({
        channel: consent.channel,
        granted: consent.granted,
        changedAt: iso(consent.changed_at),
      })),
      consentLog: of(consentLog, business.id).map((event) => ({
        channel: event.channel,
        granted: event.granted,
        source: event.source,
        changedAt: iso(event.created_at),
      })),
      messages: ownMessages.map((message) => ({
        medium: message.medium,
        status: message.status,
        title: message.title,
        content: message.content,
        address: message.address,
        sentAt: isoOrNull(message.sent_at),
        readAt: isoOrNull(message.read_at),
      })),
      messageCount: ownMessages[0]?.total ?? 0,
    };
  });
}

/** The whole of it, for the export. */
export async function findPersonalData(db: Db, userId: string): Promise<PersonalData | undefined> {
  const account = await findPersonalAccount(db, userId);
  if (!account) return undefined;
  const businesses = await findPersonalBusinesses(db, userId);
  return {
    exportedAt: new Date().toISOString(),
    account,
    businesses: businesses.map(
      ({ historyCount: _history, messageCount: _messages, ...business }) => business,
    ),
  };
}

/** Whether the person is the organization's customer: only then may its owners start an export for them. */
export async function isCustomerOf(db: Db, organizationId: string, userId: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from organization_customers where organization_id = ${organizationId} and user_id = ${userId}`,
  );
  return rows.length > 0;
}

/** The name of the business an export was asked at, for its mail. */
export async function findOrganizationName(db: Db, organizationId: string): Promise<string | undefined> {
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`select name from organizations where id = ${organizationId}`,
  );
  return row?.name;
}
