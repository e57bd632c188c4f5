import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** The counter codes an erased person redeemed stay redeemed, by the anonymous id. */
export async function handRedeemedCodesToAnonymous(
  db: Db,
  handover: { organizationId: string; userId: string; anonymousId: string },
): Promise<void> {
  const { organizationId, userId, anonymousId } = handover;
  await db.execute(sql`
    update qr_code_instances set redeemed_by_user_id = ${anonymousId}
    where organization_id = ${organizationId} and redeemed_by_user_id = ${userId}`);
}
