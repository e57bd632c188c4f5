import type { Communication, CommunicationStatistics } from "@stampwise/contract";

/** A scheduled communication this close to its time is watched, so sending shows as it starts. */
const ABOUT_TO_START_MS = 2 * 60_000;
/** An instant one's audience is taken when it activates; its first minute is watched regardless. */
const JUST_ACTIVATED_MS = 60_000;

/**
 * Whether the page should follow the sending live (read the figures again every few seconds):
 * while deliveries wait to be sent, while a continuous communication is active (customers join
 * as they come to match), and around the moment an instant one starts. An instant one that has
 * sent everything stays "active" but will not change by itself, so it is not polled.
 */
export function isSending(
  communication: Pick<Communication, "status" | "deliveryType" | "scheduledFor" | "activatedAt">,
  statistics: Pick<CommunicationStatistics, "pending"> | undefined,
  now: number,
): boolean {
  if (statistics && statistics.pending > 0) return true;
  if (communication.status === "scheduled") {
    const at = communication.scheduledFor ? Date.parse(communication.scheduledFor) : Number.POSITIVE_INFINITY;
    return at - now <= ABOUT_TO_START_MS;
  }
  if (communication.status !== "active") return false;
  if (communication.deliveryType === "continuous") return true;
  const activatedAt = communication.activatedAt ? Date.parse(communication.activatedAt) : 0;
  return now - activatedAt <= JUST_ACTIVATED_MS;
}
