import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * The business's webhook log names an erased person by id only (events carry ids, never contact
 * details): the id becomes the anonymous one, in deliveries sent and waiting alike.
 */
export async function handWebhookLogToAnonymous(
  db: Db,
  handover: { organizationId: string; userId: string; anonymousId: string },
): Promise<void> {
  const { organizationId, userId, anonymousId } = handover;
  await db.execute(sql`
    update webhook_deliveries
    set data = replace(data::text, ${userId}, ${anonymousId})::jsonb
    where endpoint_id in (select id from webhook_endpoints where organization_id = ${organizationId})
      and strpos(data::text, ${userId}) > 0`);
}
