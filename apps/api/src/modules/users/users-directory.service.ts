import { Readable } from "node:stream";
import type {
  Language,
  PhoneCountry,
  RecentUsers,
  UserProfile,
  UserSearchResult,
  UsersExportRequest,
  UsersPage,
} from "@stampwise/contract";
import { USER_SEARCH_RESULTS_LIMIT } from "@stampwise/contract";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { HeavyRequests } from "../heavy-requests/heavy-requests";
import { toPointsStanding } from "../points/points-standing";
import { customerQuery } from "./customer-query";
import { asSeenByOrganization, invitableAccount } from "./person-summary";
import type { AdminScope } from "./recent-history.repository";

/** Whose recent lists a request reads and writes: one admin in one organization. */
export type { AdminScope };

import * as history from "./recent-history.repository";
import { type ProfileRow, readProfile, toProfileCard } from "./user-profile.repository";
import { csvHeader, csvRow } from "./users-csv";
import * as directory from "./users-directory.repository";
import { toCustomerSummary, type UsersPageRequest } from "./users-directory.repository";

/** The same answer whether the person is missing or out of reach. */
export const USER_NOT_VISIBLE_MESSAGE =
  "The requested user could not be found or you don't have permission to view this user.";

/** The users table's request as the route has it: the filter as typed. */
type UsersPageFilter = Omit<UsersPageRequest, "q"> & { q?: string };

const userNotVisible = () => new AppError(404, "NOT_FOUND", USER_NOT_VISIBLE_MESSAGE);

function toUserProfile(row: ProfileRow, at = Date.now()): UserProfile {
  const cards = row.cards.map(toProfileCard);
  const points = row.points;
  const loyalty = points
    ? {
        instanceId: points.instanceId,
        programName: points.programName,
        pointsName: points.pointsName,
        history: points.history,
        ...toPointsStanding(points.lots, points.levels, at),
      }
    : null;
  return {
    user: asSeenByOrganization(toCustomerSummary(row)),
    totals: {
      stamps: cards.reduce((sum, held) => sum + held.instance.stamps, 0),
      stampsEarned: row.stampsEarned,
      rewardsAvailable: cards.reduce(
        (sum, held) => sum + held.rewards.filter((reward) => reward.status === "available").length,
        0,
      ),
      points: loyalty?.balance ?? 0,
      giftCards: row.giftCards,
      giftCardValue: row.giftCardValue,
    },
    cards,
    loyalty,
  };
}

