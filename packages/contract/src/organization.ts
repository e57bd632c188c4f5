import { z } from "zod";
import { OrganizationNameSchema } from "./organization-name";
import { VALIDATION_MESSAGES } from "./validation-messages";

/** E.164: a plus, a country code and at most 15 digits. The API also checks the number is real. */
export const E164PhoneSchema = z
  .string({ error: VALIDATION_MESSAGES.phoneInvalid })
  .trim()
  .regex(/^\+[1-9]\d{6,14}$/, { error: VALIDATION_MESSAGES.phoneInvalid });

export const MapLocationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type MapLocation = z.infer<typeof MapLocationSchema>;

export const OrganizationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  /** E.164. */
  phoneNumber: z.string().nullable(),
  /**
   * How phone numbers staff type without a country code are read (searches, invitations, this
   * organization's phone): the country chosen in settings, else the phone number's, else Sweden.
   */
  country: z.string(),
  address: z.string().nullable(),
  mapLocation: MapLocationSchema.nullable(),
  /**
   * The IANA zone its calendar days and times are read in: insights, targeting dates, the schedule
   * dialog and every time the admin app shows for it.
   */
  timeZone: z.string(),
  createdAt: z.iso.datetime(),
});
export type Organization = z.infer<typeof OrganizationSchema>;

/** An admin starts another organization (a second shop, say) and becomes its owner. */
export const CreateOrganizationRequestSchema = z.object({ name: OrganizationNameSchema }).strict();
export type CreateOrganizationRequest = z.input<typeof CreateOrganizationRequestSchema>;
