import {
  ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES,
  ACCOUNT_DELETION_GRACE_DAYS,
  type AccountDeletionRequest,
  type AccountDeletionScheduled,
  DATA_EXPORT_LINK_DAYS,
  DATA_EXPORTS_PER_DAY,
  DATA_REQUEST_LOG_LIMIT,
  DATA_REQUESTS_PER_ORGANIZATION_PER_DAY,
  type DataExportState,
  type DataRequestLogEntry,
  type Language,
  YOUR_DATA_RECENT_ITEMS,
  type YourData,
} from "@stampwise/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import { generateToken, hashToken, verifyPassword } from "../../lib/crypto";
import type { RateLimiter } from "../../lib/rate-limiter";
import { type AccountDeletion, accountDeletions } from "../accounts/account-deletions.service";
import { dropPendingDeliveriesOnLeaving } from "../communications/leaving";
import { withdrawConsentsOnLeaving } from "../consent/leaving";
import type { CardInstancesService } from "../ledger/card-instances.service";
import { renderActionMail } from "../mail/mail-templates";
import type { Mailer } from "../mail/mailer";
import { isOnATeam } from "../organizations/erasure";
import { removeCustomer } from "../users/customers.service";
import { buildDataExportFile, dataExportFileName } from "./data-export-file";
import * as exportsRepository from "./data-exports.repository";
import * as requestsRepository from "./data-requests.repository";
import type { DataExportRow } from "./data-rights.table";
import { eraseAccount } from "./erasure";
import {
  findOrganizationName,
  findPersonalAccount,
  findPersonalBusinesses,
  findPersonalData,
  isCustomerOf,
} from "./personal-data.repository";

export const DATA_EXPORT_JOB = { name: "data-export", cron: "*/10 * * * *", triggered: true } as const;
/** Erases the accounts whose grace period ran out; hourly is soon enough for a 14-day wait. */
export const ACCOUNT_ERASURE_JOB = { name: "account-erasure", cron: "7 * * * *", triggered: true } as const;

/** Exports one run builds; the rest wait for the next run, which the last one triggers. */
const EXPORTS_PER_RUN = 5;
/** Erasures one run does; the rest wait for the next run, which the last one triggers. */
const ERASURES_PER_RUN = 5;
/** Wrong passwords a signed-in person may give when deleting their account, per window. */
const DELETION_PASSWORD_ATTEMPTS = 5;
const DELETION_PASSWORD_WINDOW_SECONDS = 15 * 60;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A build that fails this many times is given up (the person sees it and may ask again). */
const MAX_BUILD_ATTEMPTS = 3;

type Person = { id: string; email: string; language: Language };

/** The signed-in account, as deleting it needs it. */
type Account = Person & { role: "admin" | "user"; passwordHash: string | null };

/** An account on a business's team is not deleted as a customer's. */
function staffAccount(): AppError {
  return new AppError(
    409,
    "ACCOUNT_DELETION_STAFF",
    "This account is on a business's team: it is not deleted as a customer's. Its owners remove it from the team first",
  );
}

