import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * What sign-in keeps under an erased person's address besides the account (whose sessions go with
 * it): links mailed to it, and the counters of attempts that name it or the account's id.
 */
export async function forgetSignInTraces(db: Db, person: { email: string; userId: string }): Promise<void> {
  await db.execute(sql`delete from email_tokens where email = ${person.email}`);
  await db.execute(sql`delete from rate_limits
    where strpos(key, ${person.email}) > 0 or strpos(key, ${person.userId}) > 0`);
}
