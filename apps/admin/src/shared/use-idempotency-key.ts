import { useRef } from "react";

/**
 * One idempotency key per confirmed change. Pressing confirm again for the same change (after a
 * dropped connection, say) reuses the key, so the server counts it once; a different change, or
 * the same one after it succeeded, gets a new key.
 */
export function useIdempotencyKey() {
  const current = useRef<{ change: string; key: string } | null>(null);
  return {
    keyFor(change: string): string {
      if (current.current?.change !== change) current.current = { change, key: crypto.randomUUID() };
      return current.current.key;
    },
    /** After success: the next confirmation is a new change even if it looks the same. */
    reset() {
      current.current = null;
    },
  };
}
