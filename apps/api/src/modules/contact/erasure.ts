import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** Messages an erased person sent through the landing page's contact form go. */
export async function forgetContactMessagesFrom(db: Db, email: string): Promise<void> {
  await db.execute(sql`delete from contact_messages where lower(email) = ${email}`);
}
