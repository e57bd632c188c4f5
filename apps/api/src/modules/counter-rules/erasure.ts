import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** Scans the counter rules refused for an erased person stay counted, under the anonymous id. */
export async function handCounterEventsToAnonymous(
  db: Db,
  handover: { organizationId: string; userId: string; anonymousId: string },
): Promise<void> {
  const { organizationId, userId, anonymousId } = handover;
  await db.execute(sql`
    update fraud_events set
      user_id = case when user_id = ${userId} then ${anonymousId}::uuid else user_id end,
      actor_user_id = case when actor_user_id = ${userId} then ${anonymousId}::uuid else actor_user_id end
    where organization_id = ${organizationId} and (user_id = ${userId} or actor_user_id = ${userId})`);
}
