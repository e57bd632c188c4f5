import {
  DATA_EXPORT_LINK_DAYS,
  DATA_EXPORTS_PER_DAY,
  DATA_REQUEST_LOG_LIMIT,
  type DataExportState,
  type DataRequestLogEntry,
  type Language,
  YOUR_DATA_RECENT_ITEMS,
  type YourData,
} from "@stampwise/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import { generateToken, hashToken } from "../../lib/crypto";
import { dropPendingDeliveriesOnLeaving } from "../communications/leaving";
import { withdrawConsentsOnLeaving } from "../consent/leaving";
import type { CardInstancesService } from "../ledger/card-instances.service";
import { renderActionMail } from "../mail/mail-templates";
import type { Mailer } from "../mail/mailer";
import { removeCustomer } from "../users/customers.service";
import { buildDataExportFile, dataExportFileName } from "./data-export-file";
import * as exportsRepository from "./data-exports.repository";
import type { DataExportRow } from "./data-rights.table";
import {
  findOrganizationName,
  findPersonalAccount,
  findPersonalBusinesses,
  findPersonalData,
  isCustomerOf,
} from "./personal-data.repository";

export const DATA_EXPORT_JOB = { name: "data-export", cron: "*/10 * * * *", triggered: true } as const;

/** Exports one run builds; the rest wait for the next run, which the last one triggers. */
const EXPORTS_PER_RUN = 5;
/** A build that fails this many times is given up (the person sees it and may ask again). */
const MAX_BUILD_ATTEMPTS = 3;

type Person = { id: string; email: string; language: Language };

function stateOf(row: Omit<DataExportRow, "file">): DataExportState {
  return {
    id: row.id,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    downloadedAt: row.downloadedAt?.toISOString() ?? null,
    fileBytes: row.fileBytes,
  };
}

/** The path of the customer app's page a data export's mail links to. */
export const dataExportPagePath = (token: string) => `/app/account/data/download/${token}`;

/**
 * The customer's rights over their own data, self-served: "Your data" (what every business holds
 * about them), a copy of it all, built by a job and handed over once through a mailed link that
 * expires, and leaving one business. Only the person themselves reaches their data: every call is
 * bound to the signed-in account, and a link works only in that account's session. An owner may
 * start a copy for a customer who asked in person; it still goes only to the customer.
 */
