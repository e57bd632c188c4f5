import { RECENT_ITEMS_LIMIT, type RecentUsers } from "@stampwise/contract";
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { executePrepared } from "../../db/prepared";
import { users } from "../accounts/users.table";
import { personColumns, toCustomerSummary } from "./users-directory.repository";
import { organizationCustomers, reachedUsers, recentSearches, recentUsers } from "./users-directory.table";

interface AdminScope {
  organizationId: string;
  adminId: string;
}

/*
 * What an admin looked at recently in an organization (profiles opened, searches submitted), and
 * the people an organization reached without them being customers yet. Every function takes the
 * handle first.
 */

const ofAdmin = (scope: AdminScope) =>
  and(eq(recentUsers.organizationId, scope.organizationId), eq(recentUsers.adminId, scope.adminId));
const searchesOfAdmin = (scope: AdminScope) =>
  and(eq(recentSearches.organizationId, scope.organizationId), eq(recentSearches.adminId, scope.adminId));

/**
 * Newest first; keeps only the newest RECENT_ITEMS_LIMIT. One statement (it runs on every scan
 * at the counter): the upsert, and the trim of all but the newest others, which reads the list
 * as it was before the upsert, so it keeps RECENT_ITEMS_LIMIT - 1 others besides this person.
 */
export async function recordViewedUser(db: Db, scope: AdminScope, userId: string): Promise<void> {
  await executePrepared(
    db,
    sql`
    with viewed as (
      insert into recent_users (organization_id, admin_id, user_id, viewed_at)
      values (${scope.organizationId}, ${scope.adminId}, ${userId}, now())
      on conflict (organization_id, admin_id, user_id) do update set viewed_at = now()
      returning user_id
    )
    delete from recent_users
    where organization_id = ${scope.organizationId} and admin_id = ${scope.adminId}
      and user_id <> ${userId}
      and user_id not in (
        select user_id from recent_users
        where organization_id = ${scope.organizationId} and admin_id = ${scope.adminId}
          and user_id <> ${userId}
        order by viewed_at desc, user_id desc
        limit ${RECENT_ITEMS_LIMIT - 1}
      )
      and exists (select 1 from viewed)`,
  );
}

/** A repeated query moves to the top instead of appearing twice. */
export async function recordSearch(db: Db, scope: AdminScope, query: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(recentSearches)
      .values({ ...scope, query })
      .onConflictDoUpdate({
        target: [recentSearches.organizationId, recentSearches.adminId, recentSearches.query],
        set: { searchedAt: sql`now()` },
      });
    const kept = tx
      .select({ query: recentSearches.query })
      .from(recentSearches)
      .where(searchesOfAdmin(scope))
      .orderBy(desc(recentSearches.searchedAt), desc(recentSearches.query))
      .limit(RECENT_ITEMS_LIMIT);
    await tx
      .delete(recentSearches)
      .where(and(searchesOfAdmin(scope), notInArray(recentSearches.query, kept)));
  });
}

/** The admin's recently viewed people and searches, newest first. */
export async function listRecent(db: Db, scope: AdminScope): Promise<RecentUsers> {
  const viewed = await db
    .select({
      ...personColumns,
      memberSince: organizationCustomers.memberSince,
      viewedAt: recentUsers.viewedAt,
    })
    .from(recentUsers)
    .innerJoin(users, eq(users.id, recentUsers.userId))
    .leftJoin(
      organizationCustomers,
      and(
        eq(organizationCustomers.organizationId, recentUsers.organizationId),
        eq(organizationCustomers.userId, recentUsers.userId),
      ),
    )
    .where(and(ofAdmin(scope), eq(users.role, "user")))
    .orderBy(desc(recentUsers.viewedAt), desc(recentUsers.userId))
    .limit(RECENT_ITEMS_LIMIT);
  const searches = await db
    .select({ query: recentSearches.query, searchedAt: recentSearches.searchedAt })
    .from(recentSearches)
    .where(searchesOfAdmin(scope))
    .orderBy(desc(recentSearches.searchedAt), desc(recentSearches.query))
    .limit(RECENT_ITEMS_LIMIT);
  return {
    users: viewed.map(({ viewedAt, ...user }) => ({
      ...toCustomerSummary(user),
      viewedAt: viewedAt.toISOString(),
    })),
    searches: searches.map((row) => ({ query: row.query, searchedAt: row.searchedAt.toISOString() })),
  };
}

/** Forgets the admin's recently viewed people and searches. */
export async function clearRecent(db: Db, scope: AdminScope): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(recentUsers).where(ofAdmin(scope));
    await tx.delete(recentSearches).where(searchesOfAdmin(scope));
  });
}

/** Staff scanned these people's own identity codes here (the only way to reach a non-customer). */
export async function recordReached(db: Db, scope: AdminScope, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(reachedUsers)
    .values(
      userIds.map((userId) => ({
        organizationId: scope.organizationId,
        userId,
        reachedBy: scope.adminId,
      })),
    )
    .onConflictDoUpdate({
      target: [reachedUsers.organizationId, reachedUsers.userId],
      set: { reachedBy: scope.adminId, reachedAt: sql`now()` },
    });
}

/** Whether the organization reached this person (see `recordReached`). */
export async function wasReached(db: Db, organizationId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: reachedUsers.userId })
    .from(reachedUsers)
    .where(and(eq(reachedUsers.organizationId, organizationId), eq(reachedUsers.userId, userId)));
  return Boolean(row);
}
export type { AdminScope };
