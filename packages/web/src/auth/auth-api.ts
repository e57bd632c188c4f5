import {
  AuthenticatedResponseSchema,
  type CompleteResetPasswordRequest,
  type CompleteSignupRequest,
  type LoginRequest,
  MessageResponseSchema,
  type ResetPasswordRequest,
  type SignupRequest,
  type User,
} from "@stampwise/contract";
import { apiRequest } from "../api/client";

/** Spec §4: only a 201 with a user counts as signed in ("Login failed" otherwise). */
export async function login(body: LoginRequest): Promise<User> {
  const { status, data } = await apiRequest("/auth/login", {
    method: "POST",
    body,
    schema: AuthenticatedResponseSchema,
  });
  if (status !== 201) throw new Error("Login failed");
  return data.data.user;
}

export async function signup(body: SignupRequest): Promise<string> {
  return (await apiRequest("/auth/signup", { method: "POST", body, schema: MessageResponseSchema })).data
    .message;
}

export async function completeSignup(body: CompleteSignupRequest): Promise<User> {
  const { data } = await apiRequest("/auth/complete-signup", {
    method: "POST",
    body,
    schema: AuthenticatedResponseSchema,
  });
  return data.data.user;
}

export async function requestPasswordReset(body: ResetPasswordRequest): Promise<void> {
  await apiRequest("/auth/reset-password", { method: "POST", body, schema: MessageResponseSchema });
}

export async function completePasswordReset(body: CompleteResetPasswordRequest): Promise<void> {
  await apiRequest("/auth/complete-reset-password", { method: "POST", body, schema: MessageResponseSchema });
}
