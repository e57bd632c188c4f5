import type { Db } from "../../db/client";
import { createAccount } from "./accounts.repository";

/**
 * What other modules may ask of accounts beyond reading them. An imported person (Settings →
 * Import) gets a customer account without a password: they choose one through "forgot password"
 * or the invitation the owner may send. Runs on the caller's handle (the import's batch).
 */
export async function createAccountWithoutPassword(
  db: Db,
  person: { email: string; firstName: string; lastName: string; phoneNumber: string | null },
): Promise<{ id: string }> {
  const row = await createAccount(db, { ...person, role: "user", passwordHash: null });
  return { id: row.id };
}
