import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { smsOutbox } from "./sms.table";

/** The development outbox's latest text messages (to one number when given), newest first. */
export async function recentSmsOutbox(db: Db, to: string | undefined) {
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(to ? eq(smsOutbox.toNumber, to) : undefined)
    .orderBy(desc(smsOutbox.createdAt))
    .limit(50);
  return rows.map((row) => ({
    id: row.id,
    to: row.toNumber,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  }));
}
