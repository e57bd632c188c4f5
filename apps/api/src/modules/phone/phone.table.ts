import { integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAtColumn } from "../../db/columns";
import { users } from "../accounts/users.table";

/**
 * A code sent by SMS to confirm a phone number: only its hash is kept, it expires, and it allows
 * a few attempts. SMS goes only to confirmed numbers.
 */
export const phoneConfirmations = pgTable("phone_confirmations", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  phoneNumber: text("phone_number").notNull(),
  codeHash: text("code_hash").notNull(),
  attempts: integer("attempts").notNull().default(0),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAtColumn(),
});
