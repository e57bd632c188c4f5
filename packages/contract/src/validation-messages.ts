import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  STAMP_SIZE_MAX,
  STAMP_SIZE_MIN,
  STAMPS_REQUIRED_MAX,
  STAMPS_REQUIRED_MIN,
} from "./constants";
import {
  MAX_SCAN_STAMPS_PER_HOUR_LIMIT,
  MAX_SCAN_STAMPS_PER_HOUR_MIN,
  SCAN_COOLDOWN_SECONDS_LIMIT,
} from "./fraud-limits";
import { LOYALTY_VALIDATION_MESSAGES } from "./loyalty-validation-messages";
import { POINTS_VALIDATION_MESSAGES } from "./points-validation-messages";
import { STATISTICS_VALIDATION_MESSAGES } from "./statistics-validation-messages";
import { TIME_ZONE_MESSAGES } from "./time-zone-messages";
import { WEBHOOK_VALIDATION_MESSAGES } from "./webhook-validation-messages";

/**
 * Every field message the schemas give, named. The API answers the English text; the apps look
 * the name up (`validationMessageKey`) and show the translation under the field instead.
 */
export const VALIDATION_MESSAGES = {
  emailInvalid: "Please enter a valid email address",
  emailTooLong: "Email is too long",
  passwordRequired: "Password is required",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordsDoNotMatch: "Passwords do not match",
  nameRequired: "Name is required",
  nameTooLong: "Name is too long",
  tokenRequired: "Token is required",
  linkInvalid: "The link is invalid",
  acceptTermsRequired: "You must be at least 18 and accept the terms",
  organizationNameRequired: "Organization name is required",
  organizationNameTooLong: "Organization name is too long",
  phoneInvalid: "Phone number must be in E.164 format, for example +46701234567",
  phoneNotReal: "Phone number is not a valid number",
  phoneUnreadable: "Enter a phone number, for example 070-123 45 67 or +46 70 123 45 67",
  countryInvalid: "Choose a country",
  addressRequired: "Address is required",
  addressTooLong: "Address is too long",
  messageRequired: "Message is required",
  messageTooLong: "Message is too long",
  cardNameRequired: "Card name is required",
  cardNameTooLong: "Card name is too long",
  cardDescriptionRequired: "Description is required",
  cardDescriptionTooLong: "Description is too long",
  stampsRequiredRange: `Stamps required must be a whole number from ${STAMPS_REQUIRED_MIN} to ${STAMPS_REQUIRED_MAX}`,
  rewardNameRequired: "Reward name is required",
  rewardNameTooLong: "Reward name is too long",
  rewardDescriptionRequired: "Reward description is required",
  rewardDescriptionTooLong: "Reward description is too long",
  rewardTypeRequired: "Reward type is required",
  milestoneTypeRequired: "Milestone type is required",
  stampsNeededMin: "Stamps needed must be a whole number of at least 1",
  stampsNeededAboveCard: "Stamps needed cannot be more than the card's stamps required",
  requirementMin: "Requirement must be a whole number of at least 1",
  requirementAboveCard: "Requirement cannot be more than the card's stamps required",
  qrCodeDescriptionRequired: "Describe what the QR code is for",
  qrCodeDescriptionTooLong: "QR code description is too long",
  colorInvalid: "Color must be a hex color such as #1a2b3c",
  urlInvalid: "Please enter a valid http or https URL",
  templateTextTooLong: "Text is too long",
  textInvalidCharacters: "Text contains characters that are not allowed",
  roleRequired: "Choose a role",
  apiKeyScopeRequired: "Choose what the key may do",
  noChanges: "Nothing to change: send at least one field",
  stampSizeRange: `Stamp size must be a whole number from ${STAMP_SIZE_MIN} to ${STAMP_SIZE_MAX}`,
  scanStampsPerHourRange: `Stamps per hour must be a whole number from ${MAX_SCAN_STAMPS_PER_HOUR_MIN} to ${MAX_SCAN_STAMPS_PER_HOUR_LIMIT}`,
  scanCooldownRange: `Cool-down must be a whole number of seconds from 0 to ${SCAN_COOLDOWN_SECONDS_LIMIT}`,
  giftAmountRange: "Amount must be more than 0 and at most 100000",
  giftCodeInvalid: "Gift card code must be 12 letters and digits",
  ...LOYALTY_VALIDATION_MESSAGES,
  ...POINTS_VALIDATION_MESSAGES,
  ...STATISTICS_VALIDATION_MESSAGES,
  ...TIME_ZONE_MESSAGES,
  ...WEBHOOK_VALIDATION_MESSAGES,
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

const keyByMessage = new Map<string, ValidationMessageKey>(
  Object.entries(VALIDATION_MESSAGES).map(([key, message]) => [message, key as ValidationMessageKey]),
);

/** The name of a schema message, or undefined for a message this table does not know. */
export function validationMessageKey(message: string): ValidationMessageKey | undefined {
  return keyByMessage.get(message);
}
