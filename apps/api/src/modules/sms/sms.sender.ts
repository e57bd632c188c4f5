import type { SmsSending } from "@stampwise/contract";

/** One text message to one confirmed number. */
export interface SmsMessage {
  /** E.164, e.g. +46701234567. */
  to: string;
  body: string;
}

/**
 * Sends text messages. Implementations: the 46elks and Twilio HTTP shapes chosen
 * by SMS_URL, the dev outbox when SMS_URL is unset outside production, and none at all (every
 * send fails with SMS_UNAVAILABLE) in production without SMS_URL. A failure throws a DeliveryFailure
 * (communications/delivery-failure.ts) that says whether it is worth retrying.
 */
export interface SmsSender {
  /** Whether texts leave (a provider), stay in the dev outbox, or cannot be sent at all. */
  readonly sending: SmsSending;
  /** Resolves with the provider's message id, which its delivery reports name (null in the outbox). */
  send(message: SmsMessage): Promise<{ providerMessageId: string | null }>;
  close(): Promise<void>;
}
