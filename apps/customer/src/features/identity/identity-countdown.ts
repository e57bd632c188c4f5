import { IDENTITY_WINDOW_SECONDS, identityWindow } from "@stampwise/contract";

export type IdentityCountdown = {
  /** The window the moment falls in (the server's `identityWindow`). */
  window: number;
  /** Whole seconds shown to the person: 30 right after a change, 1 just before the next. */
  secondsLeft: number;
  /** Share of the window still ahead, 1 → 0, for the ring. */
  remaining: number;
  /** Milliseconds until the next code. */
  msUntilNext: number;
};

/** Where a moment stands in the identity-code cycle. */
export function identityCountdown(nowMs: number, windowSeconds = IDENTITY_WINDOW_SECONDS): IdentityCountdown {
  const windowMs = windowSeconds * 1000;
  const window = identityWindow(nowMs);
  const msUntilNext = (window + 1) * windowMs - nowMs;
  return {
    window,
    secondsLeft: Math.max(1, Math.ceil(msUntilNext / 1000)),
    remaining: msUntilNext / windowMs,
    msUntilNext,
  };
}
