/**
 * The insights request's limit and field messages, apart from its schema: the login screens read
 * every field message on their first paint, and must not pull zod in with them.
 */

import { CALENDAR_DAY_MAX, CALENDAR_DAY_MIN } from "./calendar-bounds";

/** The longest range one request may ask for (the screen's presets reach 12 months). */
export const STATISTICS_MAX_MONTHS = 24;

export const STATISTICS_VALIDATION_MESSAGES = {
  statisticsDateInvalid: "Use a date written as YYYY-MM-DD",
  statisticsDateOutOfRange: `Use a date from ${CALENDAR_DAY_MIN} to ${CALENDAR_DAY_MAX}`,
  statisticsRangeReversed: "The range ends before it starts",
  statisticsRangeTooLong: `A range can be at most ${STATISTICS_MAX_MONTHS} months`,
  statisticsSectionsRequired: "Ask for at least one section",
} as const;
