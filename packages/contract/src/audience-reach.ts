import { z } from "zod";

/**
 * Whom each channel of a communication reaches (decision 034): of the customers the target group
 * selects, how many each selected channel can reach, and why the rest cannot. The editor's live
 * count shows it for the rules as typed; the statistics show it as it was when the group was last
 * evaluated whole (the activation, and each sweep of a continuous communication).
 */
export const REACH_MEDIA = ["email", "sms", "in_app"] as const;

export const ChannelReachSchema = z.object({
  medium: z.enum(REACH_MEDIA),
  /** Customers this channel can reach. */
  reachable: z.number().int(),
  /** Email or SMS: the customer has not said yes to this channel. */
  noConsent: z.number().int(),
  /** SMS: said yes, but has no confirmed phone number. */
  noConfirmedNumber: z.number().int(),
  /** The server cannot send on this channel (SMS without a provider): nobody is reached by it. */
  unavailable: z.number().int(),
});
export type ChannelReach = z.infer<typeof ChannelReachSchema>;

export const AudienceReachSchema = z.object({
  /** Customers the target group selects. */
  matched: z.number().int(),
  /** One entry per selected channel, in the order email, SMS, in-app. */
  channels: z.array(ChannelReachSchema),
});
export type AudienceReach = z.infer<typeof AudienceReachSchema>;
