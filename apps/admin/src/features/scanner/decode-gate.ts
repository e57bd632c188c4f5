/** How long a code whose lookup failed (offline, say) is ignored before the camera may try it again. */
export const FAILED_CODE_QUIET_MS = 3000;

/**
 * Lets one decoded code at a time through to the server. The camera keeps decoding the same code
 * many times a second; while one is being looked up the frames are ignored, a code the server did
 * not recognize is not sent again (one toast, not ten a second), and after another failure the
 * same code waits a moment. A different code goes through as soon as nothing is pending, and nothing
 * after a code was found.
 */
export function createDecodeGate({ quietMs = FAILED_CODE_QUIET_MS, now = () => Date.now() } = {}) {
  let pending = false;
  // Once a customer is found the scan is over: frames still in flight must not look them up again.
  let found = false;
  const failedAt = new Map<string, number>();
  // Codes the server said it does not know: an identity code never becomes valid later.
  const rejected = new Set<string>();

  return {
    /**
     * True when `code` should be looked up now; the caller must then call `finish`. `deliberate`
     * (a photo the person chose again) skips the quiet moment after a failure.
     */
    tryStart(code: string, { deliberate = false }: { deliberate?: boolean } = {}): boolean {
      if (pending || found) return false;
      const failed = failedAt.get(code);
      if (!deliberate && (rejected.has(code) || (failed !== undefined && now() - failed < quietMs)))
        return false;
      pending = true;
      return true;
    },
    /** `rejected`: not recognized, ignored from now on; `failed`: anything else, tried again later. */
    finish(code: string, outcome: "found" | "rejected" | "failed"): void {
      pending = false;
      if (outcome === "found") found = true;
      else if (outcome === "rejected") rejected.add(code);
      else failedAt.set(code, now());
    },
  };
}
