import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { withdrawConsents } from "./leaving";

/**
 * An erased person's consents at one business: every yes still on ends (logged as
 * `account_erased`), then the consents and their log move to the anonymous id. The log keeps what
 * a business must be able to show (which channel, yes or no, when, from where) and never held an
 * address.
 */
export async function handConsentsToAnonymous(
  db: Db,
  handover: { organizationId: string; userId: string; anonymousId: string },
): Promise<void> {
  const { organizationId, userId, anonymousId } = handover;
  await withdrawConsents(db, organizationId, userId, "account_erased");
  await db.execute(sql`
    update marketing_consents set user_id = ${anonymousId}
    where organization_id = ${organizationId} and user_id = ${userId}`);
  await db.execute(sql`
    update consent_events set user_id = ${anonymousId}
    where organization_id = ${organizationId} and user_id = ${userId}`);
}
