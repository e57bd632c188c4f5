/**
 * Field messages, one per name in packages/contract/src/validation-messages.ts (the API answers the
 * English text; the apps look up its name and show this translation), and the toasts for failed
 * requests that any form may show.
 */
export const validation = {
  emailInvalid: "Please enter a valid email address",
  emailTooLong: "Email is too long",
  passwordRequired: "Password is required",
  passwordTooShort: "Password must be at least {{passwordMin}} characters",
  passwordTooLong: "Password must be at most {{passwordMax}} characters",
  passwordsDoNotMatch: "Passwords do not match",
  nameRequired: "Name is required",
  nameTooLong: "Name is too long",
  tokenRequired: "The link is missing its code",
  linkInvalid: "The link is invalid",
  acceptTermsRequired: "You must be at least {{minimumAge}} and accept the terms",
  organizationNameRequired: "Organization name is required",
  organizationNameTooLong: "Organization name is too long",
  phoneInvalid: "Phone number must be in E.164 format, for example +46701234567",
  phoneNotReal: "This number does not exist. Check the country code and the digits.",
  addressRequired: "Address is required",
  addressTooLong: "Address is too long",
  messageRequired: "Message is required",
  messageTooLong: "Message is too long",
  /** For a message the table above does not name (a new rule, an unexpected server answer). */
  generic: "Please check this field",
  request: {
    invalid: { title: "Some fields need attention", description: "Please check the form and try again." },
    rateLimited: {
      title: "Too many attempts",
      description: "Please wait a moment and try again.",
      waitSeconds_one: "Please wait {{count}} second and try again.",
      waitSeconds_other: "Please wait {{count}} seconds and try again.",
      waitMinutes_one: "Please wait {{count}} minute and try again.",
      waitMinutes_other: "Please wait {{count}} minutes and try again.",
    },
    network: {
      title: "No connection",
      description: "Check your internet connection and try again.",
    },
    unavailable: {
      title: "Service unavailable",
      description: "We are doing some maintenance. Please try again in a few minutes.",
    },
    sessionExpired: { title: "Your session has ended", description: "Please log in again." },
  },
} as const;
