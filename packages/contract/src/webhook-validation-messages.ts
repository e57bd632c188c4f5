import { WEBHOOK_DESCRIPTION_MAX_LENGTH, WEBHOOK_URL_MAX_LENGTH } from "./webhook-limits";

/**
 * Field messages of the webhook endpoints, part of VALIDATION_MESSAGES (their own file so the
 * webhook schemas need not import every other message); translated in the `validation` texts.
 */
export const WEBHOOK_VALIDATION_MESSAGES = {
  webhookUrlRequired: "Enter the address that receives the events",
  webhookUrlInvalid: "Enter an https:// address, without a user name or password",
  webhookUrlTooLong: `The address is too long (at most ${WEBHOOK_URL_MAX_LENGTH} characters)`,
  webhookDescriptionTooLong: `Description is too long (at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters)`,
  webhookEventsRequired: "Choose at least one event",
} as const;
