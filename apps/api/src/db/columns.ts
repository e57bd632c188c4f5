import { customType, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizations } from "../modules/organizations/organizations.table";

/**
 * Columns most tables share, defined once. Each call returns a fresh builder (drizzle binds a
 * builder to the table it is used in).
 */
export const idColumn = () => uuid("id").primaryKey().defaultRandom();

/** The owning organization: every business row carries it, and goes with it. */
export const organizationIdColumn = () =>
  uuid("organization_id")
    .notNull()
    .references(() => organizations.id, { onDelete: "cascade" });

export const createdAtColumn = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * A set of local calendar days or months as a bit string (`bit varying`): bit i is the day
 * `from + i` (the `from` in a date column beside it), or the i-th month from January 2000. What
 * insights count distinct visitors with (decision 023).
 */
export const dayBitsColumn = customType<{ data: string; driverData: string }>({
  dataType: () => "bit varying",
});

/**
 * Bytes (`bytea`): a file kept for a while, such as a data export. node-postgres reads a Buffer,
 * PGlite a Uint8Array; both come back as a Buffer.
 */
export const byteaColumn = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
