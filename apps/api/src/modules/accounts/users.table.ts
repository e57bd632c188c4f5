import { sql } from "drizzle-orm";
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

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
    /** Set when the customer confirmed the number with a code sent by SMS; SMS goes only then. */
    phoneConfirmedAt: timestamp("phone_confirmed_at", { withTimezone: true }),
    /** Optional, given by the customer: the "age" of targeting. */
    birthDate: date("birth_date"),
    pictureUrl: text("picture_url"),
    role: text("role", { enum: ["admin", "user"] }).notNull(),
    language: text("language", { enum: ["en-US", "sv-SE"] })
      .notNull()
      .default("en-US"),
    googleSubject: text("google_subject"),
    /**
     * What the admin's user search matches, lower-cased once on write: full name, email and phone,
     * separated by chr(1) (never typed into a search) so a match cannot span two of them. A plain
     * LIKE on it costs a fraction of ILIKE on each column. Copied to organization_customers, whose
     * trigram index the search uses.
     */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower("first_name" || ' ' || "last_name" || chr(1) || "email" || chr(1) || coalesce("phone_number", ''))`,
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set on an anonymous stand-in: the account that carries an erased person's history at one
     * business (their cards, postings, consent log), with no name, a made-up address that can not
     * receive mail, and no way to sign in. See decision 043.
     */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("users_email_unique").on(table.email),
    uniqueIndex("users_google_subject_unique")
      .on(table.googleSubject)
      .where(sql`${table.googleSubject} is not null`),
    // The user search's exact phone match (a person who is not a customer yet).
    index("users_phone_number_idx").on(table.phoneNumber),
  ],
);

export type UserRow = typeof users.$inferSelect;
