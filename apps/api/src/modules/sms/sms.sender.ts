/** One text message to one confirmed number. */
export interface SmsMessage {
  /** E.164, e.g. +46701234567. */
  to: string;
  body: string;
}

/**
 * Sends text messages. Implementations: the 46elks and Twilio HTTP shapes chosen
 * by SMS_URL, and the dev outbox when SMS_URL is unset. A failure throws a DeliveryFailure
 * (communications/delivery-failure.ts) that says whether it is worth retrying.
 */
export interface SmsSender {
  /** Resolves with the provider's message id, which its delivery reports name (null in the outbox). */
  send(message: SmsMessage): Promise<{ providerMessageId: string | null }>;
  close(): Promise<void>;
}
