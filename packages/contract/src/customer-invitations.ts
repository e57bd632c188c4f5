import { z } from "zod";
import { safeString } from "./text";
import { USER_SEARCH_QUERY_MAX_LENGTH } from "./users-directory-limits";

/**
 * Inviting a person to become the organization's customer, from the counter: staff found their
 * account by its exact email or phone ("we'll email you a link to join"); the person opens the
 * single-use link and accepts in the customer app, which makes them a customer. Until then staff
 * see nothing of them.
 */

/** A customer invitation link is valid this long. */
export const CUSTOMER_INVITATION_VALID_DAYS = 7;

/** POST /customer-invitation — the email or phone as staff typed it in the search. */
export const CreateCustomerInvitationRequestSchema = z
  .object({ contact: safeString().trim().min(1).max(USER_SEARCH_QUERY_MAX_LENGTH) })
  .strict();
export type CreateCustomerInvitationRequest = z.infer<typeof CreateCustomerInvitationRequestSchema>;

export const CustomerInvitationSentSchema = z.object({
  expiresAt: z.iso.datetime({ offset: true }),
});
export type CustomerInvitationSent = z.infer<typeof CustomerInvitationSentSchema>;

/** The link's token, as the customer app reads it from `?token=`. */
export const CustomerInvitationTokenSchema = z.object({ token: safeString().min(16).max(200) }).strict();

/** GET /customer-invitation/preview?token= — what the invitation page shows before accepting. */
export const CustomerInvitationPreviewSchema = z.object({
  organizationName: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type CustomerInvitationPreview = z.infer<typeof CustomerInvitationPreviewSchema>;

/** POST /customer-invitation/accept — the signed-in person is now a customer of this organization. */
export const CustomerInvitationAcceptedSchema = z.object({
  organizationId: z.uuid(),
  organizationName: z.string(),
});
export type CustomerInvitationAccepted = z.infer<typeof CustomerInvitationAcceptedSchema>;
