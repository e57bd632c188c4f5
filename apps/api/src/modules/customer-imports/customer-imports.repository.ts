import type { Language } from "@stampwise/contract";
import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import { textArrayLiteral } from "../../db/array-literal";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/prepared";
import {
  type CustomerImportFileRow,
  type CustomerImportRow,
  customerImportRows,
  customerImports,
} from "./customer-imports.table";
import type { ImportableCards, ImportPerson } from "./import-rows";

/*
 * The imports and their rows (this module's tables), and the reads an import makes of the
 * organization as it stands: its cards and who of a file's emails has an account. Those two read
 * other modules' tables by name in one statement each, as the ledger's locking read does: a file
 * of 100,000 rows asks once per 10,000 emails, not once per row. Handle first, no default.
 */

/** The organization's live stamp and gift cards and its points card: what a file's columns may name. */
export async function findImportableCards(db: Db, organizationId: string): Promise<ImportableCards> {
  const cards = await queryRows<{ id: string; kind: string; name: string; stamps_required: number | null }>(
    db,
    sql`select id, kind, name, stamps_required from loyalty_cards
      where organization_id = ${organizationId} and deleted_at is null and kind in ('stamp', 'gift')
      order by created_at, id`,
  );
  const [program] = await queryRows<{ points_card_id: string }>(
    db,
    sql`select points_card_id from loyalty_programs where organization_id = ${organizationId} and active`,
  );
  return {
    stampCards: cards
      .filter((card) => card.kind === "stamp")
      .map((card) => ({ id: card.id, name: card.name, stampsRequired: card.stamps_required ?? 0 })),
    giftCards: cards.filter((card) => card.kind === "gift").map((card) => ({ id: card.id, name: card.name })),
    pointsCardId: program?.points_card_id ?? null,
  };
}

/** An account a file's email names: whether it is a customer account, and a customer here. */
export interface KnownAccount {
  id: string;
  email: string;
  customerAccount: boolean;
  customerHere: boolean;
}

/** The accounts among these (lower-cased) emails, by email. */
export async function findAccountsByEmail(
  db: Db,
  organizationId: string,
  emails: string[],
): Promise<Map<string, KnownAccount>> {
  const found = new Map<string, KnownAccount>();
  for (let start = 0; start < emails.length; start += 10_000) {
    const chunk = emails.slice(start, start + 10_000);
    const rows = await queryRows<{ id: string; email: string; role: string; here: boolean }>(
      db,
      sql`select u.id, u.email, u.role, exists (select 1 from organization_customers oc
          where oc.organization_id = ${organizationId} and oc.user_id = u.id) as here
        from users u where u.email = any(${textArrayLiteral(chunk)}::text[])`,
    );
    for (const row of rows) {
      found.set(row.email, {
        id: row.id,
        email: row.email,
        customerAccount: row.role === "user",
        customerHere: row.role === "user" && row.here,
      });
    }
  }
  return found;
}

/** Starts an import and stores its rows; undefined when another of the organization's runs. */
export async function insertImport(
  db: Db,
  values: {
    organizationId: string;
    startedBy: string;
    sendInvitations: boolean;
    language: Language;
    people: ImportPerson[];
  },
): Promise<string | undefined> {
  const [created] = await db
    .insert(customerImports)
    .values({
      organizationId: values.organizationId,
      startedBy: values.startedBy,
      sendInvitations: values.sendInvitations,
      language: values.language,
      totalRows: values.people.length,
    })
    .onConflictDoNothing()
    .returning({ id: customerImports.id });
  if (!created) return undefined;
  // Batches of 2,000 rows: 8 parameters each stays well under the 65,535 one statement takes.
  for (let start = 0; start < values.people.length; start += 2000) {
    await db.insert(customerImportRows).values(
      values.people.slice(start, start + 2000).map((person, offset) => ({
        importId: created.id,
        position: start + offset,
        line: person.line,
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        phoneNumber: person.phoneNumber,
        balances: person.balances,
      })),
    );
  }
  return created.id;
}

