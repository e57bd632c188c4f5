/** The failure codes the sender writes (apps/api …/delivery-failure.ts) that have their own text. */
const EXACT_CODES = [
  "PHONE_NOT_CONFIRMED",
  "NO_CONSENT",
  "RECIPIENT_GONE",
  "INTERNAL",
  "SMS_UNAVAILABLE",
] as const;

export type FailureExplanation =
  | (typeof EXACT_CODES)[number]
  | "emailRefused"
  | "emailUnreachable"
  | "smsRefused"
  | "smsUnreachable"
  | "smsUndelivered"
  | "unknown";

/**
 * What a failure code means, for a person: the sender's own reason is technical English (an SMTP
 * reply, a provider's answer), so the dialog leads with a translated explanation by code family
 * and shows that reason below it.
 */
export function failureExplanation(code: string | null): FailureExplanation {
  if (!code) return "unknown";
  const exact = EXACT_CODES.find((known) => known === code);
  if (exact) return exact;
  // SMTP_550 is a refusal; SMTP_421, SMTP_ETIMEDOUT or SMTP_NETWORK never reached a verdict.
  if (code.startsWith("SMTP_")) return /^SMTP_5\d\d$/.test(code) ? "emailRefused" : "emailUnreachable";
  if (code === "SMS_UNDELIVERED") return "smsUndelivered";
  if (/^SMS_HTTP_4\d\d$/.test(code) && code !== "SMS_HTTP_429") return "smsRefused";
  if (code.startsWith("SMS_")) return "smsUnreachable";
  return "unknown";
}
