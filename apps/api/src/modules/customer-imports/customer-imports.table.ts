import { CUSTOMER_IMPORT_STATUSES, LANGUAGES } from "@stampwise/contract";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { idColumn, organizationIdColumn } from "../../db/columns";
import { users } from "../accounts/users.table";

/**
 * An import of customers from a file (decision 041). `done_rows` is the checkpoint: the job
 * processes the rows after it in batches, each batch and the checkpoint's move in one transaction,
 * so a worker killed mid-batch leaves the checkpoint where the last whole batch put it.
 */
export const customerImports = pgTable(
  "customer_imports",
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    /** The owner who started it: the ledger rows of its balances name them. */
    startedBy: uuid("started_by")
      .notNull()
      .references(() => users.id),
    status: text("status", { enum: CUSTOMER_IMPORT_STATUSES }).notNull().default("running"),
    sendInvitations: boolean("send_invitations").notNull(),
    /** The language of the accounts it makes and of their invitation: the owner's when starting. */
    language: text("language", { enum: LANGUAGES }).notNull().default("en-US"),
    totalRows: integer("total_rows").notNull(),
    doneRows: integer("done_rows").notNull().default(0),
    createdPeople: integer("created_people").notNull().default(0),
    updatedCustomers: integer("updated_customers").notNull().default(0),
    skippedRows: integer("skipped_rows").notNull().default(0),
    /** Why a run gave up (for the operator's log; the owner sees the status). */
    failure: text("failure"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    index("customer_imports_organization_idx").on(table.organizationId, table.startedAt),
    // One running import per organization: a second start conflicts here, whichever process.
    uniqueIndex("customer_imports_one_running")
      .on(table.organizationId)
      .where(sql`${table.status} = 'running'`),
  ],
);

/** A balance a row brings: the card and the amount in the card's unit (stamps, points, minor units). */
export interface ImportedBalance {
  cardId: string;
  kind: "stamp" | "points" | "gift";
  amount: number;
  /** The file's column it came from (what a dry run names). */
  column?: string;
}

/** The file's rows to import, validated; the job reads them by position after the checkpoint. */
export const customerImportRows = pgTable(
  "customer_import_rows",
  {
    importId: uuid("import_id")
      .notNull()
      .references(() => customerImports.id, { onDelete: "cascade" }),
    /** 0, 1, 2… in file order: what the checkpoint counts. */
    position: integer("position").notNull(),
    line: integer("line").notNull(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phoneNumber: text("phone_number"),
    balances: jsonb("balances").$type<ImportedBalance[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.importId, table.position] })],
);

export type CustomerImportRow = typeof customerImports.$inferSelect;
export type CustomerImportFileRow = typeof customerImportRows.$inferSelect;
