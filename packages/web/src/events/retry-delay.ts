import { EVENTS_RECONNECT_INITIAL_MS, EVENTS_RECONNECT_MAX_MS } from "@stampwise/contract";

/**
 * Delay before reconnect attempt number `attempt` (0 for the first retry after a drop): 3 s, doubling
 * each time, at most 30 s.
 */
export function eventsRetryDelay(attempt: number): number {
  return Math.min(EVENTS_RECONNECT_INITIAL_MS * 2 ** Math.max(0, attempt), EVENTS_RECONNECT_MAX_MS);
}
