import { z } from "zod";
import { LANGUAGES, MEMBERSHIP_ROLES, ROLES } from "./constants";

export const UserOrganizationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.enum(MEMBERSHIP_ROLES),
  /** Its IANA time zone: the admin app shows the organization's times in it. */
  timeZone: z.string(),
});
export type UserOrganization = z.infer<typeof UserOrganizationSchema>;

export const UserSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  pictureUrl: z.string().nullable(),
  role: z.enum(ROLES),
  language: z.enum(LANGUAGES),
  memberSince: z.iso.datetime(),
  organizations: z.array(UserOrganizationSchema),
});
export type User = z.infer<typeof UserSchema>;
