/** Days as the organization counts them: `from` 00:00 local to the day after `to` 00:00 local. */
export interface LocalRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayText = (days: number) => new Date(days * DAY_MS).toISOString().slice(0, 10);

/** The period of the same length that ends the day before `range` starts. */
export function previousRange(range: LocalRange): LocalRange {
  const length = dayNumber(range.to) - dayNumber(range.from) + 1;
  return { from: dayText(dayNumber(range.from) - length), to: dayText(dayNumber(range.from) - 1) };
}

/** Every local calendar month the range touches, "YYYY-MM", in order. */
export function monthsOf(range: LocalRange): string[] {
  const months: string[] = [];
  let [year, month] = range.from.split("-").map(Number) as [number, number];
  const last = range.to.slice(0, 7);
  for (;;) {
    const text = `${year}-${String(month).padStart(2, "0")}`;
    months.push(text);
    if (text >= last) return months;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

/** A local month of a range: its days within the range are `firstDay` up to (not including) `beforeDay`. */
export interface MonthSpan {
  month: string;
  firstDay: string;
  beforeDay: string;
  /** The range takes every day of the month. */
  whole: boolean;
}

/** The range's months with the days of each that fall in it (the first and last may be partial). */
export function monthSpans(range: LocalRange): MonthSpan[] {
  const dayAfterTo = dayText(dayNumber(range.to) + 1);
  return monthsOf(range).map((month) => {
    const [year, number] = month.split("-").map(Number) as [number, number];
    const next = number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, "0")}-01`;
    const first = `${month}-01`;
    return {
      month,
      firstDay: first < range.from ? range.from : first,
      beforeDay: next > dayAfterTo ? dayAfterTo : next,
      whole: first >= range.from && next <= dayAfterTo,
    };
  });
}

/**
 * A day's month as the month sets count it (migration 0020's `month_index`): 0 for January 2000,
 * one more per month after it, negative before.
 */
export function monthIndex(day: string): number {
  const [year, month] = day.split("-").map(Number) as [number, number];
  return (year - 2000) * 12 + month - 1;
}
