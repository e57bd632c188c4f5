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

/** What sessions are made with: the secret their tokens are hashed with, and how long they live. */
export interface SessionSettings {
  secret: string;
  ttlDays: number;
}

/** How long a session cookie lives, in seconds. */
export function sessionTtlSeconds(settings: Pick<SessionSettings, "ttlDays">): number {
  return settings.ttlDays * 24 * 60 * 60;
}

function prepareLookups(db: Db) {
  return {
    findLiveSession: db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, sql.placeholder("tokenHash")), gt(sessions.expiresAt, sql`now()`)))
      .prepare(statementName("find_live_session")),
    findLiveSessionInOrganization: db
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
      .prepare(statementName("find_live_session_in_organization")),
  };
}

/**
 * Every authenticated request runs the session lookup: prepared once per database handle (and by
 * name once per connection), PostgreSQL skips parsing and planning it again.
 */
const lookupsByDb = new WeakMap<Db, ReturnType<typeof prepareLookups>>();

function lookupsOf(db: Db): ReturnType<typeof prepareLookups> {
  let lookups = lookupsByDb.get(db);
  if (!lookups) {
    lookups = prepareLookups(db);
    lookupsByDb.set(db, lookups);
  }
  return lookups;
}

/** Starts a session for the account: the token for its cookie (only its hash is stored). */
export async function createSession(
  db: Db,
  settings: SessionSettings,
  userId: string,
  userAgent?: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + settings.ttlDays * DAY_MS);
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token, settings.secret),
    expiresAt,
    userAgent: userAgent?.slice(0, 300),
  });
  return { token, expiresAt };
}

/**
 * The live session for a cookie value, with sliding renewal of its expiry; with the account's
 * role in `organizationId` (a well-formed uuid) when the request names one.
 */
export async function resolveSession(
  db: Db,
  settings: SessionSettings,
  token: string,
  organizationId?: string,
): Promise<ActiveSession | undefined> {
  const now = new Date();
  const tokenHash = hashToken(token, settings.secret);
  const { findLiveSession, findLiveSessionInOrganization } = lookupsOf(db);
  const [row] = organizationId
    ? await findLiveSessionInOrganization.execute({ tokenHash, organizationId })
    : await findLiveSession.execute({ tokenHash });
  if (!row) return undefined;
  const active: ActiveSession = { sessionId: row.session.id, user: row.user };
  if (organizationId && "role" in row) {
    active.membership = { organizationId, role: (row.role as MembershipRole | null) ?? null };
  }
  if (now.getTime() - row.session.lastSeenAt.getTime() > RENEW_AFTER_MS) {
    const expiresAt = new Date(now.getTime() + settings.ttlDays * DAY_MS);
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, row.session.id));
    active.renewedUntil = expiresAt;
  }
  return active;
}

/** Whether the session still exists and has not expired, without renewing it. */
export async function isSessionLive(db: Db, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, sql`now()`)));
  return Boolean(row);
}

/** When the session was started (its sign-in); undefined when it is gone. */
export async function findSessionStartedAt(db: Db, sessionId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.createdAt;
}

/** Ends one session. */
export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user except, optionally, the one making the request. */
export async function deleteSessionsOfUser(db: Db, userId: string, keepSessionId?: string): Promise<void> {
  const condition = keepSessionId
    ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
    : eq(sessions.userId, userId);
  await db.delete(sessions).where(condition);
}
