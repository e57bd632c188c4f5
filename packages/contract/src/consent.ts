import { z } from "zod";
import { CONSENT_CHANNELS } from "./communications";

/**
 * Marketing consent: per organization and channel, off until the customer opts in,
 * every change logged with time and source. In-app messages need none.
 */
const channelConsent = z.object({
  granted: z.boolean(),
  /** When it was last changed; null when never given. */
  changedAt: z.iso.datetime({ offset: true }).nullable(),
});

export const MarketingConsentSchema = z.object({
  organizationId: z.uuid(),
  organizationName: z.string(),
  email: channelConsent,
  sms: channelConsent,
});
export type MarketingConsent = z.infer<typeof MarketingConsentSchema>;

export const UpdateMarketingConsentRequestSchema = z.object({
  channel: z.enum(CONSENT_CHANNELS),
  granted: z.boolean(),
});
export type UpdateMarketingConsentRequest = z.infer<typeof UpdateMarketingConsentRequestSchema>;

/** What an unsubscribe link (no login) shows: whose news, which channel, subscribed now or not. */
export const UnsubscribeStateSchema = z.object({
  organizationName: z.string(),
  channel: z.enum(CONSENT_CHANNELS),
  subscribed: z.boolean(),
  /** The customer's language, so the page answers in it before anyone signs in. */
  language: z.enum(["en-US", "sv-SE"]),
});
export type UnsubscribeState = z.infer<typeof UnsubscribeStateSchema>;

/** A signed, short-lived ticket for undoing one unsubscribe: `<expires, unix seconds>.<signature>`. */
export const UnsubscribeUndoTicketSchema = z
  .string()
  .max(64)
  .regex(/^[0-9]{1,12}\.[A-Za-z0-9_-]+$/);

/**
 * The answer to unsubscribing from a link. An unsubscribe that turned the consent off carries the
 * ticket that undoes it, for a few minutes and only from the page that got it; an unsubscribe
 * that changed nothing carries none, so the link alone can never switch news on.
 */
export const UnsubscribeResultSchema = UnsubscribeStateSchema.extend({
  undoTicket: UnsubscribeUndoTicketSchema.optional(),
});
export type UnsubscribeResult = z.infer<typeof UnsubscribeResultSchema>;

export const UnsubscribeUndoRequestSchema = z.object({ ticket: UnsubscribeUndoTicketSchema });
export type UnsubscribeUndoRequest = z.infer<typeof UnsubscribeUndoRequestSchema>;

/** The link's token: base64url, a dot, base64url (a signed claim). */
export const UnsubscribeTokenSchema = z
  .string()
  .max(512)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