export function createDataRightsService(deps: {
  db: Db;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Ends a leaving customer's cards: the ledger writes off what they hold. */
  cardInstances: Pick<CardInstancesService, "endCustomerCards">;
  /** Bound late: the jobs are made with the export's job in them. */
  trigger: () => Promise<void> | void;
}) {
  const { db } = deps;

  async function buildOne(row: DataExportRow): Promise<void> {
    const data = await findPersonalData(db, row.userId);
    if (!data) return;
    const person = data.account;
    const askedAt = row.organizationId ? await findOrganizationName(db, row.organizationId) : undefined;
    const file = Buffer.from(buildDataExportFile(data, person.language));
    const token = generateToken();
    await db.transaction(async (tx) => {
      const ready = await exportsRepository.markExportReady(tx, row.id, {
        file,
        tokenHash: hashToken(token, deps.secret),
      });
      if (!ready) return;
      const link = `${deps.publicUrl}${dataExportPagePath(token)}`;
      const values = { email: person.email, days: String(DATA_EXPORT_LINK_DAYS) };
      const mail = askedAt
        ? await renderActionMail("data-export-ready-asked-at", person.language, link, {
            ...values,
            organization: askedAt,
          })
        : await renderActionMail("data-export-ready", person.language, link, values);
      await deps.mailer.enqueue(person.email, mail, tx);
    });
    void deps.mailer.deliverDue().catch((error) => deps.log.warn({ err: error }, "mail delivery failed"));
  }

  async function request(
    userId: string,
    startedBy?: { organizationId: string; requestedBy: string },
  ): Promise<DataExportState> {
    const row = await db.transaction(async (tx) => {
      await exportsRepository.lockPersonsExports(tx, userId);
      const today = await exportsRepository.listTodaysExports(tx, userId);
      const preparing = today.find((each) => each.status === "preparing");
      if (preparing) return preparing;
      if (today.length >= DATA_EXPORTS_PER_DAY) {
        throw new AppError(
          429,
          "DATA_EXPORT_LIMIT",
          `At most ${DATA_EXPORTS_PER_DAY} copies of a person's data a day: try again tomorrow`,
          { limit: DATA_EXPORTS_PER_DAY },
        );
      }
      return exportsRepository.insertDataExport(tx, userId, startedBy);
    });
    await deps.trigger();
    return stateOf(row);
  }

  return {
    /** "Your data": the account, and per business its cards, consents, and the newest history and messages. */
    async yourData(user: Pick<Person, "id">): Promise<YourData> {
      const [account, businesses, latest] = await Promise.all([
        findPersonalAccount(db, user.id),
        findPersonalBusinesses(db, user.id, {
          history: YOUR_DATA_RECENT_ITEMS,
          messages: YOUR_DATA_RECENT_ITEMS,
        }),
        exportsRepository.findLatestExport(db, user.id),
      ]);
      if (!account) throw new AppError(401, "UNAUTHENTICATED", "User access required");
      return {
        account,
        businesses: businesses.map(({ consentLog: _log, rewards, ...business }) => ({
          ...business,
          rewardCount: rewards.length,
        })),
        latestExport: latest ? stateOf(latest) : null,
      };
    },

    async latestExport(user: Pick<Person, "id">): Promise<DataExportState | null> {
      const latest = await exportsRepository.findLatestExport(db, user.id);
      return latest ? stateOf(latest) : null;
    },

    /**
     * Asks for a copy. One already being prepared is answered instead of a second; more than
     * DATA_EXPORTS_PER_DAY in a day are refused (each reads the person's whole history).
     */
    requestExport: (user: Pick<Person, "id">) => request(user.id),

    /**
     * An owner starts a copy for a customer who asked in person, under the same rules: the file is
     * mailed to the customer and opens only in their session. 404 for anyone who is not a
     * customer here, as for an id that does not exist.
     */
    async requestExportForCustomer(
      organizationId: string,
      owner: Pick<Person, "id">,
      userId: string,
    ): Promise<DataExportState> {
      if (!(await isCustomerOf(db, organizationId, userId))) throw notFound("Customer");
      return request(userId, { organizationId, requestedBy: owner.id });
    },

    /** The owners' log of the exports started at their business, newest first. */
    async listOrganizationRequests(organizationId: string): Promise<DataRequestLogEntry[]> {
      const rows = await exportsRepository.listOrganizationExports(
        db,
        organizationId,
        DATA_REQUEST_LOG_LIMIT,
      );
      const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
      return rows.map((row) => ({
        id: row.id,
        kind: "export",
        status: row.status,
        requestedAt: new Date(row.requested_at).toISOString(),
        readyAt: iso(row.ready_at),
        downloadedAt: iso(row.downloaded_at),
        customer:
          row.customer_email === null
            ? null
            : {
                userId: row.user_id,
                firstName: row.customer_first_name ?? "",
                lastName: row.customer_last_name ?? "",
                email: row.customer_email,
              },
        requestedBy:
          row.asker_first_name === null
            ? null
            : { firstName: row.asker_first_name, lastName: row.asker_last_name ?? "" },
      }));
    },

    /**
     * The customer leaves a business, by their own act: what their cards there hold is written off
     * and the cards end (the ledger keeps their history, so the business's sums stay true), their
     * yes to its news ends, messages not sent yet are dropped, and they stop being its customer, so
     * it no longer sees their name, email or phone anywhere (users table, search, exports,
     * targeting, campaigns, profile). Nothing at any other business changes. 404 where they are
     * not a customer, as for a business that does not exist.
     */
    async leaveBusiness(user: Pick<Person, "id">, organizationId: string): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await isCustomerOf(tx, organizationId, user.id))) throw notFound("Business");
        // The cards first: a posting needs the customer's row, which goes last.
        await deps.cardInstances.endCustomerCards(tx, organizationId, user.id);
        await withdrawConsentsOnLeaving(tx, organizationId, user.id);
        await dropPendingDeliveriesOnLeaving(tx, organizationId, user.id);
        await removeCustomer(tx, organizationId, user.id);
      });
    },

    /** The file behind a mailed link, once, to the person it was made for. */
    async download(user: Pick<Person, "id">, token: string): Promise<{ file: Buffer; fileName: string }> {
      const tokenHash = hashToken(token, deps.secret);
      const taken = await exportsRepository.takeExportFile(db, user.id, tokenHash);
      if (taken) return { file: taken.file, fileName: dataExportFileName(taken.readyAt) };
      const known = await exportsRepository.findExportByToken(db, user.id, tokenHash);
      if (known?.status === "downloaded") {
        throw new AppError(410, "DATA_EXPORT_USED", "This link was used already: ask for a new copy");
      }
      if (known?.status === "expired" || (known?.expiresAt && known.expiresAt <= new Date())) {
        throw new AppError(410, "DATA_EXPORT_EXPIRED", "This link has expired: ask for a new copy");
      }
      throw new AppError(404, "DATA_EXPORT_NOT_FOUND", "No copy of your data answers this link");
    },

    /**
     * The job: builds what is waiting (a few per run, then triggers the next run) and drops the
     * files whose links ran out. A file that fails to build is logged and tried again.
     */
    async runDue(): Promise<number> {
      await exportsRepository.expireOldExports(db);
      const claimed = await exportsRepository.claimPreparingExports(db, EXPORTS_PER_RUN);
      for (const row of claimed) {
        try {
          await buildOne(row);
        } catch (error) {
          deps.log.error({ err: error, dataExportId: row.id }, "building a data export failed");
          await exportsRepository.markExportAttemptFailed(db, row.id, MAX_BUILD_ATTEMPTS);
        }
      }
      if (claimed.length === EXPORTS_PER_RUN) await deps.trigger();
      return claimed.length;
    },
  };
}

export type DataRightsService = ReturnType<typeof createDataRightsService>;
