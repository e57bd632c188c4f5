import { z } from "zod";
import { LANGUAGES } from "./constants";

/**
 * Importing existing customers from a CSV file (Settings → Import, decision 041). A dry run reads
 * the file and says what an import would do; the import itself runs as a job in batches.
 */

/** The most data rows one file may hold. */
export const CUSTOMER_IMPORT_ROWS_MAX = 100_000;
/** The most bytes one file may have (the routes' body limit): 100,000 rows with a few cards fit. */
export const CUSTOMER_IMPORT_BYTES_MAX = 25 * 1024 * 1024;
/** A column holding a stamp card's stamps is named `stamps: <card name>`, a gift card's `gift: <card name>`. */
export const CUSTOMER_IMPORT_STAMPS_PREFIX = "stamps:";
export const CUSTOMER_IMPORT_GIFT_PREFIX = "gift:";
/** The columns that are not a card's. */
export const CUSTOMER_IMPORT_PERSON_COLUMNS = [
  "email",
  "first_name",
  "last_name",
  "phone",
  "points",
] as const;

/** Why a row of the file is not imported (the apps translate each). */
export const CUSTOMER_IMPORT_ROW_PROBLEMS = [
  "EMAIL_MISSING",
  "EMAIL_INVALID",
  /** The same email on an earlier line of the file: the later lines are refused. */
  "EMAIL_DUPLICATE",
  "NAME_TOO_LONG",
  "PHONE_INVALID",
  /** Negative, a fraction, or not a number. */
  "STAMPS_INVALID",
  /** More than the card holds in one cycle. */
  "STAMPS_TOO_MANY",
  "POINTS_INVALID",
  /** More than a card's balance can be. */
  "POINTS_TOO_HIGH",
  /** A points column while the organization has no points program. */
  "POINTS_NO_PROGRAM",
  "GIFT_BALANCE_INVALID",
  "GIFT_BALANCE_TOO_HIGH",
  /** A value in a column that names no card of the organization. */
  "UNKNOWN_COLUMN",
  /** A cell that a spreadsheet would run as a formula (`=HYPERLINK(…)`, `@SUM(…)`). */
  "FORMULA",
  "NUL_BYTE",
  /** More or fewer cells than the header has columns. */
  "CELL_COUNT",
  /**
   * This person's balance on this card was imported before (by any file): an import gives a
   * balance once per person and card, so this value will not change it.
   */
  "ALREADY_IMPORTED",
] as const;
export type CustomerImportRowProblem = (typeof CUSTOMER_IMPORT_ROW_PROBLEMS)[number];

/** One problem: the file's line (1 is the header), the column it is in (null: the whole row). */
export const CustomerImportIssueSchema = z.object({
  line: z.int(),
  column: z.string().nullable(),
  problem: z.enum(CUSTOMER_IMPORT_ROW_PROBLEMS),
});
export type CustomerImportIssue = z.infer<typeof CustomerImportIssueSchema>;

/**
 * What a file holds, row by row: `newPeople` have no Stampwise account (one is made); `customers`
 * already are this organization's customers; `accountsElsewhere` have an account but are not
 * customers here: they are never attached (decision 033), staff invite them instead; `wrong` rows
 * have a problem and are skipped. `alreadyImported` counts the rows (of new people or customers)
 * whose every balance was imported before: importing them changes nothing.
 */
export const CustomerImportSummarySchema = z.object({
  rows: z.int(),
  newPeople: z.int(),
  customers: z.int(),
  accountsElsewhere: z.int(),
  wrong: z.int(),
  alreadyImported: z.int(),
  /** Every problem, in line order (those of rows with ALREADY_IMPORTED too, which are not wrong). */
  issues: z.array(CustomerImportIssueSchema),
  /** The lines of the accounts elsewhere, so staff can find them in their own file and invite them. */
  accountsElsewhereLines: z.array(z.int()),
});
export type CustomerImportSummary = z.infer<typeof CustomerImportSummarySchema>;

export const StartCustomerImportQuerySchema = z.object({
  /** Email the new people an invitation to set a password and see their cards. */
  sendInvitations: z.enum(["true", "false"]).default("false"),
  /**
   * The language of the accounts the import makes and of their invitation; without it the
   * request's Accept-Language, and English when that names neither language.
   */
  language: z.enum(LANGUAGES).optional(),
});

export const CUSTOMER_IMPORT_STATUSES = ["running", "done", "failed"] as const;
export type CustomerImportStatus = (typeof CUSTOMER_IMPORT_STATUSES)[number];

export const CustomerImportSchema = z.object({
  id: z.uuid(),
  status: z.enum(CUSTOMER_IMPORT_STATUSES),
  sendInvitations: z.boolean(),
  /** The rows the job processes (new people and customers); wrong rows and accounts elsewhere are not among them. */
  totalRows: z.int(),
  doneRows: z.int(),
  createdPeople: z.int(),
  updatedCustomers: z.int(),
  /** Rows the job could not import after all (the person made an account meanwhile, a card was deleted). */
  skippedRows: z.int(),
  startedBy: z.object({ firstName: z.string(), lastName: z.string() }),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type CustomerImport = z.infer<typeof CustomerImportSchema>;

export const CustomerImportListSchema = z.object({ imports: z.array(CustomerImportSchema) });
export type CustomerImportList = z.infer<typeof CustomerImportListSchema>;

export const StartedCustomerImportSchema = z.object({ id: z.uuid() });
