import { VALIDATION_MESSAGES } from "@stampwise/contract";
import { describe, expect, it } from "vitest";
import { completeSignupFormSchema, NewPasswordFormSchema } from "./auth-form-schemas";

const token = "a".repeat(43);

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
  );
}

describe("NewPasswordFormSchema", () => {
  it("accepts matching passwords", () => {
    expect(
      NewPasswordFormSchema.safeParse({ token, password: "long enough", confirmPassword: "long enough" })
        .success,
    ).toBe(true);
  });

  it("puts a mismatch under the confirm field", () => {
    const result = NewPasswordFormSchema.safeParse({
      token,
      password: "long enough",
      confirmPassword: "long enougH",
    });
    expect(messages(result)).toEqual({ confirmPassword: VALIDATION_MESSAGES.passwordsDoNotMatch });
  });

  it("tells the mismatch even while another field is wrong", () => {
    const result = NewPasswordFormSchema.safeParse({ token, password: "short", confirmPassword: "other" });
    expect(messages(result)).toEqual({
      password: VALIDATION_MESSAGES.passwordTooShort,
      confirmPassword: VALIDATION_MESSAGES.passwordsDoNotMatch,
    });
  });
});

describe("completeSignupFormSchema", () => {
  const filled = {
    token,
    firstName: "Maja",
    lastName: "Berg",
    password: "long enough",
    confirmPassword: "long enough",
    acceptTerms: true,
  };

  it("requires the organization name of an admin, not of a customer", () => {
    // The form starts every text field as "", so an untouched field reads as empty, not missing.
    expect(
      messages(completeSignupFormSchema("admin").safeParse({ ...filled, organizationName: "" })),
    ).toEqual({
      organizationName: VALIDATION_MESSAGES.organizationNameRequired,
    });
    expect(
      messages(completeSignupFormSchema("admin").safeParse({ ...filled, organizationName: "  " })),
    ).toEqual({
      organizationName: VALIDATION_MESSAGES.organizationNameRequired,
    });
    expect(completeSignupFormSchema("user").safeParse(filled).success).toBe(true);
  });

  it("requires the age and terms confirmation", () => {
    expect(messages(completeSignupFormSchema("user").safeParse({ ...filled, acceptTerms: false }))).toEqual({
      acceptTerms: VALIDATION_MESSAGES.acceptTermsRequired,
    });
  });

  it("tells a password mismatch alongside the other problems", () => {
    const result = completeSignupFormSchema("user").safeParse({
      ...filled,
      firstName: "",
      confirmPassword: "x",
    });
    expect(messages(result)).toEqual({
      firstName: VALIDATION_MESSAGES.nameRequired,
      confirmPassword: VALIDATION_MESSAGES.passwordsDoNotMatch,
    });
  });
});
