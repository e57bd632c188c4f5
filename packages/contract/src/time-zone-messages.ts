/**
 * The time zone's field message, part of VALIDATION_MESSAGES: a file of its own without zod, as
 * the login's first load reads the messages and must not carry zod.
 */
export const TIME_ZONE_MESSAGES = {
  timeZoneUnknown: "Choose a time zone from the list",
} as const;
