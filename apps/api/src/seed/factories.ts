import { randomUUID } from "node:crypto";
import type { Language, Role } from "@stampwise/contract";
import type { Db } from "../db/client";
import { hashPassword } from "../lib/crypto";
import { createAccount } from "../modules/accounts/accounts.repository";
import type { UserRow } from "../modules/accounts/users.table";
import { createOrganizationWithMember } from "../modules/organizations/organizations.repository";
import { memberships, type OrganizationRow } from "../modules/organizations/organizations.table";
import { addOrganizationCustomer } from "../modules/users/customers.repository";

export interface UserInput {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  role?: Role;
  language?: Language;
}

export interface OrganizationInput {
  name?: string;
  owner: UserRow;
}

/** A unique address per call, so tests never collide on shared databases. */
export function uniqueEmail(prefix = "person"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

/**
 * The factories both the demo seed and the tests use: the same code path creates every
 * account and organization, so what the tests prove holds for the demo data too.
 */
export function createFactories(db: Db) {
  return {
    async user(input: UserInput = {}): Promise<UserRow & { password: string }> {
      const password = input.password ?? "correct horse battery";
      const row = await createAccount(db, {
        email: input.email ?? uniqueEmail(input.role ?? "user"),
        firstName: input.firstName ?? "Alex",
        lastName: input.lastName ?? "Andersson",
        role: input.role ?? "user",
        language: input.language ?? "en-US",
        passwordHash: await hashPassword(password),
      });
      return { ...row, password };
    },

    async organization(input: OrganizationInput): Promise<OrganizationRow> {
      // In a transaction of its own: an organization never exists without its owner.
      return db.transaction((tx) =>
        createOrganizationWithMember(tx, {
          name: input.name ?? `Café ${randomUUID().slice(0, 6)}`,
          userId: input.owner.id,
          role: "owner",
          email: input.owner.email,
        }),
      );
    },

    /**
     * The person joined the organization by their own act (its join code, an accepted invitation),
     * through the same write those make; `since` back-dates it (the demo's year of history).
     */
    async joinOrganization(organizationId: string, userId: string, since?: Date): Promise<void> {
      await addOrganizationCustomer(db, organizationId, userId, since);
    },

    async addMember(organizationId: string, userId: string): Promise<void> {
      await db.insert(memberships).values({ organizationId, userId, role: "admin" });
    },
  };
}

export type Factories = ReturnType<typeof createFactories>;
