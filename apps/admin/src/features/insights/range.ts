import { StatisticsRequestSchema } from "@stampwise/contract";

/**
 * The ranges the insights offer. "Last 12 months" is the current month so far and the eleven
 * before it, so the monthly charts show twelve calendar months, none of them
 * cut at both ends; the day counts end today; the years are calendar years.
 */
export const RANGE_PRESETS = ["last12Months", "last30Days", "last90Days", "thisYear", "lastYear"] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_PRESET: RangePreset = "last12Months";

/** The organization's calendar days `from`–`to`, both included, as YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

/** What the address asks for: a preset (read against today) or fixed days. */
export type InsightsRange = { kind: "preset"; preset: RangePreset } | ({ kind: "custom" } & DayRange);

export const DEFAULT_RANGE: InsightsRange = { kind: "preset", preset: DEFAULT_PRESET };

const DAY_MS = 86_400_000;
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (no 2026-02-30, no 2026-2-3). */
export function isCalendarDay(text: string): boolean {
  const match = CALENDAR_DAY.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function partsOf(day: string): [number, number, number] {
  return day.split("-").map(Number) as [number, number, number];
}

/** Days as UTC midnights: no daylight-saving hour can move a day. */
function dayText(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const [year, month, date] = partsOf(day);
  return dayText(new Date(Date.UTC(year, month - 1, date) + days * DAY_MS));
}

/** The first day of the month `months` after `day`'s month (negative: before). */
export function firstOfMonth(day: string, months = 0): string {
  const [year, month] = partsOf(day);
  return dayText(new Date(Date.UTC(year, month - 1 + months, 1)));
}

/** Today in the organization's time zone: its day may not be the browser's. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).formatToParts(now);
  } catch {
    // An unknown zone: the browser's own day is the best guess left.
    return dayText(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The days a preset covers when `today` is today. */
export function presetDays(preset: RangePreset, today: string): DayRange {
  const year = partsOf(today)[0];
  switch (preset) {
    case "last12Months":
      return { from: firstOfMonth(today, -11), to: today };
    case "last30Days":
      return { from: addDays(today, -29), to: today };
    case "last90Days":
      return { from: addDays(today, -89), to: today };
    case "thisYear":
      return { from: `${year}-01-01`, to: today };
    case "lastYear":
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
  }
}

export function rangeDays(range: InsightsRange, today: string): DayRange {
  return range.kind === "preset" ? presetDays(range.preset, today) : { from: range.from, to: range.to };
}

/** The English contract messages for a custom range's fields, by field; empty when it may be asked. */
export type RangeProblems = Partial<Record<keyof DayRange, string>>;

/**
 * What the server would refuse, found before asking (the same schema): a day that is no date, an
 * end before the start, more than STATISTICS_MAX_MONTHS months. One message per field, the first.
 */
export function customRangeProblems(range: DayRange): RangeProblems {
  const result = StatisticsRequestSchema.safeParse({ from: range.from, to: range.to });
  if (result.success) return {};
  const problems: RangeProblems = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === "from" || field === "to") && !problems[field]) problems[field] = issue.message;
  }
  return problems;
}

export const hasProblems = (problems: RangeProblems) => Boolean(problems.from || problems.to);

const isPreset = (value: string | null): value is RangePreset =>
  (RANGE_PRESETS as readonly (string | null)[]).includes(value);

/**
 * The range in the address: `?from=…&to=…` (custom days) or `?range=last30Days`; nothing is the
 * default. Days that are no dates fall back to the default; a range that is reversed or too long
 * stays, so the page can say what is wrong with it.
 */
export function readInsightsRange(params: URLSearchParams): InsightsRange {
  const from = params.get("from");
  const to = params.get("to");
  if (from && to && isCalendarDay(from) && isCalendarDay(to)) return { kind: "custom", from, to };
  const preset = params.get("range");
  return isPreset(preset) ? { kind: "preset", preset } : DEFAULT_RANGE;
}

/** `params` with the range written in (and any other range removed); the default leaves none. */
export function writeInsightsRange(params: URLSearchParams, range: InsightsRange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ["range", "from", "to"]) next.delete(key);
  if (range.kind === "custom") {
    next.set("from", range.from);
    next.set("to", range.to);
  } else if (range.preset !== DEFAULT_PRESET) {
    next.set("range", range.preset);
  }
  return next;
}
