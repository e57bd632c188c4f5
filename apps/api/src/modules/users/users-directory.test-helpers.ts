import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { TestApp } from "../../../test/test-app";
import { users } from "../accounts/users.table";
import { signedInAdmin } from "../stamp-cards/stamp-cards.test-helpers";
import { organizationCustomers } from "./users-directory.table";

export interface PersonInput {
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string | null;
}

/**
 * A random Swedish mobile number and the ways staff type it: national ("070-123 45 67", with and
 * without spaces), international with spaces, and with the 00 prefix. Random, so an exact search on
 * a shared PostgreSQL database finds only this test's person.
 */
export function swedishMobile() {
  const operator = ["70", "72", "73", "76"][Math.floor(Math.random() * 4)];
  const digits = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
  const [a, b, c] = [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)];
  return {
    e164: `+46${operator}${digits}`,
    typed: [
      `0${operator}${digits}`,
      `0${operator}-${a} ${b} ${c}`,
      `+46 ${operator} ${a} ${b} ${c}`,
      `0046${operator}${digits}`,
    ],
    /** The start of the national form, as far as staff may have typed ("070-123"). */
    nationalStart: `0${operator}-${a}`,
  };
}

/** A unique token to put in names, so searches on a shared PostgreSQL database find only this test's people. */
export const uniqueWord = (prefix = "Zed") => `${prefix}${randomUUID().replaceAll("-", "").slice(0, 8)}`;

/** A role-'user' account that holds no card anywhere. */
export async function person(testApp: TestApp, input: PersonInput = {}) {
  const user = await testApp.factories.user({
    role: "user",
    firstName: input.firstName ?? "Alex",
    lastName: input.lastName ?? uniqueWord("Andersson"),
    ...(input.email && { email: input.email }),
  });
  if (input.phoneNumber) {
    await testApp.db.update(users).set({ phoneNumber: input.phoneNumber }).where(eq(users.id, user.id));
  }
  return { ...user, phoneNumber: input.phoneNumber ?? null };
}

/** An admin whose organization has a stamp card, and a way to make customers of it. */
export async function directoryAdmin(testApp: TestApp) {
  const admin = await signedInAdmin(testApp);
  const card = await admin.createCard();

  /** Gives the person the card, which makes them a customer; optionally back-dates membership. */
  async function addCustomer(input: PersonInput = {}, memberSince?: Date) {
    const user = await person(testApp, input);
    // Staff give cards to customers only: the person joined first, by their own act.
    await testApp.factories.joinOrganization(admin.organization.id, user.id);
    const response = await admin.call("POST", "/loyalty-card-instance", {
      userId: user.id,
      loyaltyCardId: card.id,
    });
    if (response.statusCode !== 201) throw new Error(`card not given: ${response.body}`);
    if (memberSince) {
      await testApp.db
        .update(organizationCustomers)
        .set({ memberSince })
        .where(eq(organizationCustomers.userId, user.id));
    }
    return { ...user, instance: response.json() };
  }

  return { ...admin, card, addCustomer };
}

export type DirectoryAdmin = Awaited<ReturnType<typeof directoryAdmin>>;
