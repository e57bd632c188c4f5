import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { createAccountsWithoutPassword } from "../accounts/accounts.service";
import type { GiftCardsService } from "../gift-cards/gift-cards.service";
import type { Actor, BatchOutcome, LedgerService, Posting } from "../ledger/ledger.service";
import { renderActionMail } from "../mail/mail-templates";
import type { Mailer } from "../mail/mailer";
import { makeImportedPeopleCustomers } from "../users/customers.service";
import * as imports from "./customer-imports.repository";
import type { CustomerImportFileRow, CustomerImportRow } from "./customer-imports.table";
import { importKey } from "./import-plan";

/** Rows per batch: one transaction each, and the checkpoint moves after it. */
export const IMPORT_BATCH_ROWS = 250;

/**
 * The import job's work: every running import, batch by batch. A batch is one transaction that
 * locks the import (SKIP LOCKED, so workers share imports without sharing a batch), processes the
 * rows after the checkpoint and moves it; a worker killed mid-batch loses only that transaction,
 * and the next run starts at the same row. Postings are keyed by organization, person and card, so
 * even a batch processed twice would post nothing twice.
 */
export function createImportRunner(deps: {
  db: Db;
  ledger: Pick<LedgerService, "postBatch" | "postingsByKey">;
  giftCards: Pick<GiftCardsService, "importCards">;
  mailer: Mailer;
  publicUrl: string;
  organizationName: (organizationId: string) => Promise<string | undefined>;
  log: FastifyBaseLogger;
  batchRows?: number;
}) {
  const { db } = deps;
  const batchRows = deps.batchRows ?? IMPORT_BATCH_ROWS;
  const loginLink = `${deps.publicUrl.replace(/\/$/, "")}/app/login`;

  /**
   * The people of a batch as accounts: the new people's accounts made (one statement) and made
   * customers here (another), the customers here as they are. A person whose address got an
   * account since the dry run, here or elsewhere, is never attached (decision 033): no entry.
   */
  async function accountsOfBatch(
    tx: Db,
    run: CustomerImportRow,
    rows: CustomerImportFileRow[],
    accounts: Map<string, imports.KnownAccount>,
  ): Promise<{ userIds: Map<string, string>; created: Set<string> }> {
    const userIds = new Map<string, string>();
    for (const row of rows) {
      const account = accounts.get(row.email);
      if (account?.customerHere) userIds.set(row.email, account.id);
    }
    const newPeople = rows.filter((row) => !accounts.has(row.email));
    const made = await createAccountsWithoutPassword(tx, newPeople, run.language);
    await makeImportedPeopleCustomers(tx, run.organizationId, [...made.values()]);
    for (const [email, id] of made) userIds.set(email, id);
    return { userIds, created: new Set(made.keys()) };
  }

  /**
   * Posts the batch's balances through the ledger's batch path (stamps and points) and the gift
   * card module (each gift card issued with a code): emails whose row had a balance refused (a
   * card deleted meanwhile, say). A balance whose key was taken is skipped: imported before, by
   * this file or another.
   */
  async function postBalances(
    tx: Db,
    run: CustomerImportRow,
    rows: CustomerImportFileRow[],
    userIds: Map<string, string>,
    taken: Map<string, number>,
  ): Promise<Set<string>> {
    const actor: Actor = { userId: run.startedBy, apiKeyId: null };
    const postings: Posting[] = [];
    const gifts: Parameters<GiftCardsService["importCards"]>[3] = [];
    const postingOwners: string[] = [];
    const giftOwners: string[] = [];
    for (const row of rows) {
      const userId = userIds.get(row.email);
      if (!userId) continue;
      for (const balance of row.balances) {
        const idempotencyKey = importKey(run.organizationId, userId, balance.cardId);
        if (taken.has(idempotencyKey)) continue;
        if (balance.kind === "gift") {
          gifts.push({ giftCardId: balance.cardId, userId, amountMinor: balance.amount, idempotencyKey });
          giftOwners.push(row.email);
        } else {
          postings.push({
            organizationId: run.organizationId,
            actorUserId: actor.userId,
            actorApiKeyId: null,
            target: { userId, cardId: balance.cardId },
            cardKind: balance.kind,
            delta: balance.amount,
            source: "import",
            idempotencyKey,
          });
          postingOwners.push(row.email);
        }
      }
    }
    const posted = await deps.ledger.postBatch(tx, run.organizationId, postings);
    const issued = await deps.giftCards.importCards(tx, run.organizationId, actor, gifts);
    const refusedOf = (outcomes: BatchOutcome[], owners: string[]) =>
      owners.filter((_, index) => outcomes[index] === "refused");
    return new Set([...refusedOf(posted, postingOwners), ...refusedOf(issued, giftOwners)]);
  }

  /** One batch of one import; false when there is nothing (more) to do here. */
  async function runBatch(
    importId: string,
    organization: string | undefined,
  ): Promise<{ mails: boolean; more: boolean }> {
    return db.transaction(async (tx) => {
      const run = await imports.lockRunningImport(tx, importId);
      if (!run) return { mails: false, more: false };
      const read = await imports.readBatch(tx, importId, run.doneRows, batchRows);
      // A row whose person was erased while the import waited is skipped: it names nobody now.
      const rows = read.filter((row) => row.email !== "");
      const accounts = await imports.findAccountsByEmail(
        tx,
        run.organizationId,
        rows.map((row) => row.email),
      );
      // One question for the whole batch: which customers' balances were imported before (a file
      // imported again costs a read per batch, not a posting per balance).
      const keys = rows.flatMap((row) => {
        const account = accounts.get(row.email);
        return account?.customerHere
          ? row.balances.map((balance) => importKey(run.organizationId, account.id, balance.cardId))
          : [];
      });
      const taken =
        keys.length > 0 ? await deps.ledger.postingsByKey(run.organizationId, keys, tx) : new Map();
      const { userIds, created } = await accountsOfBatch(tx, run, rows, accounts);
      const refused = await postBalances(tx, run, rows, userIds, taken);
      let mails = false;
      if (run.sendInvitations && organization !== undefined) {
        for (const email of created) {
          await deps.mailer.enqueue(
            email,
            await renderActionMail("imported-customer", run.language, loginLink, { organization, email }),
            tx,
          );
          mails = true;
        }
      }
      const counts = { created: 0, updated: 0, skipped: read.length - rows.length };
      for (const row of rows) {
        if (!userIds.has(row.email) || refused.has(row.email)) counts.skipped++;
        else if (created.has(row.email)) counts.created++;
        else counts.updated++;
      }
      const finished = run.doneRows + read.length >= run.totalRows;
      await imports.recordBatch(tx, importId, { rows: read.length, ...counts, finished });
      if (finished) await imports.deleteImportRows(tx, importId);
      return { mails, more: !finished };
    });
  }

  /**
   * One batch of an import; whether it has more. A failure that is no refusal (a bug, an outage)
   * ends the import as failed rather than retrying it for ever and holding the organization's one
   * running import: the batch rolled back, the owner starts the file again, and what was imported
   * is skipped by its keys.
   */
  async function runOneBatch(running: { id: string }, organization: string | undefined): Promise<boolean> {
    let result: { mails: boolean; more: boolean };
    try {
      result = await runBatch(running.id, organization);
    } catch (error) {
      deps.log.error({ err: error, importId: running.id }, "import batch failed");
      const reason = error instanceof Error ? error.message : String(error);
      await imports.failImport(db, running.id, reason.slice(0, 500)).catch(() => {});
      return false;
    }
    if (result.mails) {
      deps.mailer.deliverDue().catch((error) => deps.log.error({ err: error }, "mail delivery pass failed"));
    }
    return result.more;
  }

  return {
    /**
     * Works through every running import, a batch of each in turn: one organization's file of
     * 100,000 rows does not hold another's import until it ends. `stopAfterBatches` ends the run
     * early (the tests' and the bench's stand-in for a worker killed halfway); `only` runs these
     * imports (a test file's own, on a PostgreSQL other files share).
     */
    async runAll(
      options: { stopAfterBatches?: number; only?: string | string[] } = {},
    ): Promise<{ batches: number }> {
      const only = options.only === undefined ? undefined : [options.only].flat();
      let active = (await imports.listRunningImports(db)).filter((entry) => !only || only.includes(entry.id));
      const organizations = new Map<string, string | undefined>();
      for (const running of active) {
        if (running.sendInvitations)
          organizations.set(running.id, await deps.organizationName(running.organizationId));
      }
      let batches = 0;
      while (active.length > 0) {
        const going: typeof active = [];
        for (const running of active) {
          if (options.stopAfterBatches !== undefined && batches >= options.stopAfterBatches)
            return { batches };
          const more = await runOneBatch(running, organizations.get(running.id));
          batches++;
          if (more) going.push(running);
        }
        active = going;
      }
      return { batches };
    },
  };
}

export type ImportRunner = ReturnType<typeof createImportRunner>;
