import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/prepared";
import { type AccountDeletionRow, accountDeletions, erasedCustomers } from "./account-deletions.table";
import { users } from "./users.table";

/** How long a worker may take to erase one account before another worker may take it over. */
const CLAIM_MINUTES = 10;

/**
 * Schedules the account's deletion for `dueAt`, or answers the one already scheduled (one per
 * account: the partial unique index settles two requests at once).
 */
export async function scheduleDeletion(
  tx: Db,
  userId: string,
  dueAt: Date,
  startedBy?: { organizationId: string; requestedBy: string },
): Promise<{ row: AccountDeletionRow; created: boolean }> {
  const [created] = await tx
    .insert(accountDeletions)
    .values({ userId, dueAt, ...(startedBy ?? {}) })
    .onConflictDoNothing({
      target: accountDeletions.userId,
      where: sql`${accountDeletions.status} = 'scheduled'`,
    })
    .returning();
  if (created) return { row: created, created: true };
  const existing = await findScheduledDeletion(tx, userId);
  if (!existing) throw new Error("a scheduled deletion vanished while it was answered");
  return { row: existing, created: false };
}

export async function findScheduledDeletion(db: Db, userId: string): Promise<AccountDeletionRow | undefined> {
  const [row] = await db
    .select()
    .from(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), eq(accountDeletions.status, "scheduled")))
    .orderBy(desc(accountDeletions.requestedAt))
    .limit(1);
  return row;
}

/** Signing in cancels a scheduled deletion: whether there was one. */
export async function cancelScheduledDeletion(db: Db, userId: string): Promise<boolean> {
  const cancelled = await db
    .update(accountDeletions)
    .set({ status: "cancelled", cancelledAt: sql`now()`, claimedUntil: null })
    .where(and(eq(accountDeletions.userId, userId), eq(accountDeletions.status, "scheduled")))
    .returning({ id: accountDeletions.id });
  return cancelled.length > 0;
}

/** Cancels one deletion (its account joined a business's team while it waited). */
export async function cancelDeletion(tx: Db, id: string): Promise<void> {
  await tx
    .update(accountDeletions)
    .set({ status: "cancelled", cancelledAt: sql`now()`, claimedUntil: null })
    .where(and(eq(accountDeletions.id, id), eq(accountDeletions.status, "scheduled")));
}

/** Due deletions for this worker (a few), each held for CLAIM_MINUTES. */
export async function claimDueDeletions(db: Db, limit: number): Promise<AccountDeletionRow[]> {
  return db.transaction(async (tx) => {
    const due = await queryRows<{ id: string }>(
      tx,
      sql`select id from account_deletions
        where status = 'scheduled' and due_at <= now()
          and (claimed_until is null or claimed_until < now())
        order by due_at limit ${limit} for update skip locked`,
    );
    if (due.length === 0) return [];
    return tx
      .update(accountDeletions)
      .set({
        claimedUntil: sql`now() + make_interval(mins => ${CLAIM_MINUTES})`,
        attempts: sql`${accountDeletions.attempts} + 1`,
      })
      .where(
        sql`${accountDeletions.id} in (${sql.join(
          due.map((row) => sql`${row.id}::uuid`),
          sql`, `,
        )})`,
      )
      .returning();
  });
}

/**
 * Locks a deletion that is still scheduled, for the transaction that erases it: a sign-in that
 * cancels it waits, or wins first and the erasure finds nothing to do.
 */
export async function lockScheduledDeletion(tx: Db, id: string): Promise<AccountDeletionRow | undefined> {
  const [row] = await tx
    .select()
    .from(accountDeletions)
    .where(and(eq(accountDeletions.id, id), eq(accountDeletions.status, "scheduled")))
    .for("update");
  return row;
}

export async function markErased(tx: Db, id: string): Promise<void> {
  await tx
    .update(accountDeletions)
    .set({ status: "erased", erasedAt: sql`now()`, userId: null, claimedUntil: null })
    .where(eq(accountDeletions.id, id));
}

/** Gives up a claim so the next run tries again (a failed erasure is retried, never dropped). */
export async function releaseClaim(db: Db, id: string): Promise<void> {
  await db.update(accountDeletions).set({ claimedUntil: null }).where(eq(accountDeletions.id, id));
}

/**
 * An anonymous stand-in for an erased person at one business: no name, an address under the
 * reserved `.invalid` domain that can never receive mail, no password and no Google account, so
 * nobody signs in as it. It owns the person's cards and history there.
 */
export async function createAnonymousStandIn(tx: Db, language: "en-US" | "sv-SE"): Promise<string> {
  const id = crypto.randomUUID();
  await tx.insert(users).values({
    id,
    email: `erased-${id}@erased.invalid`,
    firstName: "",
    lastName: "",
    role: "user",
    language,
    erasedAt: sql`now()`,
  });
  return id;
}

export async function recordErasedCustomer(
  tx: Db,
  entry: { deletionId: string; organizationId: string; anonymousId: string },
): Promise<void> {
  await tx.insert(erasedCustomers).values(entry);
}

/** The account goes; what still referred to it goes with it (sessions, secrets, recent lists). */
export async function deleteAccount(tx: Db, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}