const importColumns = {
  import: customerImports,
  startedBy: { firstName: sql<string>`u.first_name`, lastName: sql<string>`u.last_name` },
};

type ImportWithStarter = { import: CustomerImportRow; startedBy: { firstName: string; lastName: string } };

/** The organization's imports, newest first (the 50 latest). */
export async function listImports(db: Db, organizationId: string): Promise<ImportWithStarter[]> {
  return db
    .select(importColumns)
    .from(customerImports)
    .innerJoin(sql`users u`, sql`u.id = ${customerImports.startedBy}`)
    .where(eq(customerImports.organizationId, organizationId))
    .orderBy(desc(customerImports.startedAt), desc(customerImports.id))
    .limit(50);
}

export async function findImport(
  db: Db,
  organizationId: string,
  importId: string,
): Promise<ImportWithStarter | undefined> {
  const [row] = await db
    .select(importColumns)
    .from(customerImports)
    .innerJoin(sql`users u`, sql`u.id = ${customerImports.startedBy}`)
    .where(and(eq(customerImports.organizationId, organizationId), eq(customerImports.id, importId)));
  return row;
}

/** The running imports of every organization: what a run of the job works through. */
export async function listRunningImports(db: Db) {
  return db
    .select({
      id: customerImports.id,
      organizationId: customerImports.organizationId,
      sendInvitations: customerImports.sendInvitations,
    })
    .from(customerImports)
    .where(eq(customerImports.status, "running"))
    .orderBy(asc(customerImports.startedAt));
}

/**
 * The running import, locked for one batch; undefined when it is done or another worker holds it
 * (SKIP LOCKED: two workers never process one batch twice, and neither waits on the other).
 */
export async function lockRunningImport(db: Db, importId: string): Promise<CustomerImportRow | undefined> {
  const [row] = await db
    .select()
    .from(customerImports)
    .where(and(eq(customerImports.id, importId), eq(customerImports.status, "running")))
    .for("update", { skipLocked: true });
  return row;
}

/** The next rows after the checkpoint. */
export async function readBatch(
  db: Db,
  importId: string,
  from: number,
  size: number,
): Promise<CustomerImportFileRow[]> {
  return db
    .select()
    .from(customerImportRows)
    .where(and(eq(customerImportRows.importId, importId), gte(customerImportRows.position, from)))
    .orderBy(asc(customerImportRows.position))
    .limit(size);
}

/** Moves the checkpoint past a batch and adds its counts; the last batch finishes the import. */
export async function recordBatch(
  db: Db,
  importId: string,
  batch: { rows: number; created: number; updated: number; skipped: number; finished: boolean },
): Promise<void> {
  await db
    .update(customerImports)
    .set({
      doneRows: sql`${customerImports.doneRows} + ${batch.rows}`,
      createdPeople: sql`${customerImports.createdPeople} + ${batch.created}`,
      updatedCustomers: sql`${customerImports.updatedCustomers} + ${batch.updated}`,
      skippedRows: sql`${customerImports.skippedRows} + ${batch.skipped}`,
      ...(batch.finished ? { status: "done" as const, finishedAt: sql`now()` } : {}),
    })
    .where(eq(customerImports.id, importId));
}

/** A run that cannot go on (a failure that repeats on the same batch) ends as failed, with why. */
export async function failImport(db: Db, importId: string, failure: string): Promise<void> {
  await db
    .update(customerImports)
    .set({ status: "failed", failure, finishedAt: sql`now()` })
    .where(and(eq(customerImports.id, importId), eq(customerImports.status, "running")));
}

/** The file's rows are needed only while it runs: a finished import keeps its counts. */
export async function deleteImportRows(db: Db, importId: string): Promise<void> {
  await db.delete(customerImportRows).where(eq(customerImportRows.importId, importId));
}
