import { z } from "zod";
import { EmailSchema, PersonNameSchema } from "./auth";
import { CONTACT_MESSAGE_MAX_LENGTH } from "./constants";
import { VALIDATION_MESSAGES } from "./validation-messages";

/** The landing page's contact form; the API mails it to the operator with the sender as reply-to. */
export const ContactRequestSchema = z.strictObject({
  name: PersonNameSchema,
  // Lower-cased as the accounts store addresses, so one sender reads the same however typed.
  email: EmailSchema.toLowerCase(),
  message: z
    .string({ error: VALIDATION_MESSAGES.messageRequired })
    .trim()
    .min(1, { error: VALIDATION_MESSAGES.messageRequired })
    .max(CONTACT_MESSAGE_MAX_LENGTH, { error: VALIDATION_MESSAGES.messageTooLong }),
});
export type ContactRequest = z.input<typeof ContactRequestSchema>;
