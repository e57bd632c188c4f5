import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * What the businesses' admins typed to find an erased person: a recent search that is part of
 * their name, email or phone (or holds their email, or four or more of the phone's digits, a leading 0 aside) goes, at the
 * businesses that knew them. Their rows in the customers relation, recently viewed and reached go
 * with the account (foreign keys); a customer row going leaves its join date in former_customers.
 */
export async function forgetSearchesFor(
  db: Db,
  person: { organizationIds: string[]; searchText: string; email: string; phoneNumber: string | null },
): Promise<void> {
  if (person.organizationIds.length === 0) return;
  const digits = (person.phoneNumber ?? "").replace(/\D/g, "");
  await db.execute(sql`
    delete from recent_searches
    where organization_id in (${sql.join(
      person.organizationIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and (strpos(${person.searchText}, lower(btrim(query))) > 0
        or strpos(lower(query), ${person.email}) > 0
        or (${digits} <> '' and length(ltrim(regexp_replace(query, '\\D', '', 'g'), '0')) >= 4
          and strpos(${digits}, ltrim(regexp_replace(query, '\\D', '', 'g'), '0')) > 0))`);
}

/** Locks the person's customer rows, which a posting locks next to the card (after lockCardsOf). */
export async function lockCustomerRowsOf(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select 1 from organization_customers where user_id = ${userId}
    order by organization_id for update`);
}
