import {
  type Administrator,
  CreateInvitationRequestSchema,
  PhoneNumberInputSchema,
  type UpdateAdministratorRequest,
} from "@stampwise/contract";
import { z } from "zod";
import { optionalPhoneNumberField } from "./administrator-phone";

const { firstName, lastName, role } = CreateInvitationRequestSchema.shape;

/**
 * The edit dialog's schema: the contract's fields of an administrator. A member who never gave a
 * phone number (one who signed up on their own) may stay without one, so editing their role does
 * not demand it; a number once given can change but not be emptied, since the API keeps it.
 */
export function editAdministratorSchema(member: Pick<Administrator, "phoneNumber">) {
  const phoneNumber = member.phoneNumber ? PhoneNumberInputSchema : optionalPhoneNumberField;
  return z.object({ firstName, lastName, phoneNumber, role });
}

export type EditAdministratorInput = z.input<ReturnType<typeof editAdministratorSchema>>;
export type EditAdministratorValues = z.output<ReturnType<typeof editAdministratorSchema>>;

export const EDIT_ADMINISTRATOR_FIELDS = ["firstName", "lastName", "phoneNumber", "role"] as const;

export function editAdministratorDefaults(member: Administrator): EditAdministratorInput {
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    phoneNumber: member.phoneNumber ?? "",
    role: member.role,
  };
}

/** Only what differs from the member is sent (the API keeps every omitted field as it is). */
export function administratorChanges(
  member: Administrator,
  values: EditAdministratorValues,
): UpdateAdministratorRequest {
  const changes: UpdateAdministratorRequest = {};
  if (values.firstName !== member.firstName) changes.firstName = values.firstName;
  if (values.lastName !== member.lastName) changes.lastName = values.lastName;
  if (values.phoneNumber !== "" && values.phoneNumber !== member.phoneNumber) {
    changes.phoneNumber = values.phoneNumber;
  }
  if (values.role !== member.role) changes.role = values.role;
  return changes;
}
