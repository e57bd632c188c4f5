import { IDENTITY_WINDOW_SECONDS, identityWindow } from "@stampwise/contract";
import { describe, expect, it } from "vitest";
import { identityCountdown } from "./identity-countdown";

const windowMs = IDENTITY_WINDOW_SECONDS * 1000;
const start = 57_000 * windowMs; // the first moment of a window

describe("identityCountdown", () => {
  it("shows the full window right after a change", () => {
    expect(identityCountdown(start)).toEqual({
      window: 57_000,
      secondsLeft: IDENTITY_WINDOW_SECONDS,
      remaining: 1,
      msUntilNext: windowMs,
    });
  });

  it("counts whole seconds up, never showing 0", () => {
    expect(identityCountdown(start + 200).secondsLeft).toBe(IDENTITY_WINDOW_SECONDS);
    expect(identityCountdown(start + 1000).secondsLeft).toBe(IDENTITY_WINDOW_SECONDS - 1);
    expect(identityCountdown(start + windowMs - 1).secondsLeft).toBe(1);
  });

  it("empties the ring as the window runs out", () => {
    expect(identityCountdown(start + windowMs / 2).remaining).toBeCloseTo(0.5);
    expect(identityCountdown(start + windowMs - 300).msUntilNext).toBe(300);
  });

  it("agrees with the server on the window of every moment", () => {
    for (const offset of [0, 1, 14_999, 29_999, 30_000, 45_123]) {
      expect(identityCountdown(start + offset).window).toBe(identityWindow(start + offset));
    }
  });
});
