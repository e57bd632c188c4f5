import { z } from "zod";
import { EmailSchema, PasswordSchema, PersonNameSchema } from "./auth";
import { MEMBERSHIP_ROLES, NAME_MAX_LENGTH } from "./constants";
import { requireSomeField } from "./patch";
import { PhoneNumberInputSchema } from "./phone-number-input";
import { textField } from "./text";
import { UserSchema } from "./user";
import { VALIDATION_MESSAGES as M } from "./validation-messages";

/** Invitation links are valid this long. */
export const INVITATION_VALID_DAYS = 7;

export const MembershipRoleSchema = z.enum(MEMBERSHIP_ROLES, { error: M.roleRequired });

const adminName = textField({ max: NAME_MAX_LENGTH, tooLong: M.nameTooLong, required: M.nameRequired });

/** A member of the organization as the Administrators page lists them. */
export const AdministratorSchema = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  role: z.enum(MEMBERSHIP_ROLES),
  memberSince: z.iso.datetime(),
});
export type Administrator = z.infer<typeof AdministratorSchema>;

export const INVITATION_STATUSES = ["pending", "expired"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** An invitation not yet accepted or cancelled; an expired one stays listed until cancelled. */
export const InvitationSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** E.164, or null when the owner gave none. */
  phoneNumber: z.string().nullable(),
  role: z.enum(MEMBERSHIP_ROLES),
  status: z.enum(INVITATION_STATUSES),
  invitedBy: z.string().nullable(),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const AdministratorListSchema = z.array(AdministratorSchema);
export const InvitationListSchema = z.array(InvitationSchema);

/**
 * Names, email and role are required; the phone is optional (missing or null: none). A phone is
 * read like every number staff type: national in the organization's country, or international.
 */
export const CreateInvitationRequestSchema = z
  .object({
    firstName: adminName,
    lastName: adminName,
    email: EmailSchema,
    phoneNumber: PhoneNumberInputSchema.nullable().optional(),
    role: MembershipRoleSchema,
  })
  .strict();
export type CreateInvitationRequest = z.input<typeof CreateInvitationRequestSchema>;

/** Edit a member: any of names, phone and role; an omitted field keeps its value. */
export const UpdateAdministratorRequestSchema = requireSomeField(
  z
    .object({
      firstName: adminName,
      lastName: adminName,
      phoneNumber: PhoneNumberInputSchema,
      role: MembershipRoleSchema,
    })
    .partial()
    .strict(),
);
export type UpdateAdministratorRequest = z.input<typeof UpdateAdministratorRequestSchema>;

const invitationToken = z
  .string({ error: M.tokenRequired })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: M.linkInvalid });

export const InvitationTokenRequestSchema = z.object({ token: invitationToken }).strict();
export type InvitationTokenRequest = z.input<typeof InvitationTokenRequestSchema>;

/**
 * What the invitation page needs before the person acts: who invites them where, and whether
 * their email already has an account (then they log in and accept; else they sign up).
 */
export const InvitationPreviewSchema = z.object({
  organizationName: z.string(),
  invitedBy: z.string().nullable(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(MEMBERSHIP_ROLES),
  /** The door an existing account logs in through, or null when the person has no account yet. */
  existingAccount: z.enum(["admin", "user"]).nullable(),
  expiresAt: z.iso.datetime(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

export const AcceptInvitationResponseSchema = z.object({
  organizationId: z.uuid(),
  user: UserSchema,
});
export type AcceptInvitationResponse = z.infer<typeof AcceptInvitationResponseSchema>;

/** A new person completes their account from the invitation (no organization of their own). */
export const CompleteInvitationSignupRequestSchema = z
  .object({
    token: invitationToken,
    firstName: PersonNameSchema,
    lastName: PersonNameSchema,
    password: PasswordSchema,
    acceptTerms: z.literal(true, { error: M.acceptTermsRequired }),
  })
  .strict();
export type CompleteInvitationSignupRequest = z.input<typeof CompleteInvitationSignupRequestSchema>;
