import type { CardInstanceRow, RewardRow, TransactionRow } from "./ledger.table";

/**
 * The posting write answers its rows as JSON (one statement, several tables): these turn them
 * into the rows the rest of the module maps to the contract.
 */
const date = (value: unknown) => new Date(String(value));
const nullableDate = (value: unknown) => (value === null || value === undefined ? null : date(value));
const nullableString = (value: unknown) => (value === null || value === undefined ? null : String(value));

export function transactionFromJson(row: Record<string, unknown>): TransactionRow {
  return {
    id: String(row.id),
    organizationId: String(row.organization_id),
    instanceId: String(row.instance_id),
    kind: row.kind as TransactionRow["kind"],
    delta: Number(row.delta),
    balanceAfter: Number(row.balance_after),
    source: row.source as TransactionRow["source"],
    actorUserId: String(row.actor_user_id),
    actorApiKeyId: nullableString(row.actor_api_key_id),
    idempotencyKey: String(row.idempotency_key),
    note: nullableString(row.note),
    createdAt: date(row.created_at),
  };
}

export function instanceFromJson(row: Record<string, unknown>): CardInstanceRow {
  return {
    id: String(row.id),
    organizationId: String(row.organization_id),
    cardId: String(row.card_id),
    userId: String(row.user_id),
    balance: Number(row.balance),
    cycle: Number(row.cycle),
    cycleRewardedMilestones: (row.cycle_rewarded_milestones as string[] | null) ?? [],
    recentScans: (row.recent_scans as CardInstanceRow["recentScans"] | null) ?? [],
    giftCode: row.gift_code === null || row.gift_code === undefined ? null : String(row.gift_code),
    pointsLots: (row.points_lots as CardInstanceRow["pointsLots"] | null) ?? [],
    pointsNextExpiryAt: nullableDate(row.points_next_expiry_at),
    pointsQualifying: Number(row.points_qualifying ?? 0),
    pointsQualifyingUntil: nullableDate(row.points_qualifying_until),
    createdAt: date(row.created_at),
    deletedAt: nullableDate(row.deleted_at),
  };
}

export function rewardFromJson(row: Record<string, unknown>): RewardRow {
  return {
    id: String(row.id),
    organizationId: String(row.organization_id),
    instanceId: String(row.instance_id),
    milestoneId: nullableString(row.milestone_id),
    transactionId: nullableString(row.transaction_id),
    name: String(row.name),
    status: row.status as RewardRow["status"],
    cycle: Number(row.cycle),
    issuedAt: date(row.issued_at),
    redeemedAt: nullableDate(row.redeemed_at),
    redeemedBy: nullableString(row.redeemed_by),
    redeemedByApiKeyId: nullableString(row.redeemed_by_api_key_id),
    pointsRewardId: nullableString(row.points_reward_id),
  };
}
