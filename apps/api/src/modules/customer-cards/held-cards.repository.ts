import { LISTED_CARD_KINDS } from "@stampwise/contract";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { executePrepared } from "../../db/prepared";
import type { CardTemplateRow, LoyaltyCardRow, RewardMilestoneRow } from "../cards/cards.table";
import type { CardInstanceRow, RewardRow } from "../ledger/ledger.table";

/**
 * The one read model of the cards a person holds, for the customer's own cards page and for the
 * admin's view of their profile: the same rows, kinds and order in both, so a kind of card (or a
 * retired card) shows in both apps or in neither. A card whose definition was deleted stays, marked
 * `retired`, read-only with its history.
 *
 * One statement (cards, templates, milestones and rewards as JSON), so it can also be embedded in
 * the profile's statement (`heldCardsJson`): the counter opens a profile on every scan.
 */
export interface HeldCard {
  instance: CardInstanceRow;
  card: LoyaltyCardRow;
  template: CardTemplateRow;
  organizationName: string;
  lastActivityAt: Date;
  milestones: RewardMilestoneRow[];
  /** Newest first. */
  rewards: RewardRow[];
  retired: boolean;
}

export interface HeldCardsScope {
  userId: string;
  organizationId?: string;
}

/** The held cards as one JSON array, most recently active first (a SQL expression). */
export function heldCardsJson(scope: { userId: SQL | string; organizationId?: string }): SQL {
  const inOrganization = scope.organizationId ? sql`and ci.organization_id = ${scope.organizationId}` : sql``;
  return sql`coalesce((
    select jsonb_agg(held order by held.last_activity_at desc, held.created_at desc, held.id)
    from (
      select ci.id, ci.created_at,
        to_jsonb(ci) as instance, to_jsonb(lc) as card, to_jsonb(ct) as template,
        o.name as organization_name,
        coalesce((select max(t.created_at) from transactions t where t.instance_id = ci.id), ci.created_at)
          as last_activity_at,
        coalesce((select jsonb_agg(to_jsonb(m) order by m.stamps_needed, m.created_at)
          from reward_milestones m where m.card_id = lc.id), '[]'::jsonb) as milestones,
        coalesce((select jsonb_agg(to_jsonb(r) order by r.issued_at desc, r.cycle desc, r.id)
          from rewards r where r.instance_id = ci.id), '[]'::jsonb) as rewards
      from card_instances ci
      join loyalty_cards lc on lc.id = ci.card_id
      join card_templates ct on ct.card_id = ci.card_id
      join organizations o on o.id = ci.organization_id
      where ci.user_id = ${scope.userId} and ci.deleted_at is null
        and lc.kind in (${sql.join(
          LISTED_CARD_KINDS.map((kind) => sql`${kind}`),
          sql`, `,
        )})
        ${inOrganization}
    ) as held), '[]'::jsonb)`;
}

export async function listHeldCards(db: Db, scope: HeldCardsScope): Promise<HeldCard[]> {
  const result = await executePrepared(db, sql`select ${heldCardsJson(scope)} as cards`);
  return heldCardsFromJson(result.rows[0]?.cards);
}

/** The rows of `heldCardsJson`, as the rest of the code reads them. */
export function heldCardsFromJson(value: unknown): HeldCard[] {
  const held = (typeof value === "string" ? JSON.parse(value) : (value ?? [])) as Record<string, unknown>[];
  return held.map((entry) => {
    const card = rowFromJson<LoyaltyCardRow>(entry.card);
    return {
      instance: rowFromJson<CardInstanceRow>(entry.instance),
      card,
      template: rowFromJson<CardTemplateRow>(entry.template),
      organizationName: String(entry.organization_name),
      lastActivityAt: new Date(String(entry.last_activity_at)),
      milestones: (entry.milestones as unknown[]).map((milestone) =>
        rowFromJson<RewardMilestoneRow>(milestone),
      ),
      rewards: (entry.rewards as unknown[]).map((reward) => rowFromJson<RewardRow>(reward)),
      retired: card.deletedAt !== null,
    };
  });
}

/**
 * A table row from `to_jsonb`: column names to the schema's property names (snake_case to
 * camelCase, the convention of every table here) and `*_at` timestamps back to dates.
 */
function rowFromJson<Row>(value: unknown): Row {
  const entries = Object.entries(value as Record<string, unknown>).map(([column, field]) => {
    const name = column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
    const isTimestamp = column.endsWith("_at") && (typeof field === "string" || field === null);
    return [name, isTimestamp && field !== null ? new Date(field as string) : field];
  });
  return Object.fromEntries(entries) as Row;
}
