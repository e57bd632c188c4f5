import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** Staff invitations sent to an erased person's address (with the name and phone they gave) go. */
export async function forgetInvitationsTo(db: Db, email: string): Promise<void> {
  await db.execute(sql`delete from invitations where lower(email) = ${email}`);
}
