/**
 * How text messages leave this server (`GET /auth/providers`, field `sms`): through the provider
 * SMS_URL names, into the development outbox (development only, nothing is sent), or not at all.
 */
export const SMS_SENDING = ["provider", "dev-outbox", "unavailable"] as const;
export type SmsSending = (typeof SMS_SENDING)[number];
