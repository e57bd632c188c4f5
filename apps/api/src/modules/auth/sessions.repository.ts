import type { MembershipRole } from "@stampwise/contract";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { statementName } from "../../db/prepared";
import { generateToken, hashToken } from "../../lib/crypto";
import { type UserRow, users } from "../accounts/users.table";
import { memberships } from "../organizations/organizations.table";
import { sessions } from "./auth.table";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Renew at most once an hour, so an active user does not write on every request. */
const RENEW_AFTER_MS = 60 * 60 * 1000;

export interface ActiveSession {
  sessionId: string;
  user: UserRow;
  /** Set when the expiry moved forward and the cookie should be sent again. */
  renewedUntil?: Date;
  /**
   * The account's membership in the organization the request named, looked up with the session
   * (one statement for both on every admin request): its role, or null when not a member.
   * Undefined when the request named no organization.
   */
  membership?: { organizationId: string; role: MembershipRole | null };
}

export function createSessionsRepository({
  db,
  secret,
  ttlDays,
}: {
  db: Db;
  secret: string;
  ttlDays: number;
}) {
  const ttlMs = ttlDays * DAY_MS;
  // Every authenticated request runs this lookup: prepared once per connection, PostgreSQL
  // skips parsing and planning it again.
  const findLiveSession = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder("tokenHash")), gt(sessions.expiresAt, sql`now()`)))
    .prepare(statementName("find_live_session"));
  const findLiveSessionInOrganization = db
    .select({ session: sessions, user: users, role: memberships.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      memberships,
      and(
        eq(memberships.userId, sessions.userId),
        eq(memberships.organizationId, sql`${sql.placeholder("organizationId")}::uuid`),
      ),
    )
    .where(and(eq(sessions.tokenHash, sql.placeholder("tokenHash")), gt(sessions.expiresAt, sql`now()`)))
    .prepare(statementName("find_live_session_in_organization"));

  return {
    ttlSeconds: ttlDays * 24 * 60 * 60,

    async create(userId: string, userAgent?: string): Promise<{ token: string; expiresAt: Date }> {
      const token = generateToken();
      const expiresAt = new Date(Date.now() + ttlMs);
      await db.insert(sessions).values({
        userId,
        tokenHash: hashToken(token, secret),
        expiresAt,
        userAgent: userAgent?.slice(0, 300),
      });
      return { token, expiresAt };
    },

    /**
     * The live session for a cookie value, with sliding renewal of its expiry; with the account's
     * role in `organizationId` (a well-formed uuid) when the request names one.
     */
    async resolve(token: string, organizationId?: string): Promise<ActiveSession | undefined> {
      const now = new Date();
      const tokenHash = hashToken(token, secret);
      const [row] = organizationId
        ? await findLiveSessionInOrganization.execute({ tokenHash, organizationId })
        : await findLiveSession.execute({ tokenHash });
      if (!row) return undefined;
      const active: ActiveSession = { sessionId: row.session.id, user: row.user };
      if (organizationId && "role" in row) {
        active.membership = { organizationId, role: (row.role as MembershipRole | null) ?? null };
      }
      if (now.getTime() - row.session.lastSeenAt.getTime() > RENEW_AFTER_MS) {
        const expiresAt = new Date(now.getTime() + ttlMs);
        await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, row.session.id));
        active.renewedUntil = expiresAt;
      }
      return active;
    },

    /** Whether the session still exists and has not expired, without renewing it. */
    async isLive(sessionId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, sql`now()`)));
      return Boolean(row);
    },

    async delete(sessionId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    /** Ends every session of a user except, optionally, the one making the request. */
    async deleteAllForUser(userId: string, keepSessionId?: string, tx: Db = db): Promise<void> {
      const condition = keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId);
      await tx.delete(sessions).where(condition);
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
