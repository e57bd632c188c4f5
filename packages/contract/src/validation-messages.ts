import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants";

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
  addressRequired: "Address is required",
  addressTooLong: "Address is too long",
  messageRequired: "Message is required",
  messageTooLong: "Message is too long",
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

const keyByMessage = new Map<string, ValidationMessageKey>(
  Object.entries(VALIDATION_MESSAGES).map(([key, message]) => [message, key as ValidationMessageKey]),
);

/** The name of a schema message, or undefined for a message this table does not know. */
export function validationMessageKey(message: string): ValidationMessageKey | undefined {
  return keyByMessage.get(message);
}
