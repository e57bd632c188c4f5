import type { CustomerImportIssue } from "@stampwise/contract";

/** A cell as CSV writes it: quoted when it holds the separator, a quote or a line break. */
const cell = (value: string) => (/[",;\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * The example file the page offers: the header with every kind of column, named after the
 * organization's own cards when it has them, and two people. Semicolons and a decimal comma, as
 * Swedish Excel writes, which the import reads as well as commas.
 */
export function exampleImportFile(cards: { stampCard?: string; giftCard?: string }): string {
  const stampColumn = `stamps: ${cards.stampCard ?? "Coffee card"}`;
  const giftColumn = `gift: ${cards.giftCard ?? "Gift card"}`;
  const rows = [
    ["email", "first_name", "last_name", "phone", "points", stampColumn, giftColumn],
    ["maja.berg@example.com", "Maja", "Berg", "070-111 22 33", "120", "3", "250,50"],
    ["carl@example.com", "Carl", "Lind", "", "40", "", ""],
  ];
  return `${rows.map((row) => row.map(cell).join(";")).join("\r\n")}\r\n`;
}

/** The dry run's problems as a CSV the owner fixes their file from: line, column, reason. */
export function issuesFile(
  issues: CustomerImportIssue[],
  texts: { line: string; column: string; reason: string; wholeRow: string },
  reason: (issue: CustomerImportIssue) => string,
): string {
  const rows = [
    [texts.line, texts.column, texts.reason],
    ...issues.map((issue) => [String(issue.line), issue.column ?? texts.wholeRow, reason(issue)]),
  ];
  return `${rows.map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
