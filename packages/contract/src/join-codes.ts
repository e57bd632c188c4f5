import { z } from "zod";
import { POINTS_POSTING_MAX } from "./points-limits";
import { QR_INSTANCE_STATUSES } from "./qr-codes";

/**
 * The store's join code: a rotating code on a screen at the till that a new customer scans to
 * become the business's customer, collecting the welcome reward when the owner set one. Each shown
 * code is a single-use instance, like a counter code's, but lives only a minute, so a photo of the
 * screen does not work from home.
 */

/** A shown join code is replaced after this long (the screen counts it down). */
export const JOIN_CODE_TTL_SECONDS = 60;

/** The welcome reward: stamps on one of the organization's stamp cards, or points in its program. */
export const JoinWelcomeSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("stamp"), stampCardId: z.uuid(), stamps: z.int().min(1).max(1000) }).strict(),
  z.object({ type: z.literal("points"), points: z.int().min(1).max(POINTS_POSTING_MAX) }).strict(),
]);
export type JoinWelcome = z.infer<typeof JoinWelcomeSchema>;

/** GET and PUT /join-code: the settings; `welcome` null gives no reward on joining. */
export const JoinCodeSettingsSchema = z.object({ welcome: JoinWelcomeSchema.nullable() }).strict();
export type JoinCodeSettings = z.infer<typeof JoinCodeSettingsSchema>;

/** What a person joining gets, as the customer app names it. */
export const JoinWelcomeOfferSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("stamp"), stamps: z.number().int(), stampCardName: z.string() }),
  z.object({ type: z.literal("points"), points: z.number().int(), pointsName: z.string() }),
]);
export type JoinWelcomeOffer = z.infer<typeof JoinWelcomeOfferSchema>;

/** GET /join-code/instance/{id} — public: what the page a scan opens shows before joining. */
export const JoinCodeInstanceSchema = z.object({
  instanceId: z.uuid(),
  organizationName: z.string(),
  welcome: JoinWelcomeOfferSchema.nullable(),
  expiresAt: z.iso.datetime({ offset: true }),
  status: z.enum(QR_INSTANCE_STATUSES),
});
export type JoinCodeInstance = z.infer<typeof JoinCodeInstanceSchema>;

/** POST /join-code/instance/{id}/join — `joined` false: already a customer, the code stays unused. */
export const JoinResultSchema = z.object({
  organizationId: z.uuid(),
  organizationName: z.string(),
  joined: z.boolean(),
  /** The welcome reward given now; null when none is set or the person was a customer already. */
  welcome: JoinWelcomeOfferSchema.nullable(),
});
export type JoinResult = z.infer<typeof JoinResultSchema>;
