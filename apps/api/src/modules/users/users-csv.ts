import type { CustomerSummary, Language } from "@stampwise/contract";

/** The header row in the admin's language: a person opens this file in a spreadsheet. */
const HEADERS: Record<Language, string[]> = {
  "en-US": ["First name", "Last name", "Email", "Phone number", "Member since"],
  "sv-SE": ["Förnamn", "Efternamn", "E-post", "Telefonnummer", "Medlem sedan"],
};

/**
 * Spreadsheets run a cell that starts with one of these as a formula (CSV injection, OWASP); a
 * leading apostrophe makes it plain text. Tab and carriage return count too: some programs strip
 * them and then see the formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 field: quoted when it holds a comma, quote or line break; formulas neutralized. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvLine = (fields: string[]) => `${fields.map(csvField).join(",")}\r\n`;

/**
 * A byte-order mark first: without it Excel reads UTF-8 as a legacy code page and garbles
 * names like "Åsa Öberg".
 */
export function csvHeader(language: Language): string {
  return `\uFEFF${csvLine(HEADERS[language])}`;
}

export function csvRow(user: CustomerSummary): string {
  return csvLine([user.firstName, user.lastName, user.email, user.phoneNumber ?? "", user.memberSince ?? ""]);
}

/** `customers-2025-03-01.csv` (the UTC date of the export). */
export function exportFileName(now = new Date()): string {
  return `customers-${now.toISOString().slice(0, 10)}.csv`;
}
