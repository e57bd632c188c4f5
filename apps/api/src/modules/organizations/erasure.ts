import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/prepared";

/**
 * Whether the account is on a business's team (owner or admin). Such an account is not deleted as
 * a customer: its business would lose a member (perhaps its only owner) without being asked.
 */
export async function isOnATeam(db: Db, userId: string): Promise<boolean> {
  const [row] = await queryRows(db, sql`select 1 from memberships where user_id = ${userId} limit 1`);
  return row !== undefined;
}
