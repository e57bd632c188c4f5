import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { generateToken, hashToken } from "../../lib/crypto";
import { type UserRow, users } from "../users/users.table";
import { sessions } from "./auth.table";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Renew at most once an hour, so an active user does not write on every request. */
const RENEW_AFTER_MS = 60 * 60 * 1000;

export interface ActiveSession {
  sessionId: string;
  user: UserRow;
  /** Set when the expiry moved forward and the cookie should be sent again. */
  renewedUntil?: Date;
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
    .prepare("find_live_session");

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

    /** The live session for a cookie value, with sliding renewal of its expiry. */
    async resolve(token: string): Promise<ActiveSession | undefined> {
      const now = new Date();
      const [row] = await findLiveSession.execute({ tokenHash: hashToken(token, secret) });
      if (!row) return undefined;
      const active: ActiveSession = { sessionId: row.session.id, user: row.user };
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
