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
