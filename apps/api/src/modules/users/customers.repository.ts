import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../accounts/users.table";
import { organizationCustomers } from "./users-directory.table";

/**
 * Who is a customer of which organization (organization_customers) and who showed their identity
 * code here without being one (reached_users): the relation the ledger, the joining paths and
 * gift cards write, and the users directory reads. The ledger reaches these through the
 * neighbours app.ts hands it (it sits below this module).
 */

/** Makes the person a customer here (once); `since` back-dates it with a posting's `at`. */
export async function addOrganizationCustomer(
  db: Db,
  organizationId: string,
  userId: string,
  since?: Date,
): Promise<void> {
  await db
    .insert(organizationCustomers)
    .values({ organizationId, userId, ...(since ? { memberSince: since } : {}) })
    .onConflictDoNothing();
}

/** Makes these people customers here, one statement; those who are already stay as they are. */
export async function addOrganizationCustomers(db: Db, organizationId: string, userIds: string[]) {
  if (userIds.length === 0) return;
  await db
    .insert(organizationCustomers)
    .values(userIds.map((userId) => ({ organizationId, userId })))
    .onConflictDoNothing();
}

/**
 * A customer account staff may give a card to here: one that is already this organization's
 * customer, or whose own act identified it at the counter (a scanned identity code). Staff
 * never make a stranger a customer by knowing their id or address; only the person's own act
 * does (a counter or join code, an accepted invitation), which posts with `customerAct`.
 */
export async function findCustomer(db: Db, organizationId: string, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.role, "user"),
        or(
          sql`exists (select 1 from organization_customers oc
            where oc.organization_id = ${organizationId} and oc.user_id = ${users.id})`,
          sql`exists (select 1 from reached_users r
            where r.organization_id = ${organizationId} and r.user_id = ${users.id})`,
        ),
      ),
    );
  return row;
}

/** A customer account, whatever its relation here: for the person's own act only. */
export async function findCustomerAccount(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, "user")));
  return row;
}

/** The person out of the customers relation here, with the directory's other rows about them here. */
export async function removeOrganizationCustomer(
  db: Db,
  organizationId: string,
  userId: string,
): Promise<void> {
  await db.execute(
    sql`delete from recent_users where organization_id = ${organizationId} and user_id = ${userId}`,
  );
  await db.execute(
    sql`delete from reached_users where organization_id = ${organizationId} and user_id = ${userId}`,
  );
  await db.execute(
    sql`delete from organization_customers where organization_id = ${organizationId} and user_id = ${userId}`,
  );
}
