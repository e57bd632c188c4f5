import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userCommunications } from "./communications.table";

/**
 * A text message the SMS provider reports undelivered: its delivery row (found by the provider's
 * message id) ends `failed` with the provider's code, so the statistics count it as such.
 */
export async function markSmsUndelivered(
  db: Db,
  report: { providerMessageId: string; code: string; reason: string },
): Promise<void> {
  await db
    .update(userCommunications)
    .set({ status: "failed", failureCode: report.code, failureReason: report.reason })
    .where(eq(userCommunications.providerMessageId, report.providerMessageId));
}
