import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "../../db/columns";

/** Text messages while no SMS provider is configured (SMS_URL unset): the dev outbox. */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: idColumn(),
    toNumber: text("to_number").notNull(),
    body: text("body").notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index("sms_outbox_to_idx").on(table.toNumber, table.createdAt)],
);
