import type { Language, Role } from "@stampwise/contract";
import { eq } from "drizzle-orm";
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

export function createUsersRepository({ db }: { db: Db }) {
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
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
