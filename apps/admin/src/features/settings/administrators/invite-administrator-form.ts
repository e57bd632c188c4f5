import { type CreateInvitationRequest, CreateInvitationRequestSchema } from "@stampwise/contract";
import type { z } from "zod";
import { optionalPhoneNumberField } from "./administrator-phone";

/** The contract's invitation, its phone left empty for none (the API takes it optional too). */
export const InviteFormSchema = CreateInvitationRequestSchema.extend({
  phoneNumber: optionalPhoneNumberField,
});
export type InviteFormValues = z.output<typeof InviteFormSchema>;

/** What the API is sent: an empty phone field is no phone number. */
export function invitationRequest(values: InviteFormValues): CreateInvitationRequest {
  return { ...values, phoneNumber: values.phoneNumber || null };
}
