import { z } from "zod";
import { EmailSchema, PersonNameSchema } from "./auth";
import { CONTACT_MESSAGE_MAX_LENGTH } from "./constants";
import { multiLineTextField } from "./text";
import { VALIDATION_MESSAGES } from "./validation-messages";

/** The landing page's contact form; the API mails it to the operator with the sender as reply-to. */
export const ContactRequestSchema = z.strictObject({
  name: PersonNameSchema,
  // Lower-cased as the accounts store addresses, so one sender reads the same however typed.
  email: EmailSchema.toLowerCase(),
  message: multiLineTextField({
    max: CONTACT_MESSAGE_MAX_LENGTH,
    tooLong: VALIDATION_MESSAGES.messageTooLong,
    required: VALIDATION_MESSAGES.messageRequired,
  }),
});
export type ContactRequest = z.input<typeof ContactRequestSchema>;
