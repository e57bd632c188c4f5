import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * An erased person's line in an import still waiting to run loses everything that named them, and
 * the run skips it (the row stays, so the checkpoint still counts positions). A finished import
 * keeps no rows.
 */
export async function forgetImportRows(db: Db, email: string): Promise<void> {
  await db.execute(sql`
    update customer_import_rows
    set email = '', first_name = '', last_name = '', phone_number = null, balances = '[]'::jsonb
    where email = ${email}`);
}

/** Imports an erased person started in a past as staff stay in the business's record, by the stand-in. */
export async function handImportsToAnonymous(
  db: Db,
  handover: { organizationId: string; userId: string; anonymousId: string },
): Promise<void> {
  await db.execute(sql`
    update customer_imports set started_by = ${handover.anonymousId}
    where organization_id = ${handover.organizationId} and started_by = ${handover.userId}`);
}
