import { PHONE_CODE_TTL_MINUTES } from "@stampwise/contract";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { phoneConfirmations } from "./phone.table";

/** The number waiting for its code, if any. */
export async function findPending(db: Db, userId: string) {
  const [row] = await db.select().from(phoneConfirmations).where(eq(phoneConfirmations.userId, userId));
  return row;
}

/** The pending confirmation, locked until the transaction ends: one code check at a time. */
export async function lockPending(tx: Db, userId: string) {
  const [row] = await tx
    .select()
    .from(phoneConfirmations)
    .where(eq(phoneConfirmations.userId, userId))
    .for("update");
  return row;
}

/** A new code for the number (its hash), replacing any earlier one, valid PHONE_CODE_TTL_MINUTES. */
export async function replacePending(db: Db, userId: string, phoneNumber: string, codeHash: string) {
  const expiresAt = sql`now() + make_interval(mins => ${PHONE_CODE_TTL_MINUTES})`;
  await db
    .insert(phoneConfirmations)
    .values({ userId, phoneNumber, codeHash, attempts: 0, expiresAt })
    .onConflictDoUpdate({
      target: phoneConfirmations.userId,
      set: { phoneNumber, codeHash, attempts: 0, expiresAt, createdAt: sql`now()` },
    });
}

export async function countFailedAttempt(tx: Db, userId: string, attempts: number): Promise<void> {
  await tx.update(phoneConfirmations).set({ attempts }).where(eq(phoneConfirmations.userId, userId));
}

export async function deletePending(db: Db, userId: string): Promise<void> {
  await db.delete(phoneConfirmations).where(eq(phoneConfirmations.userId, userId));
}
