import type { Language, PersonalisationValues } from "@stampwise/contract";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { queryRows } from "../../../db/prepared";
import type { StoredPointsLot } from "../../ledger/ledger.table";
import { loyaltyLevels } from "../../loyalty-program/loyalty-program.table";
import { type LevelRef, toPointsStanding } from "../../points/points-standing";

export interface Recipient {
  userId: string;
  organizationId: string;
  email: string;
  phoneNumber: string | null;
  language: Language;
  /** Marketing consent as it stands at sending (a customer may withdraw after the snapshot). */
  consent: { email: boolean; sms: boolean };
  values: PersonalisationValues;
}

export const recipientKey = (organizationId: string, userId: string) => `${organizationId}:${userId}`;

/**
 * Who a batch of deliveries goes to, with each recipient's personalisation values (the
 * names, the organization, points balance and level as they stand at sending): two reads per
 * batch, whatever its size.
 */
export async function loadRecipients(
  db: Db,
  deliveries: readonly { organizationId: string; userId: string }[],
  now: Date,
): Promise<Map<string, Recipient>> {
  const recipients = new Map<string, Recipient>();
  if (deliveries.length === 0) return recipients;
  const userIds = deliveries.map((delivery) => delivery.userId);
  const organizationIds = deliveries.map((delivery) => delivery.organizationId);
  const rows = await queryRows<{
    user_id: string;
    organization_id: string;
    first_name: string;
    last_name: string;
    email: string;
    phone_number: string | null;
    phone_confirmed: boolean;
    language: Language;
    organization_name: string;
    points_lots: StoredPointsLot[] | string | null;
    email_consent: boolean;
    sms_consent: boolean;
  }>(
    db,
    sql`select distinct on (pair.organization_id, pair.user_id)
        pair.user_id, pair.organization_id, person.first_name, person.last_name, person.email,
        person.phone_number, person.phone_confirmed_at is not null as phone_confirmed, person.language,
        organization.name as organization_name, points_card.points_lots,
        ${consented("email")} as email_consent, ${consented("sms")} as sms_consent
      from unnest(${`{${userIds.join(",")}}`}::uuid[], ${`{${organizationIds.join(",")}}`}::uuid[])
        as pair(user_id, organization_id)
      join users person on person.id = pair.user_id
      join organizations organization on organization.id = pair.organization_id
      left join loyalty_programs program on program.organization_id = pair.organization_id
      left join card_instances points_card on points_card.card_id = program.points_card_id
        and points_card.user_id = pair.user_id and points_card.deleted_at is null`,
  );
  const levels = await levelsOf(db, [...new Set(organizationIds)]);
  for (const row of rows) {
    const lots = typeof row.points_lots === "string" ? JSON.parse(row.points_lots) : (row.points_lots ?? []);
    const standing = toPointsStanding(lots, levels.get(row.organization_id) ?? [], now.getTime());
    recipients.set(recipientKey(row.organization_id, row.user_id), {
      userId: row.user_id,
      organizationId: row.organization_id,
      email: row.email,
      // SMS goes only to a confirmed number.
      phoneNumber: row.phone_confirmed ? row.phone_number : null,
      language: row.language,
      consent: { email: row.email_consent, sms: row.sms_consent },
      values: {
        firstName: row.first_name,
        lastName: row.last_name,
        organizationName: row.organization_name,
        pointsBalance: String(standing.balance),
        levelName: standing.level?.name ?? "",
      },
    });
  }
  return recipients;
}

/**
 * One customer of the organization as a delivery would address them, for the editor's preview;
 * undefined for anyone who is not its customer (`organization_customers`, the same set targeting
 * selects from), so another organization's customer looks like an unknown id.
 */
export async function loadCustomerRecipient(
  db: Db,
  organizationId: string,
  userId: string,
  now: Date,
): Promise<Recipient | undefined> {
  const [customer] = await queryRows<{ user_id: string }>(
    db,
    sql`select user_id from organization_customers
      where organization_id = ${organizationId} and user_id = ${userId}`,
  );
  if (!customer) return undefined;
  const recipients = await loadRecipients(db, [{ organizationId, userId }], now);
  return recipients.get(recipientKey(organizationId, userId));
}

const consented = (channel: "email" | "sms") => sql`exists (
  select 1 from marketing_consents consent
  where consent.organization_id = pair.organization_id and consent.user_id = pair.user_id
    and consent.channel = ${channel} and consent.granted)`;

async function levelsOf(db: Db, organizationIds: string[]): Promise<Map<string, LevelRef[]>> {
  const rows = await db
    .select({
      organizationId: loyaltyLevels.organizationId,
      id: loyaltyLevels.id,
      name: loyaltyLevels.name,
      requiredPoints: loyaltyLevels.requiredPoints,
    })
    .from(loyaltyLevels)
    .where(inArray(loyaltyLevels.organizationId, organizationIds))
    .orderBy(loyaltyLevels.requiredPoints);
  const byOrganization = new Map<string, LevelRef[]>();
  for (const { organizationId, ...level } of rows) {
    byOrganization.set(organizationId, [...(byOrganization.get(organizationId) ?? []), level]);
  }
  return byOrganization;
}
