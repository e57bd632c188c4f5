import { CUSTOMER_IMPORT_ROWS_MAX } from "@stampwise/contract";
import { parse } from "csv-parse/sync";
import { AppError } from "../../lib/app-error";

/** The file's cells: the header row and the data rows, each with its line in the file. */
export interface ImportFile {
  header: string[];
  rows: { line: number; cells: string[] }[];
}

const refuse = (code: ConstructorParameters<typeof AppError>[1], message: string) =>
  new AppError(400, code, message);

/**
 * Spreadsheets write one of two separators: a comma, or (where the comma is the decimal sign, as
 * in Swedish Excel) a semicolon. The header names no decimals, so whichever of the two it holds
 * more of outside quotes is the file's.
 */
export function separatorOf(headerLine: string): "," | ";" {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ",") commas++;
    else if (!quoted && char === ";") semicolons++;
  }
  return semicolons > commas ? ";" : ",";
}

/**
 * Reads an uploaded file as CSV: UTF-8 (a byte order mark is dropped), comma or semicolon
 * separated, the first row the header. Refuses, with a code the apps translate, what is no CSV
 * file with people in it: no bytes, not UTF-8 text (a spreadsheet's own format, an image), a
 * header without rows, more rows than one import takes, or quoting CSV cannot read.
 */
export function readImportFile(bytes: Buffer): ImportFile {
  if (bytes.length === 0) throw refuse("IMPORT_FILE_EMPTY", "The file is empty");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw refuse("IMPORT_FILE_NOT_TEXT", "The file is not a CSV file (UTF-8 text)");
  }
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  // A NUL in the header is a binary file that happens to decode (UTF-16, say), not a typo in a cell.
  if (firstLine.includes("\0"))
    throw refuse("IMPORT_FILE_NOT_TEXT", "The file is not a CSV file (UTF-8 text)");
  if (text.trim() === "") throw refuse("IMPORT_FILE_EMPTY", "The file is empty");
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: separatorOf(firstLine),
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      to: CUSTOMER_IMPORT_ROWS_MAX + 2,
    }) as unknown as typeof records;
  } catch (error) {
    const reason = error instanceof Error ? error.message : "unreadable";
    throw refuse("IMPORT_FILE_MALFORMED", `The file cannot be read as CSV: ${reason}`);
  }
  const [head, ...rest] = records;
  if (!head) throw refuse("IMPORT_FILE_EMPTY", "The file is empty");
  if (rest.length === 0) throw refuse("IMPORT_FILE_NO_ROWS", "The file has a header and no rows");
  if (rest.length > CUSTOMER_IMPORT_ROWS_MAX) {
    throw refuse("IMPORT_TOO_MANY_ROWS", `One import takes at most ${CUSTOMER_IMPORT_ROWS_MAX} rows`);
  }
  // Kept as written (the dry run names columns as the file does); matched without case.
  const header = head.record.map((name) => name.trim());
  if (!header.some((name) => name.toLowerCase() === "email")) {
    throw refuse("IMPORT_EMAIL_COLUMN_MISSING", "The header has no email column");
  }
  // info.lines is the line a record ends on; a record spans lines only inside quotes.
  return { header, rows: rest.map(({ record, info }) => ({ line: info.lines, cells: record })) };
}
