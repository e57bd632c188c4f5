import type { Db } from "../../db/client";
import * as deletions from "./account-deletions.repository";
import type { AccountDeletionRow } from "./account-deletions.table";

/** What other modules see of a deletion request. */
export type AccountDeletion = Pick<AccountDeletionRow, "id" | "userId" | "requestedAt" | "dueAt">;

const summary = ({ id, userId, requestedAt, dueAt }: AccountDeletionRow): AccountDeletion => ({
  id,
  userId,
  requestedAt,
  dueAt,
});

/**
 * The accounts module's side of deleting an account (decision 043): the request's life (scheduled,
 * cancelled by a sign-in, claimed by the erasure job, erased) and the account itself (its anonymous
 * stand-ins, its going). The data-rights module runs the erasure; auth cancels on sign-in.
 */
export const accountDeletions = {
  /** Schedules the deletion for `dueAt`, or answers the one already scheduled (`created` false). */
  async schedule(
    tx: Db,
    userId: string,
    dueAt: Date,
    startedBy?: { organizationId: string; requestedBy: string },
  ): Promise<{ deletion: AccountDeletion; created: boolean }> {
    const { row, created } = await deletions.scheduleDeletion(tx, userId, dueAt, startedBy);
    return { deletion: summary(row), created };
  },

  /** The account's deletion waiting out its days, if any. */
  async findScheduled(db: Db, userId: string): Promise<AccountDeletion | undefined> {
    const row = await deletions.findScheduledDeletion(db, userId);
    return row && summary(row);
  },

  /** Cancels one deletion when it can not be done (the account joined a business's team meanwhile). */
  cancel: (tx: Db, id: string) => deletions.cancelDeletion(tx, id),

  /** Signing in cancels a scheduled deletion: whether there was one. */
  cancelOnSignIn: (db: Db, userId: string) => deletions.cancelScheduledDeletion(db, userId),

  /** Due deletions for this worker, each held for a while so no other worker takes it. */
  async claimDue(db: Db, limit: number): Promise<AccountDeletion[]> {
    return (await deletions.claimDueDeletions(db, limit)).map(summary);
  },

  /** The deletion, locked for the erasing transaction, while it is still scheduled. */
  async lockScheduled(tx: Db, id: string): Promise<AccountDeletion | undefined> {
    const row = await deletions.lockScheduledDeletion(tx, id);
    return row && summary(row);
  },

  markErased: (tx: Db, id: string) => deletions.markErased(tx, id),
  releaseClaim: (db: Db, id: string) => deletions.releaseClaim(db, id),
  createAnonymousStandIn: (tx: Db, language: "en-US" | "sv-SE") =>
    deletions.createAnonymousStandIn(tx, language),
  recordErasedCustomer: (
    tx: Db,
    entry: { deletionId: string; organizationId: string; anonymousId: string },
  ) => deletions.recordErasedCustomer(tx, entry),
  deleteAccount: (tx: Db, userId: string) => deletions.deleteAccount(tx, userId),
};
