import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../accounts/users.table";
import { setConsent } from "./consent.repository";
import { marketingConsents } from "./consent.table";

/**
 * A STOP texted from `phoneNumber`: every account that confirmed the number gives up SMS marketing
 * in every organization where it had it on (source `sms_stop`). Answers how many consents ended.
 */
export async function optOutPhoneNumber(db: Db, phoneNumber: string): Promise<number> {
  const granted = await db
    .select({ userId: marketingConsents.userId, organizationId: marketingConsents.organizationId })
    .from(marketingConsents)
    .innerJoin(users, eq(users.id, marketingConsents.userId))
    .where(
      sql`${users.phoneNumber} = ${phoneNumber} and ${users.phoneConfirmedAt} is not null
        and ${marketingConsents.channel} = 'sms' and ${marketingConsents.granted}`,
    );
  for (const consent of granted) {
    await setConsent(db, { ...consent, channel: "sms", granted: false, source: "sms_stop" });
  }
  return granted.length;
}