function deletionState(row: AccountDeletion): AccountDeletionScheduled {
  return { status: "scheduled", requestedAt: row.requestedAt.toISOString(), dueAt: row.dueAt.toISOString() };
}

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
  rateLimiter: RateLimiter;
  /** The auth module's sessions: a deletion signs the account out everywhere; Google's confirmation is a fresh one. */
  sessions: {
    endAll: (tx: Db, userId: string) => Promise<void>;
    startedAt: (sessionId: string) => Promise<Date | undefined>;
  };
  /** Bound late: the jobs are made with the export's job in them. */
  trigger: () => Promise<void> | void;
  /** Bound late, the same: runs the erasure job now (a test's clock, an operator). */
  triggerErasure: () => Promise<void> | void;
}) {
  const { db } = deps;

  async function buildOne(row: DataExportRow): Promise<void> {
    // An export whose person was erased while it waited builds nothing (the erasure ended it).
    const data = row.userId ? await findPersonalData(db, row.userId) : undefined;
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

  /**
   * An owner-started request counts against the organization's day (DATA_REQUESTS_PER_ORGANIZATION_PER_DAY):
   * each mails a customer, and a copy reads their whole history, so one business can not flood the
   * job every business shares. Runs in the request's transaction, serialized per organization.
   */
  async function assertOrganizationMayAsk(tx: Db, organizationId: string): Promise<void> {
    await requestsRepository.lockOrganizationRequests(tx, organizationId);
    const today = await requestsRepository.countTodaysOrganizationRequests(tx, organizationId);
    if (today >= DATA_REQUESTS_PER_ORGANIZATION_PER_DAY) {
      throw new AppError(
        429,
        "DATA_REQUEST_LIMIT",
        `At most ${DATA_REQUESTS_PER_ORGANIZATION_PER_DAY} data requests a day may be started for customers here: try again tomorrow`,
        { limit: DATA_REQUESTS_PER_ORGANIZATION_PER_DAY },
      );
    }
  }

  async function request(
    userId: string,
    startedBy?: { organizationId: string; requestedBy: string },
  ): Promise<DataExportState> {
    const row = await db.transaction(async (tx) => {
      if (startedBy) await assertOrganizationMayAsk(tx, startedBy.organizationId);
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

  /**
   * Schedules the deletion for ACCOUNT_DELETION_GRACE_DAYS from now (or answers the one scheduled),
   * signs the person out everywhere, so signing in again is what cancels it, and mails them the
   * date. The caller has checked who may ask.
   */
  async function scheduleAccountDeletion(
    person: Person,
    startedBy?: { organizationId: string; requestedBy: string; organizationName: string },
  ): Promise<AccountDeletionScheduled> {
    const dueAt = new Date(Date.now() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
    const { deletion, created } = await db.transaction(async (tx) => {
      // Asked again while it waits: the same date, and it costs the business none of its day.
      const waiting = await accountDeletions.findScheduled(tx, person.id);
      if (waiting) return { deletion: waiting, created: false };
      if (startedBy) await assertOrganizationMayAsk(tx, startedBy.organizationId);
      const scheduled = await accountDeletions.schedule(
        tx,
        person.id,
        dueAt,
        startedBy && { organizationId: startedBy.organizationId, requestedBy: startedBy.requestedBy },
      );
      await deps.sessions.endAll(tx, person.id);
      if (scheduled.created) {
        const link = `${deps.publicUrl}/app/login`;
        const date = new Intl.DateTimeFormat(person.language, { dateStyle: "long", timeZone: "UTC" }).format(
          scheduled.deletion.dueAt,
        );
        const values = { email: person.email, date };
        const mail = startedBy
          ? await renderActionMail("account-deletion-scheduled-asked-at", person.language, link, {
              ...values,
              organization: startedBy.organizationName,
            })
          : await renderActionMail("account-deletion-scheduled", person.language, link, values);
        await deps.mailer.enqueue(person.email, mail, tx);
      }
      return scheduled;
    });
    if (created) {
      void deps.mailer.deliverDue().catch((error) => deps.log.warn({ err: error }, "mail delivery failed"));
    }
    return deletionState(deletion);
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
      const [exports, erasures] = await Promise.all([
        exportsRepository.listOrganizationExports(db, organizationId, DATA_REQUEST_LOG_LIMIT),
        requestsRepository.listOrganizationErasures(db, organizationId, DATA_REQUEST_LOG_LIMIT),
      ]);
      const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
      const customerOf = (row: {
        user_id: string | null;
        customer_email: string | null;
        customer_first_name: string | null;
        customer_last_name: string | null;
      }) =>
        row.customer_email === null || row.user_id === null
          ? null
          : {
              userId: row.user_id,
              firstName: row.customer_first_name ?? "",
              lastName: row.customer_last_name ?? "",
              email: row.customer_email,
            };
      const askerOf = (row: { asker_first_name: string | null; asker_last_name: string | null }) =>
        row.asker_first_name === null
          ? null
          : { firstName: row.asker_first_name, lastName: row.asker_last_name ?? "" };
      const entries: DataRequestLogEntry[] = [
        ...exports.map((row) => ({
          id: row.id,
          kind: "export" as const,
          status: row.status,
          requestedAt: new Date(row.requested_at).toISOString(),
          readyAt: iso(row.ready_at),
          downloadedAt: iso(row.downloaded_at),
          dueAt: null,
          cancelledAt: null,
          erasedAt: null,
          customer: customerOf(row),
          anonymousId: null,
          requestedBy: askerOf(row),
        })),
        ...erasures.map((row) => ({
          id: row.id,
          kind: "erasure" as const,
          status: row.status,
          requestedAt: new Date(row.requested_at).toISOString(),
          readyAt: null,
          downloadedAt: null,
          dueAt: iso(row.due_at),
          cancelledAt: iso(row.cancelled_at),
          erasedAt: iso(row.erased_at),
          customer: customerOf(row),
          anonymousId: row.anonymous_id,
          requestedBy: askerOf(row),
        })),
      ];
      return entries
        .sort((a, b) => b.requestedAt.localeCompare(a.requestedAt) || b.id.localeCompare(a.id))
        .slice(0, DATA_REQUEST_LOG_LIMIT);
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

    /**
     * "Delete my account", by the person: confirmed with their password, or, for an account that
     * signs in only with Google, by a Google sign-in in the last few minutes. Wrong passwords are
     * limited (a stolen session must not become a way to guess it). Staff accounts are not
     * deleted from here.
     */
    async requestAccountDeletion(
      session: { sessionId: string; user: Account },
      input: AccountDeletionRequest,
    ): Promise<AccountDeletionScheduled> {
      const { user } = session;
      if (user.role !== "user" || (await isOnATeam(db, user.id))) throw staffAccount();
      if (user.passwordHash) {
        await deps.rateLimiter.consume([
          {
            key: `account-deletion:${user.id}`,
            limit: DELETION_PASSWORD_ATTEMPTS,
            windowSeconds: DELETION_PASSWORD_WINDOW_SECONDS,
          },
        ]);
        if (!input.password || !(await verifyPassword(input.password, user.passwordHash))) {
          throw new AppError(403, "PASSWORD_INCORRECT", "That is not your password: the account stays");
        }
      } else {
        const startedAt = await deps.sessions.startedAt(session.sessionId);
        const freshSince = Date.now() - ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES * 60_000;
        if (!startedAt || startedAt.getTime() < freshSince) {
          throw new AppError(
            403,
            "FRESH_SIGN_IN_REQUIRED",
            `Sign in with Google again to confirm (within ${ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES} minutes)`,
            { minutes: ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES },
          );
        }
      }
      return scheduleAccountDeletion(user);
    },

    /**
     * An owner starts the deletion of a customer who asked in person, under the same rules: the
     * grace period, the mail to the customer, and signing in cancels it. 404 for anyone who is not
     * a customer here.
     */
    async requestErasureForCustomer(
      organizationId: string,
      owner: Pick<Person, "id">,
      userId: string,
    ): Promise<AccountDeletionScheduled> {
      if (!(await isCustomerOf(db, organizationId, userId))) throw notFound("Customer");
      const person = await findPersonalAccount(db, userId);
      if (!person) throw notFound("Customer");
      // One business never deletes another's team member (perhaps its only owner).
      if (await isOnATeam(db, userId)) throw staffAccount();
      return scheduleAccountDeletion(
        { id: userId, email: person.email, language: person.language },
        {
          organizationId,
          requestedBy: owner.id,
          organizationName: (await findOrganizationName(db, organizationId)) ?? "",
        },
      );
    },

    /** Copies and deletions in progress for the business (the insights' notifications). */
    requestsInProgress: (organizationId: string) =>
      requestsRepository.countRequestsInProgress(db, organizationId),

    /**
     * The erasure job: erases the accounts whose grace period ran out, a few per run (then
     * triggers the next). One that fails is logged and tried again next run, never half done.
     */
    async runDueErasures(): Promise<number> {
      const claimed = await accountDeletions.claimDue(db, ERASURES_PER_RUN);
      for (const deletion of claimed) {
        try {
          await eraseAccount(db, deletion.id);
        } catch (error) {
          deps.log.error({ err: error, accountDeletionId: deletion.id }, "erasing an account failed");
          await accountDeletions.releaseClaim(db, deletion.id);
        }
      }
      if (claimed.length === ERASURES_PER_RUN) await deps.triggerErasure();
      return claimed.length;
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
