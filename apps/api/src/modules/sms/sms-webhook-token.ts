import { createHmac, timingSafeEqual } from "node:crypto";

export const SMS_PROVIDERS = ["46elks", "twilio"] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];

/**
 * The secret a provider's webhooks carry in their query (`?token=`): providers call back without
 * our session, so the address they were given is what proves it is them.
 */
export function smsWebhookToken(secret: string, provider: SmsProvider): string {
  return createHmac("sha256", secret).update(`stampwise-sms-webhook:${provider}`).digest("base64url");
}

export function isSmsWebhookToken(secret: string, provider: SmsProvider, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(smsWebhookToken(secret, provider));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
