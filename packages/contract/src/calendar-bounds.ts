/**
 * The calendar a request may name. PostgreSQL holds far more (timestamps to the year 294276), but
 * arithmetic on a date near its edges fails inside a statement: a range's bounds shifted to the
 * organization's time zone, the period before a range, "N days ago". So every date and instant a
 * request carries lies in the years 1900 to 2999, checked by the contract where it enters, and
 * every computation on them stays far from the edges. Kept apart from the schemas (no zod here):
 * the field messages that quote these years are read by screens that do not load zod.
 */
export const CALENDAR_YEAR_MIN = 1900;
export const CALENDAR_YEAR_MAX = 2999;
export const CALENDAR_DAY_MIN = `${CALENDAR_YEAR_MIN}-01-01`;
export const CALENDAR_DAY_MAX = `${CALENDAR_YEAR_MAX}-12-31`;

/**
 * Whether a date (YYYY-MM-DD) or an ISO instant written with its year first falls in the years a
 * request may name. An instant is judged by the year it is written in: an offset moves it by hours
 * at most, which the bounds' distance from the database's edges absorbs.
 */
export function withinCalendarBounds(text: string): boolean {
  const year = Number(text.slice(0, 4));
  return Number.isInteger(year) && year >= CALENDAR_YEAR_MIN && year <= CALENDAR_YEAR_MAX;
}
