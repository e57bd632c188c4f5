import {
  type InvitationPreview,
  InvitationTokenRequestSchema,
  type Role,
  type User,
} from "@stampwise/contract";
import { isApiError } from "@stampwise/web";

/** What the invitation page asks of the person, once it knows the invitation and the session. */
export type InvitationStep =
  /** No account with the invited email yet: make one, which joins the organization. */
  | { kind: "signup" }
  /** An account exists and nobody is signed in: log in through the account's own door, then accept. */
  | { kind: "login"; loginType: Role }
  /** Signed in with the invited email: one button accepts. */
  | { kind: "accept" }
  /** Signed in as somebody else: the server would refuse (INVITATION_EMAIL_MISMATCH), so say so. */
  | { kind: "other-account"; signedInAs: string };

export function invitationStep(
  preview: Pick<InvitationPreview, "email" | "existingAccount">,
  sessionUser: Pick<User, "email"> | null,
): InvitationStep {
  if (sessionUser) {
    return sameEmail(sessionUser.email, preview.email)
      ? { kind: "accept" }
      : { kind: "other-account", signedInAs: sessionUser.email };
  }
  return preview.existingAccount ? { kind: "login", loginType: preview.existingAccount } : { kind: "signup" };
}

/** Emails are stored lower-cased; compare them the way the server does. */
function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export type InvitationProblem = "invalid" | "expired" | "used" | "cancelled";

/** A token that cannot be an invitation's is not worth a request: the page says "invalid" at once. */
export function isInvitationToken(token: string | null): token is string {
  return InvitationTokenRequestSchema.safeParse({ token }).success;
}

/** The page to show for a refused link, or null for a failure that is not about the link. */
export function invitationProblemOf(error: unknown): InvitationProblem | null {
  if (!isApiError(error)) return null;
  switch (error.code) {
    case "TOKEN_INVALID":
      return "invalid";
    case "TOKEN_EXPIRED":
      return "expired";
    case "TOKEN_USED":
      return "used";
    case "INVITATION_CANCELLED":
      return "cancelled";
    case "VALIDATION_ERROR":
      return error.issues.some((issue) => issue.path === "token") ? "invalid" : null;
    default:
      return null;
  }
}
