import type { Db } from "../../db/client";
import { addOrganizationCustomers } from "./customers.repository";

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
