import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** Mails to an erased person's address, sent or waiting, go: the outbox keeps their words. */
export async function forgetMailsTo(db: Db, email: string): Promise<void> {
  await db.execute(sql`delete from mail_outbox where to_address = ${email}`);
}
