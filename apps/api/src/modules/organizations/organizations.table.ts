import { DEFAULT_TIME_ZONE } from "@stampwise/contract";
import { doublePrecision, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../accounts/users.table";

export const organizations = pgTable("organizations", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email"),
  phoneNumber: text("phone_number"),
  /**
   * ISO 3166 country chosen in settings: how numbers staff type without a country code are read.
   * Null until chosen, when the phone number's country (else Sweden) stands in: `phoneCountryOf`.
   */
  country: text("country"),
  address: text("address"),
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
  /** IANA time zone: scheduled times, targeting dates, insight days and the admin's times are read in it. */
  timeZone: text("time_zone").notNull().default(DEFAULT_TIME_ZONE),
  /** An owner hid the dashboard's setup checklist; null while it shows (until every step is done). */
  setupChecklistDismissedAt: timestamp("setup_checklist_dismissed_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** An admin's place in an organization. Customers relate through their cards, not here. */
export const memberships = pgTable(
  "memberships",
  {
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["owner", "admin"] }).notNull(),
    /**
     * How this organization knows its administrator: set from the invitation and edited by its
     * owners, so one shop's edit never renames the person's account or their place elsewhere.
     * Null falls back to the account's own names and phone.
     */
    firstName: text("first_name"),
    lastName: text("last_name"),
    phoneNumber: text("phone_number"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.userId] }),
    index("memberships_user_idx").on(table.userId),
  ],
);

export type OrganizationRow = typeof organizations.$inferSelect;
