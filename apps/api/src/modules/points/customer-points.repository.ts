import { POINTS_HISTORY_LENGTH, type PointsHistoryEntry } from "@stampwise/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { executePrepared } from "../../db/prepared";
import type { StoredPointsLot } from "../ledger/ledger.table";
import { type HistoryJsonEntry, historyFromJson, pointsHistoryJson } from "./points-history";
import type { LevelRef } from "./points-standing";

/** A customer's points card in one organization, with all its page shows, as one statement reads it. */
export interface CustomerPointsCardRow {
  instanceId: string;
  loyaltyCardId: string;
  organizationName: string;
  programName: string;
  pointsName: string;
  programActive: boolean;
  lots: StoredPointsLot[];
  levels: LevelRef[];
  history: PointsHistoryEntry[];
  rewards: { id: string; name: string; pointsCost: number }[];
}

const parseJson = <T>(value: unknown): T => (typeof value === "string" ? JSON.parse(value) : value) as T;

/**
 * The signed-in customer's points cards, one per organization whose program card they hold, in one
 * statement: the program, the lots, the levels, the latest ledger rows and the active rewards.
 */
export async function listCustomerPointsCards(db: Db, userId: string): Promise<CustomerPointsCardRow[]> {
  const result = await executePrepared(
    db,
    sql`
    select ci.id as instance_id, ci.card_id, o.name as organization_name, lp.name as program_name,
      lp.points_name, lp.active, ci.points_lots,
      (select coalesce(json_agg(json_build_object('id', l.id, 'name', l.name, 'requiredPoints', l.required_points)
          order by l.required_points), '[]'::json)
        from loyalty_levels l where l.organization_id = ci.organization_id) as levels,
      ${pointsHistoryJson(sql`ci.id`, { limit: POINTS_HISTORY_LENGTH, staffNotes: false })} as history,
      (select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name, 'pointsCost', r.points_cost)
          order by r.points_cost, r.created_at), '[]'::json)
        from points_rewards r
        where r.organization_id = ci.organization_id and r.active and r.deleted_at is null) as rewards
    from card_instances ci
    join loyalty_programs lp on lp.points_card_id = ci.card_id and lp.organization_id = ci.organization_id
    join organizations o on o.id = ci.organization_id
    where ci.user_id = ${userId} and ci.deleted_at is null
    order by o.name, ci.created_at`,
  );
  return result.rows.map((row) => ({
    instanceId: String(row.instance_id),
    loyaltyCardId: String(row.card_id),
    organizationName: String(row.organization_name),
    programName: String(row.program_name),
    pointsName: String(row.points_name),
    programActive: Boolean(row.active),
    lots: parseJson(row.points_lots),
    levels: parseJson(row.levels),
    history: historyFromJson(parseJson<HistoryJsonEntry[]>(row.history)).map(
      ({ note: _staffNote, apiKeyName: _staffKey, ...entry }) => entry,
    ),
    rewards: parseJson(row.rewards),
  }));
}
