import { createHash } from "node:crypto";
import type { CustomerImportIssue, CustomerImportSummary } from "@stampwise/contract";
import type { KnownAccount } from "./customer-imports.repository";
import type { ImportPerson } from "./import-rows";

/**
 * The idempotency key of a row's balance: the organization, the person and the card, and not the
 * import, so a person's balance on a card is imported once whichever file brings it (hashed: the
 * three ids are longer than a key may be).
 */
export function importKey(organizationId: string, userId: string, cardId: string): string {
  const digest = createHash("sha256").update(`${organizationId}:${userId}:${cardId}`).digest("base64url");
  return `import:${digest}`;
}

/** What a dry run found: the summary the owner reads, and the people an import would store. */
export interface ImportPlan {
  summary: CustomerImportSummary;
  /** New people and customers here, in file order: what the job processes. */
  toImport: ImportPerson[];
}

/**
 * Sorts the readable rows by who they are: no account (new), a customer here, or an account that is
 * not (never attached, decision 033: it is only counted and its line named, nothing of the account
 * is said). A customer's balance on a card imported before is ALREADY_IMPORTED when the file names
 * another amount (the same amount is simply already there); a row all of whose balances were
 * imported before counts as already imported.
 */
export function planImport(input: {
  organizationId: string;
  rows: number;
  people: ImportPerson[];
  issues: CustomerImportIssue[];
  wrongRows: number;
  accounts: Map<string, KnownAccount>;
  /** Postings of earlier imports by key (the ledger's answer for the customers' keys). */
  imported: Map<string, number>;
}): ImportPlan {
  const issues = [...input.issues];
  const toImport: ImportPerson[] = [];
  const accountsElsewhereLines: number[] = [];
  let newPeople = 0;
  let customers = 0;
  let alreadyImported = 0;
  for (const person of input.people) {
    const account = input.accounts.get(person.email);
    if (!account) {
      newPeople++;
      toImport.push(person);
      continue;
    }
    if (!account.customerHere) {
      accountsElsewhereLines.push(person.line);
      continue;
    }
    customers++;
    toImport.push(person);
    let taken = 0;
    for (const balance of person.balances) {
      const earlier = input.imported.get(importKey(input.organizationId, account.id, balance.cardId));
      if (earlier === undefined) continue;
      taken++;
      if (earlier !== balance.amount) {
        issues.push({ line: person.line, column: balance.column ?? null, problem: "ALREADY_IMPORTED" });
      }
    }
    if (person.balances.length > 0 && taken === person.balances.length) alreadyImported++;
  }
  issues.sort((a, b) => a.line - b.line);
  return {
    summary: {
      rows: input.rows,
      newPeople,
      customers,
      accountsElsewhere: accountsElsewhereLines.length,
      wrong: input.wrongRows,
      alreadyImported,
      issues,
      accountsElsewhereLines,
    },
    toImport,
  };
}

/** The keys of the customers' balances, to ask the ledger which were imported before. */
export function customerKeys(
  organizationId: string,
  people: ImportPerson[],
  accounts: Map<string, KnownAccount>,
): string[] {
  const keys: string[] = [];
  for (const person of people) {
    const account = accounts.get(person.email);
    if (!account?.customerHere) continue;
    for (const balance of person.balances) keys.push(importKey(organizationId, account.id, balance.cardId));
  }
  return keys;
}
