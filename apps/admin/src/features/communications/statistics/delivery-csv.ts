import type { CommunicationMedium, DeliveryRecord, DeliveryStatus } from "@stampwise/contract";

/** The CSV's column order; each column's header comes from the admin's language. */
export const DELIVERY_CSV_COLUMNS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "channel",
  "status",
  "createdAt",
  "endedAt",
  "attempts",
  "failureCode",
  "failureReason",
] as const;
export type DeliveryCsvColumn = (typeof DELIVERY_CSV_COLUMNS)[number];

export interface DeliveryCsvLabels {
  header: (column: DeliveryCsvColumn) => string;
  medium: (medium: CommunicationMedium) => string;
  status: (status: DeliveryStatus) => string;
}

/**
 * Spreadsheets run a cell that starts with one of these as a formula (CSV injection, OWASP): a
 * customer's name is theirs to choose. A leading apostrophe makes it plain text. Tab and carriage
 * return count too: some programs strip them and then see the formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 field: quoted when it holds a comma, a quote or a line break; formulas neutralised. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvLine = (fields: readonly string[]) => `${fields.map(csvField).join(",")}\r\n`;

function fieldsOf(delivery: DeliveryRecord, labels: DeliveryCsvLabels): Record<DeliveryCsvColumn, string> {
  return {
    firstName: delivery.firstName,
    lastName: delivery.lastName,
    email: delivery.email,
    phone: delivery.phoneNumber ?? "",
    channel: labels.medium(delivery.medium),
    status: labels.status(delivery.status),
    // ISO 8601 in UTC (the header says so): one reading in every spreadsheet and language.
    createdAt: delivery.createdAt,
    endedAt: delivery.status === "pending" ? "" : (delivery.sentAt ?? ""),
    attempts: String(delivery.attempts),
    failureCode: delivery.failureCode ?? "",
    failureReason: delivery.failureReason ?? "",
  };
}

/**
 * The deliveries as a CSV file's text: a byte-order mark first (without it Excel reads UTF-8 as a
 * legacy code page and garbles "Åsa Öberg"), a header row, then one line per delivery, CRLF-ended.
 */
export function deliveriesCsv(deliveries: readonly DeliveryRecord[], labels: DeliveryCsvLabels): string {
  const header = csvLine(DELIVERY_CSV_COLUMNS.map(labels.header));
  const rows = deliveries.map((delivery) => {
    const fields = fieldsOf(delivery, labels);
    return csvLine(DELIVERY_CSV_COLUMNS.map((column) => fields[column]));
  });
  return `\uFEFF${header}${rows.join("")}`;
}

/** `deliveries-autumn-buns-2026-05-01.csv`: the title in plain letters, and the day of the export. */
export function deliveriesFilename(prefix: string, title: string, today: Date): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  const day = [
    today.getFullYear(),
    String(today.getMonth() + 1).padStart(2, "0"),
    String(today.getDate()).padStart(2, "0"),
  ].join("-");
  return `${[prefix, slug, day].filter(Boolean).join("-")}.csv`;
}
