import {
  CUSTOMER_IMPORT_GIFT_PREFIX,
  CUSTOMER_IMPORT_STAMPS_PREFIX,
  type CustomerImportIssue,
  type CustomerImportRowProblem,
  GIFT_AMOUNT_MAX_MINOR,
  LEDGER_BALANCE_MAX,
  NAME_MAX_LENGTH,
  type PhoneCountry,
} from "@stampwise/contract";
import { z } from "zod";
import { toE164 } from "../../lib/phone-numbers";
import type { ImportedBalance } from "./customer-imports.table";
import type { ImportFile } from "./import-file";

/** The organization's cards a file's columns may name. */
export interface ImportableCards {
  stampCards: { id: string; name: string; stampsRequired: number }[];
  giftCards: { id: string; name: string }[];
  /** The points program's card; null without a program. */
  pointsCardId: string | null;
}

/** A row that can be imported: the person and the balances it brings. */
export interface ImportPerson {
  line: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  balances: ImportedBalance[];
}

type ColumnReader =
  | { kind: "email" | "first_name" | "last_name" | "phone" }
  | { kind: "balance"; card: ImportedBalance["kind"]; cardId: string; stampsRequired?: number }
  | { kind: "points-without-program" }
  | { kind: "unknown" };

const emailSchema = z.email();
/** A formula: what a spreadsheet runs when the cell starts so, unless the cell is a plain number. */
const FORMULA_START = /^[=+\-@]/;
const PLAIN_NUMBER = /^[+-]?[\d\s().,/-]*$/;
const WHOLE_NUMBER = /^\d+$/;
/** A gift balance: whole units, or with one or two decimals after a point or a comma. */
const MONEY = /^(\d+)(?:[.,](\d{1,2}))?$/;

const lower = (name: string) => name.trim().toLowerCase();

/** What each column of the header holds: a person's field, a card's balance, or nothing known. */
export function readHeader(header: string[], cards: ImportableCards): ColumnReader[] {
  const seen = new Set<string>();
  return header.map((written): ColumnReader => {
    const name = lower(written);
    // A column named twice would import one of the two values silently: the later is unknown.
    if (seen.has(name)) return { kind: "unknown" };
    seen.add(name);
    if (name === "email" || name === "first_name" || name === "last_name" || name === "phone") {
      return { kind: name };
    }
    if (name === "points") {
      return cards.pointsCardId
        ? { kind: "balance", card: "points", cardId: cards.pointsCardId }
        : { kind: "points-without-program" };
    }
    if (name.startsWith(CUSTOMER_IMPORT_STAMPS_PREFIX)) {
      const cardName = lower(name.slice(CUSTOMER_IMPORT_STAMPS_PREFIX.length));
      const card = cards.stampCards.find((candidate) => lower(candidate.name) === cardName);
      if (card)
        return { kind: "balance", card: "stamp", cardId: card.id, stampsRequired: card.stampsRequired };
    }
    if (name.startsWith(CUSTOMER_IMPORT_GIFT_PREFIX)) {
      const cardName = lower(name.slice(CUSTOMER_IMPORT_GIFT_PREFIX.length));
      const card = cards.giftCards.find((candidate) => lower(candidate.name) === cardName);
      if (card) return { kind: "balance", card: "gift", cardId: card.id };
    }
    return { kind: "unknown" };
  });
}

/** A balance cell's amount in the card's unit, or the problem with it. */
function readAmount(
  value: string,
  column: Extract<ColumnReader, { kind: "balance" }>,
): number | CustomerImportRowProblem {
  if (column.card === "gift") {
    const money = MONEY.exec(value);
    if (!money) return "GIFT_BALANCE_INVALID";
    const minor = Number(money[1]) * 100 + Number((money[2] ?? "").padEnd(2, "0"));
    return minor > GIFT_AMOUNT_MAX_MINOR ? "GIFT_BALANCE_TOO_HIGH" : minor;
  }
  const stamps = column.card === "stamp";
  if (!WHOLE_NUMBER.test(value)) return stamps ? "STAMPS_INVALID" : "POINTS_INVALID";
  const amount = Number(value);
  if (stamps) return amount > (column.stampsRequired ?? 0) ? "STAMPS_TOO_MANY" : amount;
  return amount > LEDGER_BALANCE_MAX ? "POINTS_TOO_HIGH" : amount;
}

/** Reads one cell into the person; the problem with it, if any. */
function readCell(
  column: ColumnReader,
  value: string,
  person: ImportPerson,
  name: string,
  phoneCountry: PhoneCountry,
): CustomerImportRowProblem | undefined {
  if (value.includes("\0")) return "NUL_BYTE";
  if (FORMULA_START.test(value) && !PLAIN_NUMBER.test(value)) return "FORMULA";
  switch (column.kind) {
    case "email":
      if (value === "") return "EMAIL_MISSING";
      if (!emailSchema.safeParse(value).success || value.length > 254) return "EMAIL_INVALID";
      person.email = value.toLowerCase();
      return undefined;
    case "first_name":
    case "last_name":
      if (value.length > NAME_MAX_LENGTH) return "NAME_TOO_LONG";
      if (column.kind === "first_name") person.firstName = value;
      else person.lastName = value;
      return undefined;
    case "phone": {
      if (value === "") return undefined;
      const e164 = toE164(value, phoneCountry);
      if (!e164) return "PHONE_INVALID";
      person.phoneNumber = e164;
      return undefined;
    }
    case "points-without-program":
      return value === "" ? undefined : "POINTS_NO_PROGRAM";
    case "unknown":
      return value === "" ? undefined : "UNKNOWN_COLUMN";
    case "balance": {
      if (value === "") return undefined;
      const amount = readAmount(value, column);
      if (typeof amount === "string") return amount;
      if (amount > 0)
        person.balances.push({ cardId: column.cardId, kind: column.card, amount, column: name });
      return undefined;
    }
  }
}

/**
 * Reads every data row against the header: the people to import and every problem, in line
 * order. A row with any problem is not imported; an email seen on an earlier good or bad line
 * makes the later lines duplicates, so fixing one line never changes which of two is kept.
 */
export function readRows(
  file: ImportFile,
  cards: ImportableCards,
  phoneCountry: PhoneCountry,
): { people: ImportPerson[]; issues: CustomerImportIssue[]; wrongRows: number } {
  const columns = readHeader(file.header, cards);
  const people: ImportPerson[] = [];
  const issues: CustomerImportIssue[] = [];
  const emails = new Set<string>();
  let wrongRows = 0;
  for (const { line, cells } of file.rows) {
    const problems: CustomerImportIssue[] = [];
    const problem = (column: string | null, kind: CustomerImportRowProblem) =>
      problems.push({ line, column, problem: kind });
    if (cells.length !== columns.length) problem(null, "CELL_COUNT");
    const person: ImportPerson = {
      line,
      email: "",
      firstName: "",
      lastName: "",
      phoneNumber: null,
      balances: [],
    };
    columns.forEach((column, index) => {
      const name = file.header[index] ?? "";
      const found = readCell(column, (cells[index] ?? "").trim(), person, name, phoneCountry);
      if (found) problem(name, found);
    });
    if (person.email !== "") {
      if (emails.has(person.email)) problem("email", "EMAIL_DUPLICATE");
      emails.add(person.email);
    }
    if (problems.length > 0) {
      wrongRows++;
      issues.push(...problems);
    } else {
      people.push(person);
    }
  }
  return { people, issues, wrongRows };
}
