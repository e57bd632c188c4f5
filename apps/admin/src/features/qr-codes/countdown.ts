import { QR_INSTANCE_TTL_SECONDS } from "@stampwise/contract";

/** Whole seconds left, rounded up: "05:00" right after minting, "00:00" only once it has expired. */
export function secondsLeft(msLeft: number): number {
  return Math.max(0, Math.ceil(msLeft / 1000));
}

/** "04:59" — minutes and seconds, two digits each. */
export function formatCountdown(msLeft: number): string {
  const { minutes, seconds } = countdownParts(msLeft);
  return `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
}

export function countdownParts(msLeft: number): { minutes: number; seconds: number } {
  const total = secondsLeft(msLeft);
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
}

/** How far the server's and this device's clocks may disagree before we stop trusting `expiresAt`. */
const CLOCK_TOLERANCE_MS = 2000;

/**
 * When a minted code expires, on this device's clock. The server's `expiresAt` is used when the
 * two clocks agree; a till whose clock is off by minutes would otherwise count down from 7:00 or
 * 2:00, so then the deadline is the request's start plus the lifetime (never later than the truth,
 * because the server minted the code after the request left).
 */
export function localDeadline({
  expiresAt,
  requestedAt,
  receivedAt,
  ttlSeconds = QR_INSTANCE_TTL_SECONDS,
}: {
  expiresAt: string;
  requestedAt: number;
  receivedAt: number;
  ttlSeconds?: number;
}): number {
  const ttlMs = ttlSeconds * 1000;
  const serverDeadline = Date.parse(expiresAt);
  const earliest = requestedAt + ttlMs - CLOCK_TOLERANCE_MS;
  const latest = receivedAt + ttlMs + CLOCK_TOLERANCE_MS;
  return serverDeadline >= earliest && serverDeadline <= latest ? serverDeadline : requestedAt + ttlMs;
}
