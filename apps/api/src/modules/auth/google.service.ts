import { hasControlCharacters, type Role } from "@stampwise/contract";
import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from "arctic";
import { z } from "zod";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import * as accounts from "../accounts/accounts.repository";
import { normalizeEmail } from "../accounts/accounts.repository";
import type { UserRow } from "../accounts/users.table";
import { createOrganizationWithMember } from "../organizations/organizations.repository";
import { conflictOnDuplicateEmail } from "./auth.service";
import { assertLoginDoor } from "./login-door";

export const GOOGLE_LOGIN_FAILED_MESSAGE = "Unable to complete Google login. Please try again.";

/**
 * A name as Google gives it becomes the account's name: a control character in it (PostgreSQL
 * refuses NUL) is dropped rather than failing the sign-in the person cannot fix.
 */
const profileName = z.string().transform((value) => value.replace(/\p{Cc}/gu, ""));

/** The claims we use, from the userinfo endpoint or the tokeninfo of an ID token. */
const GoogleProfileSchema = z.object({
  sub: z.string().min(1),
  email: z.email(),
  email_verified: z.union([z.boolean(), z.enum(["true", "false"])]).optional(),
  given_name: profileName.optional(),
  family_name: profileName.optional(),
  name: profileName.optional(),
  // A picture address that is no URL, or carries a control character, is left out: the sign-in
  // goes on without a picture.
  picture: z
    .url()
    .refine((value) => !hasControlCharacters(value))
    .optional()
    .catch(undefined),
});
type GoogleProfile = z.infer<typeof GoogleProfileSchema>;

const TokenInfoSchema = GoogleProfileSchema.extend({
  aud: z.string(),
  exp: z.coerce.number(),
});

export interface PendingGoogleLogin {
  state: string;
  codeVerifier: string;
  loginType: Role;
}

export function oauthFailed(): AppError {
  return new AppError(401, "OAUTH_FAILED", GOOGLE_LOGIN_FAILED_MESSAGE);
}

/**
 * Google sign-in through the authorization-code flow with PKCE. Every endpoint comes from
 * config, so tests run the whole flow against a local stand-in.
 */
export function createGoogleService(deps: { db: Db; config: Config }) {
  const { db, config } = deps;
  const redirectUri = `${config.PUBLIC_URL.replace(/\/$/, "")}/api/auth/google/callback`;
  const client =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? new OAuth2Client(config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET, redirectUri)
      : undefined;

  async function fetchJson(url: string, init?: RequestInit): Promise<unknown> {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw oauthFailed();
    return response.json();
  }

  /** Finds the account for a Google identity, links it by verified email, or creates it. */
  async function findOrCreateUser(profile: GoogleProfile, loginType: Role): Promise<UserRow> {
    const emailVerified = profile.email_verified === true || profile.email_verified === "true";
    const existing =
      (await accounts.findAccountByGoogleSubject(db, profile.sub)) ??
      (await accounts.findAccountByEmail(db, profile.email));
    if (existing) {
      await assertLoginDoor(db, existing, loginType);
      // The address already belongs to another Google identity: never merge the two.
      if (existing.googleSubject && existing.googleSubject !== profile.sub) throw oauthFailed();
      if (!existing.googleSubject) {
        // Linking by email is safe only when Google vouches for the address.
        if (!emailVerified) throw oauthFailed();
        const link = {
          googleSubject: profile.sub,
          pictureUrl: existing.pictureUrl ?? profile.picture ?? null,
        };
        await accounts.updateAccount(db, existing.id, link);
        // Answer with the account as now stored, not the row read before the link.
        return { ...existing, ...link };
      }
      return existing;
    }
    if (!emailVerified) throw oauthFailed();
    const firstName = profile.given_name ?? profile.name?.split(" ")[0] ?? profile.email.split("@")[0] ?? "";
    const lastName = profile.family_name ?? "";
    // Two first sign-ins at once: the unique email index keeps one account, the other is told.
    const creating = db.transaction(async (tx) => {
      const user = await accounts.createAccount(tx, {
        email: normalizeEmail(profile.email),
        firstName,
        lastName,
        role: loginType,
        googleSubject: profile.sub,
        pictureUrl: profile.picture ?? null,
      });
      if (loginType === "admin") {
        // An admin needs an organization to enter the admin area; they rename it in settings.
        await createOrganizationWithMember(tx, {
          name: `${firstName || "My"} business`.trim(),
          userId: user.id,
          email: user.email,
        });
      }
      return user;
    });
    return conflictOnDuplicateEmail(creating);
  }

  return {
    isConfigured: () => client !== undefined,

    start(loginType: Role): { url: URL; pending: PendingGoogleLogin } {
      if (!client) throw new AppError(503, "SERVICE_UNAVAILABLE", "Google sign-in is not configured");
      const state = generateState();
      const codeVerifier = generateCodeVerifier();
      const url = client.createAuthorizationURLWithPKCE(
        config.GOOGLE_AUTHORIZATION_URL,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        ["openid", "email", "profile"],
      );
      url.searchParams.set("prompt", "select_account");
      return { url, pending: { state, codeVerifier, loginType } };
    },

    async finish(code: string, pending: PendingGoogleLogin): Promise<UserRow> {
      if (!client) throw oauthFailed();
      let accessToken: string;
      try {
        const tokens = await client.validateAuthorizationCode(
          config.GOOGLE_TOKEN_URL,
          code,
          pending.codeVerifier,
        );
        accessToken = tokens.accessToken();
      } catch {
        throw oauthFailed();
      }
      const profile = GoogleProfileSchema.safeParse(
        await fetchJson(config.GOOGLE_USERINFO_URL, { headers: { authorization: `Bearer ${accessToken}` } }),
      );
      if (!profile.success) throw oauthFailed();
      return findOrCreateUser(profile.data, pending.loginType);
    },

    /** For an ID token a client obtained itself: Google's tokeninfo checks the signature. */
    async verifyIdToken(idToken: string, loginType: Role): Promise<UserRow> {
      if (!client) throw new AppError(503, "SERVICE_UNAVAILABLE", "Google sign-in is not configured");
      const url = new URL(config.GOOGLE_TOKENINFO_URL);
      url.searchParams.set("id_token", idToken);
      const claims = TokenInfoSchema.safeParse(await fetchJson(url.toString()).catch(() => null));
      if (!claims.success) throw oauthFailed();
      if (claims.data.aud !== config.GOOGLE_CLIENT_ID || claims.data.exp * 1000 < Date.now()) {
        throw oauthFailed();
      }
      return findOrCreateUser(claims.data, loginType);
    },
  };
}

export type GoogleService = ReturnType<typeof createGoogleService>;
