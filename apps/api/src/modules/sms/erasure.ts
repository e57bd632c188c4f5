import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** Text messages to an erased person's number (the development outbox) go. */
export async function forgetTextsTo(db: Db, phoneNumber: string): Promise<void> {
  await db.execute(sql`delete from sms_outbox where to_number = ${phoneNumber}`);
}
