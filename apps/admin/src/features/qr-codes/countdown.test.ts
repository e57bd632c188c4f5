import { describe, expect, it } from "vitest";
import { countdownParts, formatCountdown, localDeadline, secondsLeft } from "./countdown";

describe("formatCountdown", () => {
  it("shows minutes and seconds with two digits each", () => {
    expect(formatCountdown(300_000)).toBe("05:00");
    expect(formatCountdown(299_001)).toBe("05:00");
    expect(formatCountdown(299_000)).toBe("04:59");
    expect(formatCountdown(61_000)).toBe("01:01");
    expect(formatCountdown(9_500)).toBe("00:10");
  });

  it("reaches 00:00 only once the time is up, and never goes below", () => {
    expect(formatCountdown(1)).toBe("00:01");
    expect(formatCountdown(0)).toBe("00:00");
    expect(formatCountdown(-5_000)).toBe("00:00");
    expect(secondsLeft(-1)).toBe(0);
  });

  it("gives the parts a screen reader label names", () => {
    expect(countdownParts(154_200)).toEqual({ minutes: 2, seconds: 35 });
  });
});

describe("localDeadline", () => {
  const requestedAt = Date.parse("2026-03-01T12:00:00.000Z");
  const receivedAt = requestedAt + 150;

  it("uses the server's expiry when the clocks agree", () => {
    const expiresAt = new Date(requestedAt + 80 + 300_000).toISOString();
    expect(localDeadline({ expiresAt, requestedAt, receivedAt })).toBe(Date.parse(expiresAt));
  });

  it("counts from the request when this device's clock is off", () => {
    const serverAhead = new Date(requestedAt + 3 * 60_000 + 300_000).toISOString();
    const serverBehind = new Date(requestedAt - 10 * 60_000 + 300_000).toISOString();
    expect(localDeadline({ expiresAt: serverAhead, requestedAt, receivedAt })).toBe(requestedAt + 300_000);
    expect(localDeadline({ expiresAt: serverBehind, requestedAt, receivedAt })).toBe(requestedAt + 300_000);
  });
});
