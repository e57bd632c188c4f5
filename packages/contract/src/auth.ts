import { z } from "zod";
import {
  EMAIL_MAX_LENGTH,
  LANGUAGES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROLES,
} from "./constants";
import { OrganizationNameSchema } from "./organization-name";
import { requireSomeField } from "./patch";
import { SMS_SENDING } from "./sms-sending";
import { safeString, textField } from "./text";
import { UserSchema } from "./user";
import { VALIDATION_MESSAGES } from "./validation-messages";

export const EmailSchema = z
  .email({ error: VALIDATION_MESSAGES.emailInvalid })
  .max(EMAIL_MAX_LENGTH, { error: VALIDATION_MESSAGES.emailTooLong });

export const PasswordSchema = z
  .string({ error: VALIDATION_MESSAGES.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: VALIDATION_MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: VALIDATION_MESSAGES.passwordTooLong });

export const PersonNameSchema = textField({
  max: NAME_MAX_LENGTH,
  tooLong: VALIDATION_MESSAGES.nameTooLong,
  required: VALIDATION_MESSAGES.nameRequired,
});

export const LoginTypeSchema = z.enum(ROLES);
export const LanguageSchema = z.enum(LANGUAGES);

/** Opaque single-use tokens from email links: base64url, 43 characters for 32 random bytes. */
export const EmailTokenSchema = z
  .string({ error: VALIDATION_MESSAGES.tokenRequired })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: VALIDATION_MESSAGES.linkInvalid });

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  loginType: LoginTypeSchema.default("admin"),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

/**
 * A page inside the customer app to return to after sign-up (the redeem page): a path, never an
 * address of another site. The app checks it again (`safeRedirectPath`) before following it.
 */
export const AppRedirectPathSchema = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[!-[\]-~]*$/, { error: "Must be a path inside the app" });

export const SignupRequestSchema = z.object({
  email: EmailSchema,
  loginType: LoginTypeSchema.default("admin"),
  language: LanguageSchema.optional(),
  /** Customer sign-up: rides in the mailed link, so the verify page returns there in any browser. */
  redirect: AppRedirectPathSchema.optional(),
});
export type SignupRequest = z.input<typeof SignupRequestSchema>;

export const CompleteSignupRequestSchema = z.object({
  token: EmailTokenSchema,
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
  password: PasswordSchema,
  /** The person confirms being at least 18 years old and accepting the terms. */
  acceptTerms: z.literal(true, { error: VALIDATION_MESSAGES.acceptTermsRequired }),
  /** Required for an admin sign-up: the organization they start with. */
  organizationName: OrganizationNameSchema.optional(),
});
export type CompleteSignupRequest = z.input<typeof CompleteSignupRequestSchema>;

export const ResetPasswordRequestSchema = z.object({
  email: EmailSchema,
  loginType: LoginTypeSchema.default("admin"),
});
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequestSchema>;

export const CompleteResetPasswordRequestSchema = z.object({
  token: EmailTokenSchema,
  password: PasswordSchema,
});
export type CompleteResetPasswordRequest = z.input<typeof CompleteResetPasswordRequestSchema>;

/**
 * GET /auth/providers — public: what this server is set up to offer, so the apps show only what
 * works (a Google button without Google configured could only fail). One field per capability.
 */
export const AuthProvidersSchema = z.object({
  /** Google sign-in is configured (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET). */
  google: z.boolean(),
  /** How text messages leave: through a provider, into the development outbox, or not at all. */
  sms: z.enum(SMS_SENDING),
  /** Apple Wallet passes are configured (decision 044): the cards offer "Add to Apple Wallet". */
  appleWallet: z.boolean(),
  /** Google Wallet passes are configured: the cards offer "Add to Google Wallet". */
  googleWallet: z.boolean(),
});
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;

export const GoogleStartQuerySchema = z.object({
  platform: z.enum(["web"]).default("web"),
  loginType: LoginTypeSchema.default("admin"),
});

export const GoogleVerifyTokenQuerySchema = z.object({
  token: safeString().min(10).max(4096),
  loginType: LoginTypeSchema.default("admin"),
});

/** Answer of login, complete-signup and is-authenticated (status and data.user). */
export const AuthenticatedResponseSchema = z.object({
  status: z.literal("authenticated"),
  data: z.object({
    user: UserSchema,
    /** This sign-in cancelled the account's scheduled deletion (its grace period had not run out). */
    deletionCancelled: z.boolean().optional(),
  }),
});
export type AuthenticatedResponse = z.infer<typeof AuthenticatedResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** `PATCH /user/me`: the signed-in person changes their own names (the customer app's Account). */
export const UpdateOwnNamesRequestSchema = requireSomeField(
  z.object({ firstName: PersonNameSchema, lastName: PersonNameSchema }).partial(),
);
export type UpdateOwnNamesRequest = z.infer<typeof UpdateOwnNamesRequestSchema>;
