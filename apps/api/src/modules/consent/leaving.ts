import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type ConsentSource, setConsent } from "./consent.repository";
import { marketingConsents } from "./consent.table";

/**
 * A customer who leaves a business says no to all its news: each consent still on ends, logged
 * with the source `left_business` (the log keeps what the person did, and when).
 */
export async function withdrawConsentsOnLeaving(
  db: Db,
  organizationId: string,
  userId: string,
): Promise<void> {
  await withdrawConsents(db, organizationId, userId, "left_business");
}

/** Ends each of the person's consents still on at the business, logged with `source`. */
export async function withdrawConsents(
  db: Db,
  organizationId: string,
  userId: string,
  source: ConsentSource,
): Promise<void> {
  const granted = await db
    .select({ channel: marketingConsents.channel })
    .from(marketingConsents)
    .where(
      and(
        eq(marketingConsents.organizationId, organizationId),
        eq(marketingConsents.userId, userId),
        eq(marketingConsents.granted, true),
      ),
    );
  for (const { channel } of granted) {
    await setConsent(db, { organizationId, userId, channel, granted: false, source });
  }
}
