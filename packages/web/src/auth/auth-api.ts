import type {
  AuthenticatedResponse,
  CompleteResetPasswordRequest,
  CompleteSignupRequest,
  LoginRequest,
  MessageResponse,
  ResetPasswordRequest,
  SignupRequest,
  User,
} from "@stampwise/contract";
import { apiRequest } from "../api/client";

// The answers are read without zod, as the session check is (decisions 007, 014): these calls sit
// on the first screens a new customer sees, and the server serialises every answer through the
// contract's response schemas (`AuthenticatedResponseSchema`, `MessageResponseSchema`). The forms
// still validate what is sent with the contract's request schemas.

/** Only a 201 with a user counts as signed in ("Login failed" otherwise). */
export async function login(body: LoginRequest): Promise<User> {
  return (await loginWithNotices(body)).user;
}

/**
 * The same, with what the sign-in did besides: whether it cancelled the account's scheduled
 * deletion (signing in during the grace period does), which the login screen tells the person.
 */
export async function loginWithNotices(
  body: LoginRequest,
): Promise<{ user: User; deletionCancelled: boolean }> {
  const { status, data } = await apiRequest("/auth/login", { method: "POST", body });
  const user = signedInUser(data, status === 201, "Login failed");
  return { user, deletionCancelled: (data as AuthenticatedResponse).data.deletionCancelled === true };
}

export async function signup(body: SignupRequest): Promise<string> {
  const { data } = await apiRequest("/auth/signup", { method: "POST", body });
  return (data as MessageResponse).message;
}

export async function completeSignup(body: CompleteSignupRequest): Promise<User> {
  const { data } = await apiRequest("/auth/complete-signup", { method: "POST", body });
  return signedInUser(data, true, "Sign-up failed");
}

export async function requestPasswordReset(body: ResetPasswordRequest): Promise<void> {
  await apiRequest("/auth/reset-password", { method: "POST", body });
}

export async function completePasswordReset(body: CompleteResetPasswordRequest): Promise<void> {
  await apiRequest("/auth/complete-reset-password", { method: "POST", body });
}

function signedInUser(data: unknown, expectedStatus: boolean, failure: string): User {
  const answer = data as AuthenticatedResponse | undefined;
  if (!expectedStatus || answer?.status !== "authenticated") throw new Error(failure);
  return answer.data.user;
}
