/**
 * Writing CSV a person opens in a spreadsheet (the customer list, a data export): RFC 4180 fields,
 * CRLF line ends, and a byte-order mark first so Excel reads UTF-8 ("Åsa Öberg") as UTF-8.
 */

/**
 * Spreadsheets run a cell that starts with one of these as a formula (CSV injection, OWASP); a
 * leading apostrophe makes it plain text. Tab, carriage return and line feed count too, and so
 * does a formula behind leading spaces: some programs strip them and then see the formula.
 */
const FORMULA_START = /^\s*[=+\-@\t\r\n]/;

/** One RFC 4180 field: quoted when it holds a comma, quote or line break; formulas neutralized. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * A cell of any type: a number as written (a negative number is no formula, and stays a number
 * in the sheet), null and undefined empty, a boolean as true/false, text through `csvField`.
 */
function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return csvField(value);
}

export const csvLine = (fields: (string | number | boolean | null | undefined)[]) =>
  `${fields.map(csvCell).join(",")}\r\n`;

export const CSV_BYTE_ORDER_MARK = "\uFEFF";

/** A whole file: the byte-order mark, the header row, then the rows. */
export function csvFile(header: string[], rows: (string | number | boolean | null | undefined)[][]): string {
  return CSV_BYTE_ORDER_MARK + csvLine(header) + rows.map(csvLine).join("");
}
