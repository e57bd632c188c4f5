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

function mismatchUnderConfirmField() {
  return {
    path: ["confirmPassword"],
    error: VALIDATION_MESSAGES.passwordsDoNotMatch,
    // Zod skips refinements once another field failed; a mismatch is worth telling at once.
    when: ({ value }: { value: unknown }) =>
      typeof value === "object" && value !== null && "confirmPassword" in value,
  };
}

export const NewPasswordFormSchema = CompleteResetPasswordRequestSchema.extend(confirmPasswordField).refine(
  passwordsMatch,
  mismatchUnderConfirmField(),
);
export type NewPasswordFormValues = z.input<typeof NewPasswordFormSchema>;

const CustomerCompleteSignupFormSchema = CompleteSignupRequestSchema.extend(confirmPasswordField).refine(
  passwordsMatch,
  mismatchUnderConfirmField(),
);

/** An admin's sign-up starts their first organization: its name is required (the server's rule). */
const AdminCompleteSignupFormSchema = CompleteSignupRequestSchema.extend({
  organizationName: CompleteSignupRequestSchema.shape.organizationName.unwrap(),
  ...confirmPasswordField,
}).refine(passwordsMatch, mismatchUnderConfirmField());

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
