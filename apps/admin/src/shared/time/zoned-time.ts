/**
 * Times are chosen and read as a day and a clock time in the organization's time zone (the
 * schedule dialog, the days of a chart), whatever zone the admin's computer is in. Intl knows the
 * zones' rules; these turn a wall-clock time there into an instant and back.
 */

/** The wall-clock parts of `instant` in `timeZone`. */
function wallClock(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
  };
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return asUtc - Math.floor(instant.getTime() / 60_000) * 60_000;
}

/**
 * The instant a day (`YYYY-MM-DD`) and time (`HH:MM`) name in `timeZone`; null when either is not
 * a real one. A time skipped by the spring change (02:30 in Stockholm) becomes the hour after.
 */
export function instantInZone(date: string, time: string, timeZone: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock) return null;
  const [year, month, dayOfMonth, hour, minute] = [day[1], day[2], day[3], clock[1], clock[2]].map(
    Number,
  ) as [number, number, number, number, number];
  if (hour > 23 || minute > 59) return null;
  const wallAsUtc = Date.UTC(year, month - 1, dayOfMonth, hour, minute);
  const check = new Date(wallAsUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== dayOfMonth) return null;
  // The offset at the guess is right except near a change; a second pass settles it.
  const first = wallAsUtc - offsetAt(new Date(wallAsUtc), timeZone);
  return new Date(wallAsUtc - offsetAt(new Date(first), timeZone));
}

/** The day and time `instant` shows in `timeZone`, as the dialog's inputs take them. */
export function wallClockInZone(instant: Date, timeZone: string): { date: string; time: string } {
  const wall = wallClock(instant, timeZone);
  const pad = (value: number) => String(value).padStart(2, "0");
  return {
    date: `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`,
    time: `${pad(wall.hour)}:${pad(wall.minute)}`,
  };
}

/** The instant `instant`'s day begins in `timeZone` (its local midnight, or the first hour after). */
export function startOfDayInZone(instant: Date, timeZone: string): Date {
  const { date } = wallClockInZone(instant, timeZone);
  return instantInZone(date, "00:00", timeZone) ?? instant;
}

/** The instant the day after `instant`'s begins in `timeZone`: 23, 24 or 25 hours on. */
export function nextDayInZone(instant: Date, timeZone: string): Date {
  const start = startOfDayInZone(instant, timeZone);
  // Noon of the day is always within it; a day later is noon of the next, whatever the clocks do.
  return startOfDayInZone(new Date(start.getTime() + 36 * 3_600_000), timeZone);
}
