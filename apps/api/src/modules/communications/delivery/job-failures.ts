import {
  COMMUNICATION_JOB_ATTEMPTS,
  type CommunicationFailureCode,
  type CommunicationStatus,
} from "@stampwise/contract";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { isDataException } from "../../../lib/database-errors";
import { communications } from "../communications.table";

/**
 * Why a job's work on a communication failed, as its owner is told: a data exception (SQLSTATE
 * class 22: a timestamp or number out of range) comes from a value in its rules, anything else is
 * a failure to take its audience.
 */
export function communicationFailureCode(error: unknown): CommunicationFailureCode {
  return isDataException(error) ? "rulesOutOfRange" : "audienceFailed";
}

/**
 * Counts a failed run of a job on one communication, outside the work's own (rolled back)
 * transaction. While it stays in `status` it is retried at the job's next run; the
 * COMMUNICATION_JOB_ATTEMPTS-th failure in a row marks it `failed` with the reason, so it stops
 * being retried and its owner sees why. Answers whether it is failed now.
 */
export async function recordJobFailure(
  db: Db,
  options: { id: string; status: CommunicationStatus; error: unknown },
): Promise<boolean> {
  const giveUp = sql`${communications.jobFailures} + 1 >= ${COMMUNICATION_JOB_ATTEMPTS}`;
  const [row] = await db
    .update(communications)
    .set({
      jobFailures: sql`${communications.jobFailures} + 1`,
      status: sql`case when ${giveUp} then 'failed' else ${communications.status} end`,
      failureCode: sql`case when ${giveUp} then ${communicationFailureCode(options.error)} else ${communications.failureCode} end`,
      failedAt: sql`case when ${giveUp} then now() else ${communications.failedAt} end`,
      updatedAt: sql`now()`,
    })
    // Changed meanwhile (cancelled, paused, activated by another worker): nothing to count.
    .where(and(eq(communications.id, options.id), eq(communications.status, options.status)))
    .returning({ status: communications.status });
  return row?.status === "failed";
}

/** A run that succeeded ends the count of failures in a row (a sweep after a passing hiccup). */
export async function clearJobFailures(db: Db, id: string): Promise<void> {
  await db
    .update(communications)
    .set({ jobFailures: 0 })
    .where(and(eq(communications.id, id), gt(communications.jobFailures, 0)));
}
