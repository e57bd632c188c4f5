import type { Language } from "@stampwise/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { createAccountWithoutPassword } from "../accounts/accounts.service";
import type { GiftCardsService } from "../gift-cards/gift-cards.service";
import type { Actor, LedgerService } from "../ledger/ledger.service";
import { renderActionMail } from "../mail/mail-templates";
import type { Mailer } from "../mail/mailer";
import { makeImportedPersonCustomer } from "../users/customers.service";
import * as imports from "./customer-imports.repository";
import type { CustomerImportFileRow, CustomerImportRow } from "./customer-imports.table";
import { importKey } from "./import-plan";

/** Rows per batch: one transaction each, and the checkpoint moves after it. */
export const IMPORT_BATCH_ROWS = 250;

type RowOutcome = "created" | "updated" | "skipped";

/**
 * The import job's work: every running import, batch by batch. A batch is one transaction that
 * locks the import (SKIP LOCKED, so workers share imports without sharing a batch), processes the
 * rows after the checkpoint and moves it; a worker killed mid-batch loses only that transaction,
 * and the next run starts at the same row. Postings are keyed by organization, person and card, so
 * even a batch processed twice would post nothing twice.
 */
export function createImportRunner(deps: {
  db: Db;
  ledger: Pick<LedgerService, "post" | "postingsByKey">;
  giftCards: Pick<GiftCardsService, "importCard">;
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
   * Posts a row's balances; false when the ledger refused one (a card deleted meanwhile, say). A
   * balance whose key the batch found taken is skipped: imported before, by this file or another.
   */
  async function postBalances(
    tx: Db,
    run: CustomerImportRow,
    row: CustomerImportFileRow,
    userId: string,
    taken: Map<string, number>,
  ) {
    const actor: Actor = { userId: run.startedBy, apiKeyId: null };
    let allPosted = true;
    for (const balance of row.balances) {
      const idempotencyKey = importKey(run.organizationId, userId, balance.cardId);
      if (taken.has(idempotencyKey)) continue;
      try {
        if (balance.kind === "gift") {
          await deps.giftCards.importCard(tx, run.organizationId, actor, {
            giftCardId: balance.cardId,
            userId,
            amountMinor: balance.amount,
            idempotencyKey,
          });
        } else {
          await deps.ledger.post(
            {
              organizationId: run.organizationId,
              actorUserId: actor.userId,
              actorApiKeyId: null,
              target: { userId, cardId: balance.cardId },
              cardKind: balance.kind,
              delta: balance.amount,
              source: "import",
              idempotencyKey,
            },
            tx,
          );
        }
      } catch (error) {
        // A refusal rolled back its own savepoint; the row's other balances still count.
        if (!(error instanceof AppError)) throw error;
        allPosted = false;
      }
    }
    return allPosted;
  }

  async function importRow(
    tx: Db,
    run: CustomerImportRow,
    row: CustomerImportFileRow,
    account: imports.KnownAccount | undefined,
    invite: (email: string, language: Language) => Promise<void>,
    taken: Map<string, number>,
  ): Promise<RowOutcome> {
    let userId: string;
    let outcome: RowOutcome;
    if (!account) {
      const created = await createAccountWithoutPassword(tx, {
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        phoneNumber: row.phoneNumber,
      });
      await makeImportedPersonCustomer(tx, run.organizationId, created.id);
      userId = created.id;
      outcome = "created";
      if (run.sendInvitations) await invite(row.email, "en-US");
    } else if (account.customerHere) {
      userId = account.id;
      outcome = "updated";
    } else {
      // Made an account since the dry run, here or elsewhere: never attached (decision 033).
      return "skipped";
    }
    return (await postBalances(tx, run, row, userId, taken)) ? outcome : "skipped";
  }

  /** One batch of one import; false when there is nothing (more) to do here. */
  async function runBatch(
    importId: string,
    organization: string | undefined,
  ): Promise<{ mails: boolean; more: boolean }> {
    return db.transaction(async (tx) => {
      const run = await imports.lockRunningImport(tx, importId);
      if (!run) return { mails: false, more: false };
      const rows = await imports.readBatch(tx, importId, run.doneRows, batchRows);
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
      let mails = false;
      const invite = async (email: string, language: Language) => {
        if (organization === undefined) return;
        await deps.mailer.enqueue(
          email,
          renderActionMail("imported-customer", language, loginLink, { organization, email }),
          tx,
        );
        mails = true;
      };
      const counts = { created: 0, updated: 0, skipped: 0 };
      for (const row of rows) {
        counts[await importRow(tx, run, row, accounts.get(row.email), invite, taken)]++;
      }
      const finished = run.doneRows + rows.length >= run.totalRows;
      await imports.recordBatch(tx, importId, { rows: rows.length, ...counts, finished });
      if (finished) await imports.deleteImportRows(tx, importId);
      return { mails, more: !finished };
    });
  }

  return {
    /**
     * Works through every running import. `stopAfterBatches` ends the run early (the tests' and the
     * bench's stand-in for a worker killed halfway); `only` runs one import (a test file's own, on a
     * PostgreSQL other files share).
     */
    async runAll(options: { stopAfterBatches?: number; only?: string } = {}): Promise<{ batches: number }> {
      let batches = 0;
      const all = await imports.listRunningImports(db);
      for (const running of all.filter((entry) => !options.only || entry.id === options.only)) {
        const organization = running.sendInvitations
          ? await deps.organizationName(running.organizationId)
          : undefined;
        let more = true;
        while (more) {
          if (options.stopAfterBatches !== undefined && batches >= options.stopAfterBatches)
            return { batches };
          let result: { mails: boolean; more: boolean };
          try {
            result = await runBatch(running.id, organization);
          } catch (error) {
            // The batch rolled back: the checkpoint stands. A failure that is no refusal (a bug,
            // an outage) ends the import as failed rather than retrying it for ever and holding
            // the organization's one running import: the owner starts the file again, and what
            // was imported is skipped by its keys.
            deps.log.error({ err: error, importId: running.id }, "import batch failed");
            const reason = error instanceof Error ? error.message : String(error);
            await imports.failImport(db, running.id, reason.slice(0, 500)).catch(() => {});
            break;
          }
          batches++;
          more = result.more;
          if (result.mails) {
            deps.mailer
              .deliverDue()
              .catch((error) => deps.log.error({ err: error }, "mail delivery pass failed"));
          }
        }
      }
      return { batches };
    },
  };
}

export type ImportRunner = ReturnType<typeof createImportRunner>;
