import { CALENDAR_DAY_MAX, CALENDAR_DAY_MIN, CALENDAR_YEAR_MAX } from "./calendar-bounds";
import { TARGET_AGE_MAX, TARGET_DAYS_MAX, TARGET_NUMBER_MAX } from "./targeting-limits";

/**
 * Field messages of communications and targeting, translated in the `validation` texts. Kept out
 * of VALIDATION_MESSAGES, which every form's first load carries (the customer login among them):
 * only the communications screens need them, and look them up with `communicationMessageKey`.
 */
export const COMMUNICATION_VALIDATION_MESSAGES = {
  communicationTitleRequired: "Title is required",
  communicationTitleTooLong: "Title is too long",
  communicationContentTooLong: "Description is too long",
  targetGroupRequired: "Choose who receives it",
  mediaRequired: "Choose at least one channel",
  mediaRepeated: "Each channel can be chosen once",
  emailSubjectRequired: "Email subject is required",
  emailSubjectTooLong: "Email subject is too long",
  emailBodyRequired: "Email text is required",
  emailBodyTooLong: "Email text is too long",
  smsMessageRequired: "SMS message is required",
  smsMessageTooLong: "SMS message is too long (at most 10 messages)",
  inAppTitleRequired: "In-app title is required",
  inAppTitleTooLong: "In-app title is too long",
  inAppBodyRequired: "In-app message is required",
  inAppBodyTooLong: "In-app message is too long",
  unknownVariable:
    "Unknown variable: use {{firstName}}, {{lastName}}, {{organizationName}}, {{pointsBalance}} or {{levelName}}",
  scheduledForRequired: "Choose when to send it",
  scheduledForPast: "Choose a time in the future",
  scheduledForOutOfRange: `Choose a time before the year ${CALENDAR_YEAR_MAX + 1}`,
  targetDateInvalid: "Enter a date as YYYY-MM-DD",
  targetDateOutOfRange: `Enter a date from ${CALENDAR_DAY_MIN} to ${CALENDAR_DAY_MAX}`,
  targetDaysRange: `Days must be a whole number from 0 to ${TARGET_DAYS_MAX}`,
  targetNumberRange: `Enter a whole number from 0 to ${TARGET_NUMBER_MAX}`,
  targetAgeRange: `Age must be a whole number from 0 to ${TARGET_AGE_MAX}`,
  targetActivityValueRequired: "Enter a date for before/after, or a number of days",
  targetCardsRequired: "Choose at least one stamp card",
  targetLevelsRequired: "Choose at least one level",
  targetMinAboveMax: "The minimum cannot be above the maximum",
  targetValueRequired: "Enter a value",
  targetValueTooLong: "Value is too long",
  targetValueType: "Level names are text; the other fields are numbers",
  targetContainsText: "'Contains' works for the level name only",
  targetConditionsRequired: "A group needs at least one condition",
  targetGroupNameTooLong: "Name is too long",
} as const;

export type CommunicationMessageKey = keyof typeof COMMUNICATION_VALIDATION_MESSAGES;

const keyByMessage = new Map<string, CommunicationMessageKey>(
  Object.entries(COMMUNICATION_VALIDATION_MESSAGES).map(([key, message]) => [
    message,
    key as CommunicationMessageKey,
  ]),
);

/** The name of a communications field message, or undefined for another message. */
export function communicationMessageKey(message: string): CommunicationMessageKey | undefined {
  return keyByMessage.get(message);
}
