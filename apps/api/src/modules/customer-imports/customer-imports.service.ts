import type {
  CustomerImport,
  CustomerImportList,
  CustomerImportSummary,
  Language,
  PhoneCountry,
} from "@stampwise/contract";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import type { HeavyRequests } from "../heavy-requests/heavy-requests";
import type { Actor, LedgerService } from "../ledger/ledger.service";
import * as imports from "./customer-imports.repository";
import { readImportFile } from "./import-file";
import { customerKeys, type ImportPlan, planImport } from "./import-plan";
import { readRows } from "./import-rows";

/** The job that processes running imports, triggered when one starts. */
export const CUSTOMER_IMPORT_JOB = { name: "customer-import", cron: "* * * * *", triggered: true } as const;

const toDto = (row: Awaited<ReturnType<typeof imports.listImports>>[number]): CustomerImport => ({
  id: row.import.id,
  status: row.import.status,
  sendInvitations: row.import.sendInvitations,
  totalRows: row.import.totalRows,
  doneRows: row.import.doneRows,
  createdPeople: row.import.createdPeople,
  updatedCustomers: row.import.updatedCustomers,
  skippedRows: row.import.skippedRows,
  startedBy: row.startedBy,
  startedAt: row.import.startedAt.toISOString(),
  finishedAt: row.import.finishedAt?.toISOString() ?? null,
});

/**
 * Settings → Import (decision 041): a dry run says what a file would do and stores nothing; an
 * import stores the file's importable rows and leaves them to the job (`import-runner.ts`).
 */
export function createCustomerImportsService(deps: {
  db: Db;
  ledger: Pick<LedgerService, "postingsByKey">;
  /** A file of up to 100,000 rows is read whole: one of the organization's heavy slots while it is. */
  heavyRequests: Pick<HeavyRequests, "acquire">;
  phoneCountry: (organizationId: string) => Promise<PhoneCountry>;
  /** Asks a worker to run the import job now (its cron catches a lost trigger). */
  trigger: () => Promise<void>;
}) {
  const { db } = deps;

  async function plan(organizationId: string, bytes: Buffer): Promise<ImportPlan> {
    const slot = await deps.heavyRequests.acquire(organizationId);
    try {
      return await planHoldingSlot(organizationId, bytes);
    } finally {
      await slot.release();
    }
  }

  async function planHoldingSlot(organizationId: string, bytes: Buffer): Promise<ImportPlan> {
    const file = readImportFile(bytes);
    const [cards, country] = await Promise.all([
      imports.findImportableCards(db, organizationId),
      deps.phoneCountry(organizationId),
    ]);
    const { people, issues, wrongRows } = readRows(file, cards, country);
    const accounts = await imports.findAccountsByEmail(
      db,
      organizationId,
      people.map((person) => person.email),
    );
    const imported = await deps.ledger.postingsByKey(
      organizationId,
      customerKeys(organizationId, people, accounts),
    );
    return planImport({
      organizationId,
      rows: file.rows.length,
      people,
      issues,
      wrongRows,
      accounts,
      imported,
    });
  }

  return {
    /** What importing the file would do; nothing is stored. */
    async dryRun(organizationId: string, bytes: Buffer): Promise<CustomerImportSummary> {
      return (await plan(organizationId, bytes)).summary;
    },

    /**
     * Starts an import of the file's new people and customers (wrong rows and accounts elsewhere
     * are left out, as the dry run said); 409 while another of the organization's runs.
     */
    async start(
      organizationId: string,
      actor: Actor,
      bytes: Buffer,
      options: { sendInvitations: boolean; language: Language },
    ): Promise<{ id: string }> {
      const { toImport } = await plan(organizationId, bytes);
      if (toImport.length === 0) {
        throw new AppError(400, "IMPORT_NOTHING_TO_IMPORT", "The file has nobody to import");
      }
      const id = await db.transaction((tx) =>
        imports.insertImport(tx, {
          organizationId,
          startedBy: actor.userId,
          sendInvitations: options.sendInvitations,
          language: options.language,
          people: toImport,
        }),
      );
      if (!id) {
        throw new AppError(
          409,
          "IMPORT_ALREADY_RUNNING",
          "An import is running; start the next when it ends",
        );
      }
      await deps.trigger();
      return { id };
    },

    async list(organizationId: string): Promise<CustomerImportList> {
      return { imports: (await imports.listImports(db, organizationId)).map(toDto) };
    },

    async get(organizationId: string, importId: string): Promise<CustomerImport> {
      const row = await imports.findImport(db, organizationId, importId);
      if (!row) throw notFound("Import");
      return toDto(row);
    },
  };
}

export type CustomerImportsService = ReturnType<typeof createCustomerImportsService>;
