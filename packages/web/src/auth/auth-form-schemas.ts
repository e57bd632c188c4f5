import {
  CompleteResetPasswordRequestSchema,
  CompleteSignupRequestSchema,
  type Role,
  VALIDATION_MESSAGES,
} from "@stampwise/contract";
import { z } from "zod";

/*
 * The contract's request schemas are the forms' schemas; the only client-side addition is the
 * confirm-password field, which never reaches the server.
 */
const confirmPasswordField = { confirmPassword: z.string() };

function passwordsMatch(values: { password: string; confirmPassword: string }): boolean {
  return values.password === values.confirmPassword;
}

/**
 * A request schema with a password, made a form's schema: a confirm-password field beside it, and
 * a mismatch told under that field — at once, even while another field is still wrong (zod skips
 * refinements after another failure unless `when` says otherwise).
 */
export function withConfirmPassword<Shape extends z.ZodRawShape & { password: z.ZodType<string> }>(
  schema: z.ZodObject<Shape>,
) {
  // Every schema given here has a password (Shape requires it); zod cannot resolve the output of a
  // generic shape, hence the cast.
  const match = (values: unknown) => passwordsMatch(values as { password: string; confirmPassword: string });
  return schema.extend(confirmPasswordField).refine(match, {
    path: ["confirmPassword"],
    error: VALIDATION_MESSAGES.passwordsDoNotMatch,
    when: ({ value }) => typeof value === "object" && value !== null && "confirmPassword" in value,
  });
}

export const NewPasswordFormSchema = withConfirmPassword(CompleteResetPasswordRequestSchema);
export type NewPasswordFormValues = z.input<typeof NewPasswordFormSchema>;

const CustomerCompleteSignupFormSchema = withConfirmPassword(CompleteSignupRequestSchema);

/** An admin's sign-up starts their first organization: its name is required (the server's rule). */
const AdminCompleteSignupFormSchema = withConfirmPassword(
  CompleteSignupRequestSchema.extend({
    organizationName: CompleteSignupRequestSchema.shape.organizationName.unwrap(),
  }),
);

export type CompleteSignupFormValues = z.input<typeof CustomerCompleteSignupFormSchema>;

/**
 * The complete-sign-up form of a door. Both share one value type (organizationName optional):
 * the admin's schema only accepts less, so one form component serves both.
 */
export function completeSignupFormSchema(role: Role): typeof CustomerCompleteSignupFormSchema {
  return role === "admin"
    ? (AdminCompleteSignupFormSchema as unknown as typeof CustomerCompleteSignupFormSchema)
    : CustomerCompleteSignupFormSchema;
}
