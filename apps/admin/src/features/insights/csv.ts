import type { StaffActivity, StatisticsResponse } from "@stampwise/contract";

type LiabilityMonth = NonNullable<StatisticsResponse["reports"]>["liabilityByMonth"][number];

/** A cell: text (anybody's to choose, such as a staff member's name) or a number we computed. */
export type CsvValue = string | number | null;

/**
 * Spreadsheets run a cell that starts with one of these as a formula (CSV injection, OWASP): a
 * staff member's name is theirs to choose. A leading apostrophe makes it plain text. Tab and
 * carriage return count too: some programs strip them and then see the formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One RFC 4180 field: quoted when it holds a comma, a quote or a line break; text that could run
 * as a formula neutralised. Numbers are written plainly ("-5" stays a number a sheet can sum):
 * they come from the server's figures, never from what somebody typed.
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * A CSV file's text: a byte-order mark first (without it Excel reads UTF-8 as a legacy code page
 * and garbles "Åsa Öberg"), the header row, then one CRLF-ended line per row.
 */
export function csvText(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const line = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(",")}\r\n`;
  return `\uFEFF${line(header)}${rows.map(line).join("")}`;
}

/** Öre as kronor with two decimals and a point ("1234.50"): one reading in every spreadsheet. */
export function kronorCell(minorUnits: number | null): string | null {
  return minorUnits === null ? null : (minorUnits / 100).toFixed(2);
}

/**
 * Month, unspent points, their value in kronor (empty when the program does not say what a point
 * is worth), gift card balances.
 */
export function liabilityCsvRows(months: readonly LiabilityMonth[]): CsvValue[][] {
  return months.map((month) => [
    month.month,
    month.pointsOutstanding,
    kronorCell(month.pointsValue),
    kronorCell(month.giftOutstanding),
  ]);
}

/** Name, email, stamps given, points given, postings; a deleted account (no name) as `deletedAccount`. */
export function staffCsvRows(staff: readonly StaffActivity[], deletedAccount: string): CsvValue[][] {
  return staff.map((member) => [
    member.name || deletedAccount,
    member.email,
    member.stampsGiven,
    member.pointsGiven,
    member.postings,
  ]);
}

/**
 * `staff-activity-2025-06-01-2026-05-31.csv`: the table's name in plain letters (the reader's
 * language, without diacritics) and the range, so two ranges' exports never overwrite each other.
 */
export function insightsFilename(name: string, range: { from: string; to: string }): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${[slug || "insights", range.from, range.to].join("-")}.csv`;
}
