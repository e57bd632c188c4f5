import {
  type ProfileCard,
  STAFF_POINTS_HISTORY_LENGTH,
  type StaffPointsHistoryEntry,
} from "@stampwise/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { executePrepared } from "../../db/prepared";
import { toCardTemplateDto, toRewardMilestoneDto } from "../cards/cards.repository";
import { type HeldCard, heldCardsFromJson, heldCardsJson } from "../customer-cards/held-cards.repository";
import { toCardInstanceDto, toRewardDto } from "../ledger/card-instances.repository";
import type { StoredPointsLot } from "../ledger/ledger.table";
import { type HistoryJsonEntry, historyFromJson, pointsHistoryJson } from "../points/points-history";
import type { LevelRef } from "../points/points-standing";

/** Everything a profile shows of a person in one organization, as one statement reads it. */
export interface ProfileRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  pictureUrl: string | null;
  /** Null when the person holds no card here (not a customer yet). */
  memberSince: Date | null;
  /** The organization reached them (an exact search, a scanned identity code) before any card. */
  reached: boolean;
  /** Net stamps the ledger ever gave them here, over every card they held (removed ones too). */
  stampsEarned: number;
  /** Live gift cards they hold here, and what those hold together (minor units). */
  giftCards: number;
  giftCardValue: number;
  cards: HeldCard[];
  /** Their card of the organization's loyalty program, with the program's levels; null: none held. */
  points: {
    instanceId: string;
    programName: string;
    pointsName: string;
    lots: StoredPointsLot[];
    levels: LevelRef[];
    /** The card's latest rows, with the notes staff wrote. */
    history: StaffPointsHistoryEntry[];
  } | null;
  /** Their identity-QR secret, when they have one (the counter's identify checks the code with it). */
  identitySecret: string | null;
}

export function toProfileCard({
  instance,
  card,
  template,
  milestones,
  rewards,
  retired,
}: HeldCard): ProfileCard {
  return {
    instance: toCardInstanceDto(instance),
    card: {
      id: card.id,
      name: card.name,
      description: card.description,
      stampsRequired: card.stampsRequired ?? 0,
      template: toCardTemplateDto(template),
      milestones: milestones.map(toRewardMilestoneDto),
    },
    rewards: rewards.map(toRewardDto),
    retired,
  };
}

/**
 * A profile in one statement: the person, whether they are a customer or were reached here, the
 * stamps they earned and their cards (the held-cards read model the customer app uses), and their
 * identity secret. The counter opens a profile on every scan, so this is its one read.
 */
export async function readProfile(
  db: Db,
  organizationId: string,
  userId: string,
): Promise<ProfileRow | undefined> {
  const result = await executePrepared(
    db,
    sql`
    select u.id, u.first_name, u.last_name, u.email, u.phone_number, u.picture_url,
      oc.member_since,
      exists (select 1 from reached_users r where r.organization_id = ${organizationId} and r.user_id = u.id)
        as reached,
      -- The instance's organization is named too, so the person's cards are found by index
      -- (organization, user) rather than by reading every card of the organization.
      coalesce((select sum(t.delta) from card_instances i join transactions t on t.instance_id = i.id
        where i.organization_id = ${organizationId} and i.user_id = u.id and t.kind = 'stamps'), 0)::int
        as stamps_earned,
      (select json_build_object('count', count(*), 'value', coalesce(sum(i.balance), 0))
        from card_instances i join loyalty_cards lc on lc.id = i.card_id
        where i.organization_id = ${organizationId} and i.user_id = u.id and i.deleted_at is null
          and lc.kind = 'gift') as gift_totals,
      (select json_build_object('instanceId', pi.id, 'programName', lp.name, 'pointsName', lp.points_name,
          'lots', pi.points_lots,
          'history', ${pointsHistoryJson(sql`pi.id`, { limit: STAFF_POINTS_HISTORY_LENGTH, staffNotes: true })},
          'levels', (select coalesce(json_agg(json_build_object(
              'id', l.id, 'name', l.name, 'requiredPoints', l.required_points)), '[]'::json)
            from loyalty_levels l where l.organization_id = lp.organization_id))
        from loyalty_programs lp
        join card_instances pi on pi.card_id = lp.points_card_id and pi.organization_id = lp.organization_id
          and pi.user_id = u.id and pi.deleted_at is null
        where lp.organization_id = ${organizationId}) as points,
      ${heldCardsJson({ userId: sql`u.id`, organizationId })} as cards,
      s.secret as identity_secret
    from users u
    left join organization_customers oc on oc.organization_id = ${organizationId} and oc.user_id = u.id
    left join identity_secrets s on s.user_id = u.id
    where u.id = ${userId} and u.role = 'user'`,
  );
  const row = result.rows[0];
  if (!row) return undefined;
  const memberSince = row.member_since;
  return {
    id: String(row.id),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    email: String(row.email),
    phoneNumber: (row.phone_number as string | null) ?? null,
    pictureUrl: (row.picture_url as string | null) ?? null,
    memberSince: memberSince === null || memberSince === undefined ? null : new Date(String(memberSince)),
    reached: Boolean(row.reached),
    stampsEarned: Math.max(0, Number(row.stamps_earned)),
    ...giftTotalsFromJson(row.gift_totals),
    cards: heldCardsFromJson(row.cards),
    points: pointsFromJson(row.points),
    identitySecret: (row.identity_secret as string | null) ?? null,
  };
}

/** The points card's json, parsed by node-postgres and PGlite alike (or text from older drivers). */
function pointsFromJson(value: unknown): ProfileRow["points"] {
  if (!value) return null;
  const points = (typeof value === "string" ? JSON.parse(value) : value) as Omit<
    NonNullable<ProfileRow["points"]>,
    "history"
  > & { history: HistoryJsonEntry[] };
  return { ...points, history: historyFromJson(points.history) };
}

/** The gift totals' json, parsed by node-postgres and PGlite alike (or text from older drivers). */
function giftTotalsFromJson(value: unknown): { giftCards: number; giftCardValue: number } {
  const totals = (typeof value === "string" ? JSON.parse(value) : value) as {
    count?: unknown;
    value?: unknown;
  } | null;
  return { giftCards: Number(totals?.count ?? 0), giftCardValue: Number(totals?.value ?? 0) };
}
