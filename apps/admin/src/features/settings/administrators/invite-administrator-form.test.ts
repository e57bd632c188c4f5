import { VALIDATION_MESSAGES } from "@stampwise/contract";
import { describe, expect, it } from "vitest";
import { InviteFormSchema, invitationRequest } from "./invite-administrator-form";

const filled = {
  firstName: "Ines",
  lastName: "Invited",
  email: "ines@example.com",
  phoneNumber: "",
  role: "admin" as const,
};

describe("the invitation form", () => {
  it("invites without a phone number: the empty field is sent as none", () => {
    const parsed = InviteFormSchema.safeParse(filled);
    expect(parsed.success).toBe(true);
    expect(parsed.data && invitationRequest(parsed.data)).toEqual({ ...filled, phoneNumber: null });
  });

  it("takes a phone number as people dial it, and refuses what is not one", () => {
    const national = InviteFormSchema.parse({ ...filled, phoneNumber: " 070-123 45 67 " });
    expect(invitationRequest(national).phoneNumber).toBe("070-123 45 67");
    const issues = InviteFormSchema.safeParse({ ...filled, phoneNumber: "call me" }).error?.issues;
    expect(issues?.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["phoneNumber", VALIDATION_MESSAGES.phoneUnreadable],
    ]);
  });
});
