import type { Language, Role } from "@stampwise/contract";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
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

/** The account with this email, if any (the email is normalized first). */
export async function findAccountByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row;
}

/** The account with this id, if any. */
export async function findAccountById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The account linked to this Google subject, if any. */
export async function findAccountByGoogleSubject(db: Db, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject));
  return row;
}

/** Creates an account, its email normalized. */
export async function createAccount(db: Db, user: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: normalizeEmail(user.email) })
    .returning();
  if (!row) throw new Error("insert returned no user");
  return row;
}

/** Customer accounts without a password, one statement; email → id for those made (see the service). */
export async function createAccountsWithoutPasswords(
  db: Db,
  people: { email: string; firstName: string; lastName: string; phoneNumber: string | null }[],
  language: NewUser["language"],
): Promise<Map<string, string>> {
  if (people.length === 0) return new Map();
  const rows = await db
    .insert(users)
    .values(
      people.map((person) => ({
        ...person,
        email: normalizeEmail(person.email),
        role: "user" as const,
        passwordHash: null,
        language,
      })),
    )
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email });
  return new Map(rows.map((row) => [row.email, row.id]));
}

/** Changes the account's given fields. */
export async function updateAccount(db: Db, id: string, changes: Partial<NewUser>): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** The account's phone number and when it was confirmed (a number is only used once confirmed). */
export async function findPhoneNumber(db: Db, id: string) {
  const [row] = await db
    .select({ phoneNumber: users.phoneNumber, confirmedAt: users.phoneConfirmedAt })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** Sets the account's number as confirmed now, or takes it away (null). */
export async function setConfirmedPhoneNumber(db: Db, id: string, phoneNumber: string | null): Promise<void> {
  await db
    .update(users)
    .set({ phoneNumber, phoneConfirmedAt: phoneNumber ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}
