import type { SmsProvider } from "./sms-webhook-token";

/** A provider's form fields, as its callback posted them. */
export type CallbackForm = Record<string, string>;

/** Words that opt a number out (English and Swedish), case and spaces ignored. */
const STOP_WORDS = new Set(["STOP", "STOPP", "AVSLUTA", "UNSUBSCRIBE", "END", "QUIT", "CANCEL"]);

/**
 * A delivery report that says a message never arrived (46elks: id, status; Twilio: MessageSid,
 * MessageStatus, ErrorCode): the provider's message id and the failure code kept on the delivery.
 * Undefined for any other report (delivered, sent, or one we cannot read).
 */
export function undeliveredReport(
  provider: SmsProvider,
  form: CallbackForm,
): { providerMessageId: string; code: string; reason: string } | undefined {
  const id = provider === "46elks" ? form.id : form.MessageSid;
  const status = provider === "46elks" ? form.status : form.MessageStatus;
  if (!id || (status !== "failed" && status !== "undelivered")) return undefined;
  const code =
    provider === "twilio" && form.ErrorCode ? `SMS_${form.ErrorCode.slice(0, 20)}` : "SMS_UNDELIVERED";
  return { providerMessageId: id, code, reason: `The provider reported the message ${status}` };
}

/** The number that texted STOP (46elks: from, message; Twilio: From, Body), or undefined. */
export function stopRequestFrom(provider: SmsProvider, form: CallbackForm): string | undefined {
  const from = provider === "46elks" ? form.from : form.From;
  const text = (provider === "46elks" ? form.message : form.Body) ?? "";
  return from && STOP_WORDS.has(text.trim().toUpperCase()) ? from : undefined;
}
