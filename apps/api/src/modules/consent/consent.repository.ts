import type { ConsentChannel, MarketingConsent, UnsubscribeState } from "@stampwise/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/prepared";
import { users } from "../accounts/users.table";
import { organizations } from "../organizations/organizations.table";
import { organizationCustomers } from "../users/users-directory.table";
import { type CONSENT_SOURCES, consentEvents, marketingConsents } from "./consent.table";

export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/**
 * Sets one consent and logs the change (time and source), in one transaction. A
 * repeated setting to the same value is still logged: it is what the person did.
 */
export async function setConsent(
  db: Db,
  change: {
    userId: string;
    organizationId: string;
    channel: ConsentChannel;
    granted: boolean;
    source: ConsentSource;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(marketingConsents)
      .values({ ...change, changedAt: sql`now()` })
      .onConflictDoUpdate({
        target: [marketingConsents.organizationId, marketingConsents.userId, marketingConsents.channel],
        set: { granted: change.granted, source: change.source, changedAt: sql`now()` },
      });
    await tx.insert(consentEvents).values(change);
  });
}

/** The customer's consents in each organization where they are a customer. */
export async function listMarketingConsentsOfUser(db: Db, userId: string): Promise<MarketingConsent[]> {
  const rows = await queryRows<{
    organization_id: string;
    organization_name: string;
    channel: ConsentChannel | null;
    granted: boolean | null;
    changed_at: Date | string | null;
  }>(
    db,
    sql`select customer.organization_id, organization.name as organization_name,
        consent.channel, consent.granted, consent.changed_at
      from organization_customers customer
      join organizations organization on organization.id = customer.organization_id
      left join marketing_consents consent
        on consent.organization_id = customer.organization_id and consent.user_id = customer.user_id
      where customer.user_id = ${userId}
      order by organization.name, customer.organization_id`,
  );
  const byOrganization = new Map<string, MarketingConsent>();
  for (const row of rows) {
    let entry = byOrganization.get(row.organization_id);
    if (!entry) {
      entry = {
        organizationId: row.organization_id,
        organizationName: row.organization_name,
        email: { granted: false, changedAt: null },
        sms: { granted: false, changedAt: null },
      };
      byOrganization.set(row.organization_id, entry);
    }
    if (row.channel) {
      entry[row.channel] = {
        granted: Boolean(row.granted),
        changedAt: row.changed_at === null ? null : new Date(row.changed_at).toISOString(),
      };
    }
  }
  return [...byOrganization.values()];
}

export async function isOrganizationCustomer(
  db: Db,
  userId: string,
  organizationId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: organizationCustomers.userId })
    .from(organizationCustomers)
    .where(
      and(eq(organizationCustomers.userId, userId), eq(organizationCustomers.organizationId, organizationId)),
    );
  return row !== undefined;
}

/** What an unsubscribe link shows; undefined when the person or organization is gone. */
export async function findUnsubscribeState(
  db: Db,
  claim: {
    userId: string;
    organizationId: string;
    channel: ConsentChannel;
  },
): Promise<UnsubscribeState | undefined> {
  const [row] = await db
    .select({
      organizationName: organizations.name,
      language: users.language,
      granted: marketingConsents.granted,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, claim.organizationId))
    .leftJoin(
      marketingConsents,
      and(
        eq(marketingConsents.userId, users.id),
        eq(marketingConsents.organizationId, claim.organizationId),
        eq(marketingConsents.channel, claim.channel),
      ),
    )
    .where(eq(users.id, claim.userId));
  if (!row) return undefined;
  return {
    organizationName: row.organizationName,
    channel: claim.channel,
    subscribed: row.granted === true,
    language: row.language,
  };
}
