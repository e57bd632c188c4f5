import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { dropPendingDeliveriesOnLeaving } from "./leaving";

/**
 * An erased person's messages from one business: those not sent yet are dropped; the records of
 * those sent stay (a campaign's figures count them) under the anonymous id, without the address
 * they went to, what they said, or a failure's words (which may quote the address).
 */
export async function handDeliveriesToAnonymous(
  db: Db,
  handover: { organizationId: string; userId: string; anonymousId: string },
): Promise<void> {
  const { organizationId, userId, anonymousId } = handover;
  await dropPendingDeliveriesOnLeaving(db, organizationId, userId);
  await db.execute(sql`
    update user_communications
    set user_id = ${anonymousId}, address = null, sent_content = null, failure_reason = null
    where user_id = ${userId} and organization_id = ${organizationId}`);
}
