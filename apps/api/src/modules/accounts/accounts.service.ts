import type { Language } from "@stampwise/contract";
import type { Db } from "../../db/client";
import { createAccountsWithoutPasswords } from "./accounts.repository";

/**
 * What other modules may ask of accounts beyond reading them. An imported person (Settings →
 * Import) gets a customer account without a password: they choose one through "forgot password"
 * or the invitation the owner may send. Runs on the caller's handle (the import's batch): one
 * statement for the batch's people, email → the new account's id. An address that has an account
 * by now (made since the batch read them) gets none and is missing from the answer.
 */
export async function createAccountsWithoutPassword(
  db: Db,
  people: { email: string; firstName: string; lastName: string; phoneNumber: string | null }[],
  language: Language,
): Promise<Map<string, string>> {
  return createAccountsWithoutPasswords(db, people, language);
}
