import type { Language } from "@stampwise/i18n";

/** How a figure moved against the previous period: its direction and the number to write. */
export interface FigureChange {
  direction: "up" | "down" | "same";
  /** "+12%" / "−3,5 %" for counts; "+4" (percentage points) for rates. */
  value: string;
  /** The size of the change as written, without its sign: it picks the plural ("1 point"). */
  magnitude: number;
}

/**
 * A count's change in percent of the previous period's. Null when there is nothing to compare
 * with: a previous 0 (no percentage of nothing) or a figure that is not known.
 */
export function countChange(
  current: number | null,
  previous: number | null,
  language: Language,
): FigureChange | null {
  if (current === null || previous === null || previous === 0) return null;
  const change = (current - previous) / previous;
  // Under a tenth a decimal keeps a small move from reading as no move at all.
  const small = Math.abs(change) < 0.1;
  const value = new Intl.NumberFormat(language, {
    style: "percent",
    signDisplay: "exceptZero",
    maximumFractionDigits: small ? 1 : 0,
  }).format(change);
  return { direction: directionOf(current - previous, value), value, magnitude: Math.abs(change) * 100 };
}

/**
 * A rate's change in percentage points (50 % → 60 % is +10 points, not +20 %). Null when either
 * rate is unknown (nothing to divide in that period) or the previous one is 0.
 */
export function rateChange(
  current: number | null,
  previous: number | null,
  language: Language,
): FigureChange | null {
  if (current === null || previous === null || previous === 0) return null;
  const points = (current - previous) * 100;
  const value = new Intl.NumberFormat(language, {
    signDisplay: "exceptZero",
    maximumFractionDigits: 1,
  }).format(points);
  return { direction: directionOf(points, value), value, magnitude: Math.round(Math.abs(points) * 10) / 10 };
}

/** Same when the written number rounds to nothing: "+0%" would contradict an arrow. */
function directionOf(difference: number, written: string): FigureChange["direction"] {
  if (difference === 0 || !/[1-9]/.test(written)) return "same";
  return difference > 0 ? "up" : "down";
}

/** A share as a whole percent ("25%", "25 %"), a decimal under a tenth. */
export function formatRate(rate: number, language: Language): string {
  const small = rate > 0 && rate < 0.1;
  return new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: small ? 1 : 0 }).format(
    rate,
  );
}

/** Midnight UTC of a YYYY-MM-DD day or YYYY-MM month: formatted in UTC, it is that day everywhere. */
export function utcDay(day: string): Date {
  const [year, month, date = 1] = day.split("-").map(Number) as [number, number, number?];
  return new Date(Date.UTC(year, month - 1, date));
}

/** "Jun 1, 2025 – May 31, 2026" / "1 juni 2025–31 maj 2026", shortened where the dates agree. */
export function formatDayRange(from: string, to: string, language: Language): string {
  const format = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" });
  return from === to ? format.format(utcDay(from)) : format.formatRange(utcDay(from), utcDay(to));
}

/** A "YYYY-MM" month: "Mar 2026" / "mars 2026" (short) or "March 2026" / "mars 2026" (long). */
export function formatMonth(month: string, language: Language, length: "short" | "long" = "short"): string {
  return new Intl.DateTimeFormat(language, { month: length, year: "numeric", timeZone: "UTC" }).format(
    utcDay(month),
  );
}
