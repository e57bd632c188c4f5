import { sql } from "drizzle-orm";
import { pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** Everybody: admins and customers. Emails are stored lower-cased, so uniqueness is case-insensitive. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phoneNumber: text("phone_number"),
    pictureUrl: text("picture_url"),
    role: text("role", { enum: ["admin", "user"] }).notNull(),
    language: text("language", { enum: ["en-US", "sv-SE"] })
      .notNull()
      .default("en-US"),
    googleSubject: text("google_subject"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_email_unique").on(table.email),
    uniqueIndex("users_google_subject_unique")
      .on(table.googleSubject)
      .where(sql`${table.googleSubject} is not null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
