import type { Language, Role, User } from "@stampwise/contract";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { statementName } from "../../db/prepared";
import { memberships, organizations } from "../organizations/organizations.table";
import { type UserRow, users } from "./users.table";

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  language?: Language;
  passwordHash?: string | null;
  googleSubject?: string | null;
  pictureUrl?: string | null;
  phoneNumber?: string | null;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function createUsersRepository({ db }: { db: Db }) {
  // Runs on every session check of the apps: prepared once per connection.
  const findOrganizationsOfUser = db
    .select({
      id: organizations.id,
      name: organizations.name,
      email: organizations.email,
      role: memberships.role,
      timeZone: organizations.timeZone,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(memberships.userId, sql.placeholder("userId")))
    .orderBy(memberships.createdAt, organizations.name)
    .prepare(statementName("find_organizations_of_user"));

  return {
    async findByEmail(email: string, tx: Db = db): Promise<UserRow | undefined> {
      const [row] = await tx
        .select()
        .from(users)
        .where(eq(users.email, normalizeEmail(email)));
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByGoogleSubject(subject: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.googleSubject, subject));
      return row;
    },

    async create(user: NewUser, tx: Db = db): Promise<UserRow> {
      const [row] = await tx
        .insert(users)
        .values({ ...user, email: normalizeEmail(user.email) })
        .returning();
      if (!row) throw new Error("insert returned no user");
      return row;
    },

    async update(id: string, changes: Partial<NewUser>, tx: Db = db): Promise<void> {
      await tx
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id));
    },

    /** The user as the apps see it: profile plus the organizations they administer. */
    async toDto(user: UserRow): Promise<User> {
      const organizationRows = await findOrganizationsOfUser.execute({ userId: user.id });
      return {
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phoneNumber: user.phoneNumber,
        pictureUrl: user.pictureUrl,
        role: user.role,
        language: user.language,
        memberSince: user.createdAt.toISOString(),
        organizations: organizationRows,
      };
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
