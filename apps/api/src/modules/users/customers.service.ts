import type { Db } from "../../db/client";
import { addOrganizationCustomers, removeOrganizationCustomer } from "./customers.repository";

/**
 * The customers relation as other modules may change it, on the caller's handle. An import makes
 * the people it created accounts for customers here: their account exists only by the import, so
 * no one else's act is taken for theirs (decision 033, 041).
 */
export async function makeImportedPeopleCustomers(
  db: Db,
  organizationId: string,
  userIds: string[],
): Promise<void> {
  await addOrganizationCustomers(db, organizationId, userIds);
}

/**
 * The person stops being the organization's customer, by their own act (leaving the business):
 * the customers relation and what the users directory keeps of them here go (their row in the
 * table, search and export; the targeting facts follow by a trigger), and so do the admins'
 * recently viewed entries and the record of having reached them at the counter.
 */
export async function removeCustomer(db: Db, organizationId: string, userId: string): Promise<void> {
  await removeOrganizationCustomer(db, organizationId, userId);
}
