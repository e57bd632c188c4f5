import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * A customer who leaves a business gets nothing more from it: its deliveries to them that have not
 * gone out yet are dropped (the ones sent stay, as the record of what was sent).
 */
export async function dropPendingDeliveriesOnLeaving(
  db: Db,
  organizationId: string,
  userId: string,
): Promise<void> {
  await db.execute(sql`
    delete from user_communications
    where organization_id = ${organizationId} and user_id = ${userId} and status = 'pending'`);
}
