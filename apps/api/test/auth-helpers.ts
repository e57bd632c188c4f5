import { randomBytes, randomInt } from "node:crypto";
import type { Language, Role } from "@stampwise/contract";
import { count, eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { emailTokens, mailOutbox, sessions, users } from "../src/db/schema";
import { SESSION_COOKIE } from "../src/plugins/authentication";
import { uniqueEmail } from "../src/seed/factories";
import { latestMailedToken, sessionCookieFrom, type TestApp } from "./test-app";

/** A password that passes the contract's rules, for accounts the tests create through the API. */
export const VALID_PASSWORD = "a fine long password";

/** A well-formed token (43 base64url characters) that no link ever carried. */
export function unknownToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * A client address no other test uses. Rate-limit counters live in the database, which all
 * test files share on PostgreSQL, so a fixed address would count other files' attempts.
 */
export function uniqueIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export interface PostOptions {
  headers?: Record<string, string>;
  remoteAddress?: string;
  cookie?: string;
}

/** A JSON POST the way the apps send it. */
export function postJson(
  testApp: TestApp,
  url: string,
  payload: unknown,
  options: PostOptions = {},
): Promise<LightMyRequestResponse> {
  const request: InjectOptions = {
    method: "POST",
    url,
    payload: payload as InjectOptions["payload"],
    headers: { ...options.headers, ...(options.cookie ? { cookie: options.cookie } : {}) },
  };
  if (options.remoteAddress) request.remoteAddress = options.remoteAddress;
  return testApp.app.inject(request);
}

export function whoAmI(testApp: TestApp, cookie?: string): Promise<LightMyRequestResponse> {
  return testApp.app.inject({
    method: "GET",
    url: "/api/auth/is-authenticated",
    headers: cookie ? { cookie } : {},
  });
}

/** The raw `Set-Cookie` line for the named cookie, or undefined when the response sets none. */
export function setCookieLine(response: LightMyRequestResponse, name: string): string | undefined {
  const header = response.headers["set-cookie"];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  return lines.find((line) => line.startsWith(`${name}=`));
}

/** The raw `Set-Cookie` line for the session cookie, or undefined when the response sets none. */
export function sessionSetCookieLine(response: LightMyRequestResponse): string | undefined {
  return setCookieLine(response, SESSION_COOKIE);
}

/** The token carried by a `cookie` header built with `sessionCookieFrom`. */
export function tokenOf(cookieHeader: string): string {
  return cookieHeader.slice(`${SESSION_COOKIE}=`.length);
}

/** What the auth flows may have stored for one address: accounts, email links and mail. */
export async function storedFor(testApp: TestApp, email: string) {
  const address = email.trim().toLowerCase();
  const [userRows] = await testApp.db.select({ value: count() }).from(users).where(eq(users.email, address));
  const [tokenRows] = await testApp.db
    .select({ value: count() })
    .from(emailTokens)
    .where(eq(emailTokens.email, address));
  const [mailRows] = await testApp.db
    .select({ value: count() })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address));
  return { users: userRows?.value ?? 0, emailTokens: tokenRows?.value ?? 0, mails: mailRows?.value ?? 0 };
}

export function sessionsOf(testApp: TestApp, userId: string) {
  return testApp.db.select().from(sessions).where(eq(sessions.userId, userId));
}

export async function userRowFor(testApp: TestApp, email: string) {
  const [row] = await testApp.db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row;
}

export function emailTokensFor(testApp: TestApp, email: string) {
  return testApp.db.select().from(emailTokens).where(eq(emailTokens.email, email.trim().toLowerCase()));
}

/** Starts a sign-up through the API and returns the token from the mailed link. */
export async function requestSignupToken(
  testApp: TestApp,
  input: { email: string; loginType?: Role; language?: Language },
): Promise<string> {
  const response = await postJson(testApp, "/api/auth/signup", {
    email: input.email,
    loginType: input.loginType ?? "admin",
    ...(input.language ? { language: input.language } : {}),
  });
  if (response.statusCode !== 202)
    throw new Error(`signup answered ${response.statusCode}: ${response.body}`);
  return latestMailedToken(testApp, input.email);
}

/** A complete-signup body that passes validation; override fields to break one. */
export function completeSignupBody(token: string, overrides: Record<string, unknown> = {}) {
  return {
    token,
    firstName: "Maja",
    lastName: "Lindqvist",
    password: VALID_PASSWORD,
    acceptTerms: true,
    organizationName: "Kafé Kanel",
    ...overrides,
  };
}

/** Signs a new account up end to end (mail link included) and returns its session cookie. */
export async function signUpThroughApi(
  testApp: TestApp,
  input: { loginType?: Role; email?: string; organizationName?: string } = {},
) {
  const loginType = input.loginType ?? "admin";
  const email = input.email ?? uniqueEmail(`signup-${loginType}`);
  const token = await requestSignupToken(testApp, { email, loginType });
  const response = await postJson(
    testApp,
    "/api/auth/complete-signup",
    completeSignupBody(token, {
      organizationName: loginType === "admin" ? (input.organizationName ?? "Kafé Kanel") : undefined,
    }),
  );
  if (response.statusCode !== 201)
    throw new Error(`complete-signup answered ${response.statusCode}: ${response.body}`);
  return { email, password: VALID_PASSWORD, response, cookie: sessionCookieFrom(response) };
}

/** Asks for a reset link through the API and returns the token from the mail. */
export async function requestResetToken(testApp: TestApp, email: string): Promise<string> {
  const response = await postJson(testApp, "/api/auth/reset-password", { email });
  if (response.statusCode !== 202)
    throw new Error(`reset-password answered ${response.statusCode}: ${response.body}`);
  return latestMailedToken(testApp, email);
}

export function login(
  testApp: TestApp,
  input: { email: string; password: string; loginType?: Role },
  options: PostOptions = {},
): Promise<LightMyRequestResponse> {
  return postJson(
    testApp,
    "/api/auth/login",
    {
      email: input.email,
      password: input.password,
      ...(input.loginType ? { loginType: input.loginType } : {}),
    },
    options,
  );
}
