import type { CustomerSummary, Language } from "@stampwise/contract";
import { CSV_BYTE_ORDER_MARK, csvLine } from "../../lib/csv";

/** The header row in the admin's language: a person opens this file in a spreadsheet. */
const HEADERS: Record<Language, string[]> = {
  "en-US": ["First name", "Last name", "Email", "Phone number", "Member since"],
  "sv-SE": ["Förnamn", "Efternamn", "E-post", "Telefonnummer", "Medlem sedan"],
};

/**
 * A byte-order mark first: without it Excel reads UTF-8 as a legacy code page and garbles
 * names like "Åsa Öberg".
 */
export function csvHeader(language: Language): string {
  return `${CSV_BYTE_ORDER_MARK}${csvLine(HEADERS[language])}`;
}

export function csvRow(user: CustomerSummary): string {
  return csvLine([user.firstName, user.lastName, user.email, user.phoneNumber ?? "", user.memberSince ?? ""]);
}

/** `customers-2025-03-01.csv` (the UTC date of the export). */
export function exportFileName(now = new Date()): string {
  return `customers-${now.toISOString().slice(0, 10)}.csv`;
}
