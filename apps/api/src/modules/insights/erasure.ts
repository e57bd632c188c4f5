import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * The insights' roll-ups that are kept per person (visit days, stamp days, postings by actor) move
 * to the anonymous id that stands in for an erased person at the business: every figure stays.
 */
export async function handInsightsToAnonymous(
  db: Db,
  handover: { organizationId: string; userId: string; anonymousId: string },
): Promise<void> {
  const { organizationId, userId, anonymousId } = handover;
  for (const [table, column] of [
    ["customer_visits", "user_id"],
    ["card_stamp_days", "user_id"],
    ["ledger_days", "actor_user_id"],
  ] as const) {
    await db.execute(sql`
      update ${sql.identifier(table)} set ${sql.identifier(column)} = ${anonymousId}
      where organization_id = ${organizationId} and ${sql.identifier(column)} = ${userId}`);
  }
}