export function createUsersDirectoryService(deps: {
  db: Db;
  rateLimiter: RateLimiter;
  /**
   * The users table and its export are heavy requests (a slot of the organization's, the heavy
   * statement bound); a search has the heavy bound without a slot, so the counter's search as
   * staff type is never refused for an export running (decision 031).
   */
  heavyRequests: HeavyRequests;
  /** Searches one admin may run per minute. */
  searchesPerMinute: number;
  /** How the organization reads a phone number typed without its country code. */
  phoneCountry: (organizationId: string) => Promise<PhoneCountry>;
}) {
  const { db, heavyRequests } = deps;
  const queryIn = (organizationId: string, text: string) =>
    customerQuery(text, () => deps.phoneCountry(organizationId));

  return {
    /**
     * Customers matching `q`, best first. An exact email or phone of an account that is not a
     * customer here is only said to exist (what staff typed, no id): staff may invite it, and only
     * the person's own act makes them a customer. Counted per admin: exact matches must not be a
     * fast way to test addresses.
     */
    async search(scope: AdminScope, q: string, record: boolean): Promise<UserSearchResult> {
      await deps.rateLimiter.consume([
        { key: `user-search:admin:${scope.adminId}`, limit: deps.searchesPerMinute, windowSeconds: 60 },
      ]);
      const query = await queryIn(scope.organizationId, q);
      const [exact, customers] = await heavyRequests.bounded(async (tx) => {
        return [
          await directory.findExactPeople(tx, scope.organizationId, query),
          await directory.searchCustomers(tx, scope.organizationId, query),
        ] as const;
      });
      const newcomer = exact.find((person) => person.memberSince === null);
      if (record) await history.recordSearch(db, scope, q);
      return {
        users: customers.slice(0, USER_SEARCH_RESULTS_LIMIT),
        account: newcomer ? invitableAccount(newcomer, query) : null,
      };
    },

    /**
     * The one account an exact email or phone names, for an invitation: undefined when none does.
     * Typed as in the search, read in the organization's country.
     */
    async findInvitable(organizationId: string, contact: string) {
      const query = await queryIn(organizationId, contact);
      const [person] = await directory.findExactPeople(db, organizationId, query);
      return person;
    },

    async page(organizationId: string, request: UsersPageFilter): Promise<UsersPage> {
      const q = request.q ? await queryIn(organizationId, request.q) : undefined;
      const { users, total } = await heavyRequests.run(organizationId, (slot) =>
        slot.bounded((tx) => directory.customersPage(tx, organizationId, { ...request, q })),
      );
      return { users, total, page: request.page, pageSize: request.pageSize };
    },

    /**
     * The CSV as a stream, read from the database one batch at a time as the client takes it. The
     * organization's heavy slot is taken before (a refusal is an answer, not a broken download) and
     * held until the stream ends, however it ends.
     */
    async exportCsv(
      organizationId: string,
      request: UsersExportRequest,
      language: Language,
    ): Promise<Readable> {
      const slot = await heavyRequests.acquire(organizationId);
      /** The directory's queries on the slot's bounded transaction. */
      const read = <T>(work: (tx: Db) => Promise<T>) => slot.bounded(work);
      async function* lines() {
        yield csvHeader(language);
        const q = request.q ? await queryIn(organizationId, request.q) : undefined;
        if (request.ids) {
          const ids = request.ids;
          for (const user of await read((tx) => directory.customersByIds(tx, organizationId, ids)))
            yield csvRow(user);
          return;
        }
        let cursor: { userId: string; memberSince: Date } | undefined;
        while (true) {
          const after = cursor;
          const batch = await read((tx) => directory.customersExportBatch(tx, organizationId, q, after));
          if (batch.rows.length > 0) yield batch.rows.map(csvRow).join("");
          if (!batch.full || !batch.cursor) return;
          cursor = batch.cursor;
        }
      }
      async function* releasing() {
        try {
          yield* lines();
        } finally {
          // Before the stream ends: the slot is free by the time the client has the whole file.
          await slot.release();
        }
      }
      const stream = Readable.from(releasing());
      // A stream destroyed before it was ever read never runs the generator's finally.
      stream.once("close", () => {
        slot.release().catch(() => {
          // The lease frees a slot whose release failed (the database went away).
        });
      });
      return stream;
    },

    /** Opening a profile puts the person at the top of the admin's recent users. */
    async profile(scope: AdminScope, userId: string): Promise<UserProfile> {
      const row = await readProfile(db, scope.organizationId, userId);
      if (!row || !(row.memberSince || row.reached)) throw userNotVisible();
      await history.recordViewedUser(db, scope, userId);
      return toUserProfile(row);
    },

    /**
     * The counter's scan: one read of the person's profile and identity secret, the code checked
     * against the secret (`verify`, the identity QR's rule), then the view recorded: a person who
     * is not a customer yet is remembered as reached (they showed their own code), so their profile
     * opens and staff may give them a first card. The only way staff reach a non-customer.
     * Undefined when no such customer exists or the code does not verify.
     */
    async identifyProfile(
      scope: AdminScope,
      userId: string,
      /** Checks the scan against the person's identity secret (null: they never showed My QR). */
      verify: (secret: string | null) => boolean,
    ): Promise<UserProfile | undefined> {
      const row = await readProfile(db, scope.organizationId, userId);
      if (!row || !verify(row.identitySecret ?? null)) return undefined;
      if (!row.memberSince) await history.recordReached(db, scope, [userId]);
      await history.recordViewedUser(db, scope, userId);
      return toUserProfile(row);
    },

    async recent(scope: AdminScope): Promise<RecentUsers> {
      const { users, searches } = await history.listRecent(db, scope);
      return {
        users: users.map(({ viewedAt, ...person }) => ({ ...asSeenByOrganization(person), viewedAt })),
        searches,
      };
    },
    clearRecent: (scope: AdminScope): Promise<void> => history.clearRecent(db, scope),
  };
}

export type UsersDirectoryService = ReturnType<typeof createUsersDirectoryService>;
