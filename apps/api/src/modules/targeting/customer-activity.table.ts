import { index, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizationIdColumn } from "../../db/columns";
import { users } from "../users/users.table";

/**
 * When a customer's first ledger posting in an organization was, and their last visit (a posting
 * from the counter: qr, identity-scan or manual; not a card change or an expiry). Kept by the
 * ledger's one write per posting (an upsert in the same statement), so targeting reads two columns
 * instead of aggregating the ledger per customer. A table of its own, not columns of
 * organization_customers: scans lock that row before their card, and a manual posting writing it
 * after its card could deadlock with them; this row is only ever locked last.
 */
export const customerActivity = pgTable(
  "customer_activity",
  {
    organizationId: organizationIdColumn(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstPostingAt: timestamp("first_posting_at", { withTimezone: true }).notNull(),
    lastVisitAt: timestamp("last_visit_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.userId] }),
    index("customer_activity_last_visit_idx").on(table.organizationId, table.lastVisitAt),
  ],
);
