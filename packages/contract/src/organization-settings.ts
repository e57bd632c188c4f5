import { z } from "zod";
import { ADDRESS_MAX_LENGTH, EMAIL_MAX_LENGTH } from "./constants";
import { MapLocationSchema } from "./organization";
import { OrganizationNameSchema } from "./organization-name";
import { requireSomeField } from "./patch";
import { PhoneCountrySchema, PhoneNumberInputSchema } from "./phone-number-input";
import { multiLineTextField } from "./text";
import { TimeZoneSchema } from "./time-zone";
import { VALIDATION_MESSAGES } from "./validation-messages";

/** The organization's settings; each settings form picks its own fields from it. */
export const OrganizationSettingsSchema = z
  .object({
    name: OrganizationNameSchema,
    email: z.email({ error: VALIDATION_MESSAGES.emailInvalid }).max(EMAIL_MAX_LENGTH).nullable(),
    /** As typed, read with `country` (or the organization's) and stored in E.164. */
    phoneNumber: PhoneNumberInputSchema.nullable(),
    country: PhoneCountrySchema,
    address: multiLineTextField({
      max: ADDRESS_MAX_LENGTH,
      tooLong: VALIDATION_MESSAGES.addressTooLong,
      required: VALIDATION_MESSAGES.addressRequired,
    }).nullable(),
    mapLocation: MapLocationSchema.nullable(),
    timeZone: TimeZoneSchema,
  })
  .partial()
  .strict();

export const UpdateOrganizationRequestSchema = requireSomeField(OrganizationSettingsSchema);
export type UpdateOrganizationRequest = z.input<typeof UpdateOrganizationRequestSchema>;
