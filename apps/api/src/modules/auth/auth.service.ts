import type {
  CompleteResetPasswordRequest,
  CompleteSignupRequest,
  Language,
  Role,
  User,
} from "@stampwise/contract";
import { DEFAULT_LANGUAGE } from "@stampwise/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { AppError, validationError } from "../../lib/app-error";
import { hashPassword, verifyPassword } from "../../lib/crypto";
import { isUniqueViolation } from "../../lib/database-errors";
import type { RateLimiter, RateLimitRule } from "../../lib/rate-limiter";
import { accountDeletions } from "../accounts/account-deletions.service";
import * as accounts from "../accounts/accounts.repository";
import { normalizeEmail } from "../accounts/accounts.repository";
import type { UserRow } from "../accounts/users.table";
import { renderActionMail } from "../mail/mail-templates";
import type { Mailer } from "../mail/mailer";
import { createOrganizationWithMember } from "../organizations/organizations.repository";
import { accountView } from "./account-view";
import * as emailTokens from "./email-tokens.repository";
import { assertLoginDoor } from "./login-door";
import { createLoginLimits } from "./login-limits";
import * as sessions from "./sessions.repository";

const SIGNUP_LINK_MINUTES = 24 * 60;
const RESET_LINK_MINUTES = 60;

export const EMAIL_ALREADY_REGISTERED_MESSAGE =
  "This email is already registered. Please try logging in instead.";
export const INVALID_CREDENTIALS_MESSAGE = "Please check your credentials and try again.";

export interface AuthServiceDeps {
  db: Db;
  config: Config;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** Where a session is started from: the client address (then known) and its browser. */
export interface SessionContext {
  ip: string;
  userAgent?: string;
}

export interface SignedIn {
  user: User;
  sessionToken: string;
  /** The sign-in cancelled the account's scheduled deletion. */
  deletionCancelled: boolean;
}

export function emailAlreadyRegistered(): AppError {
  return new AppError(409, "EMAIL_ALREADY_REGISTERED", EMAIL_ALREADY_REGISTERED_MESSAGE);
}

/**
 * Two sign-ups for one address at once both find no account; the unique email index lets one
 * through, and the other must read as "already registered", not as a server error.
 */
export async function conflictOnDuplicateEmail<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailAlreadyRegistered();
    throw error;
  }
}

/** Where each kind of account opens its links: admins in the admin app, customers under /app. */
export function appBaseUrl(publicUrl: string, role: Role): string {
  const base = publicUrl.replace(/\/$/, "");
  return role === "user" ? `${base}/app` : base;
}

/**
 * The sign-up link. A customer's carries the page to return to (the redeem page they came from),
 * so the verify page finds it even when the mail opens in another browser than the sign-up.
 */
function verifyLink(publicUrl: string, input: { loginType: Role; redirect?: string }, token: string) {
  const query = new URLSearchParams({ token });
  if (input.loginType === "user" && input.redirect) query.set("redirect", input.redirect);
  return `${appBaseUrl(publicUrl, input.loginType)}/verify?${query}`;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, config, mailer } = deps;
  const sessionSettings = { secret: config.SESSION_SECRET, ttlDays: config.SESSION_TTL_DAYS };
  const tokenSecret = config.SESSION_SECRET;
  const loginLimits = createLoginLimits({ rateLimiter: deps.rateLimiter, config });

  /**
   * Finishing a sign-up or reset hashes a password: without a cap, one address could keep the
   * CPU busy with made-up links. Counted per address like login attempts.
   */
  function completeLinkRule(kind: "complete-signup" | "complete-reset", ip: string): RateLimitRule {
    return {
      key: `${kind}:ip:${ip}`,
      limit: config.LOGIN_RATE_LIMIT_PER_IP,
      windowSeconds: config.LOGIN_RATE_LIMIT_WINDOW_SECONDS,
    };
  }

  function deliverSoon(): void {
    mailer.deliverDue().catch((error) => deps.log.error({ err: error }, "mail delivery pass failed"));
  }

  /** A session for an account that has just proven itself from `context.ip`: that address is known. */
  async function startSession(user: UserRow, context: SessionContext): Promise<SignedIn> {
    const [{ token }] = await Promise.all([
      sessions.createSession(db, sessionSettings, user.id, context.userAgent),
      loginLimits.rememberAddress(user.email, context.ip),
    ]);
    const deletionCancelled = await cancelDeletionOnSignIn(user);
    return { user: await accountView(db, user), sessionToken: token, deletionCancelled };
  }

  /**
   * Signing in (password, Google, a reset) during a deletion's grace period cancels it: that is how
   * a person who changed their mind, or whose session was stolen, keeps the account. Mailed, so a
   * sign-in they did not make is seen.
   */
  async function cancelDeletionOnSignIn(user: UserRow): Promise<boolean> {
    if (user.role !== "user" || !(await accountDeletions.cancelOnSignIn(db, user.id))) return false;
    const link = appBaseUrl(config.PUBLIC_URL, "user");
    await mailer.enqueue(
      user.email,
      await renderActionMail("account-deletion-cancelled", user.language, link, { email: user.email }),
    );
    deliverSoon();
    return true;
  }

  return {
    startSession,

    /** Signs the account out everywhere (a deletion asked for: signing in again is what cancels it). */
    endAllSessions: (tx: Db, userId: string) => sessions.deleteSessionsOfUser(tx, userId),

    /** When a session was started (its sign-in), undefined when it is gone. */
    sessionStartedAt: (sessionId: string) => sessions.findSessionStartedAt(db, sessionId),

    /** The signed-in account as the apps see it (its organizations included). */
    accountView: (user: UserRow) => accountView(db, user),

    /** Changes the account's own first or last name; answers the account as the session now shows it. */
    async updateOwnNames(user: UserRow, changes: { firstName?: string; lastName?: string }): Promise<User> {
      await accounts.updateAccount(db, user.id, changes);
      return accountView(db, { ...user, ...changes });
    },

    /** Before the body is read: an address already over its limit for finishing links is refused. */
    refuseBlockedLinkUse(kind: "complete-signup" | "complete-reset", ip: string): void {
      deps.rateLimiter.refuseIfBlocked([completeLinkRule(kind, ip).key]);
    },

    endSession: (sessionId: string) => sessions.deleteSession(db, sessionId),

    async requestSignup(
      input: { email: string; loginType: Role; language?: Language; redirect?: string },
      context: { ip: string },
    ): Promise<void> {
      const email = normalizeEmail(input.email);
      // Each request mails someone: cap it so the form cannot be used to flood an inbox.
      await deps.rateLimiter.consume([
        { key: `signup:email:${email}`, limit: 5, windowSeconds: 3600 },
        { key: `signup:ip:${context.ip}`, limit: config.LOGIN_RATE_LIMIT_PER_IP, windowSeconds: 3600 },
      ]);
      if (await accounts.findAccountByEmail(db, email)) {
        throw emailAlreadyRegistered();
      }
      const language = input.language ?? DEFAULT_LANGUAGE;
      await db.transaction(async (tx) => {
        const { token } = await emailTokens.issueEmailToken(tx, tokenSecret, {
          purpose: "signup",
          email,
          role: input.loginType,
          language,
          ttlMinutes: SIGNUP_LINK_MINUTES,
        });
        await mailer.enqueue(
          email,
          await renderActionMail("verify-email", language, verifyLink(config.PUBLIC_URL, input, token)),
          tx,
        );
      });
      deliverSoon();
    },

    async completeSignup(
      input: CompleteSignupRequest,
      context: { ip: string; userAgent?: string },
    ): Promise<SignedIn> {
      await deps.rateLimiter.consume([completeLinkRule("complete-signup", context.ip)]);
      // The token first: scrypt is the expensive part, and only a real link may make us pay for it.
      await emailTokens.checkEmailToken(db, tokenSecret, input.token, "signup");
      const passwordHash = await hashPassword(input.password);
      const creating = db.transaction(async (tx) => {
        const claim = await emailTokens.consumeEmailToken(tx, tokenSecret, input.token, "signup");
        const organizationName = input.organizationName?.trim();
        if (claim.role === "admin" && !organizationName) {
          throw validationError([{ path: "organizationName", message: "Organization name is required" }]);
        }
        if (await accounts.findAccountByEmail(tx, claim.email)) {
          throw emailAlreadyRegistered();
        }
        const created = await accounts.createAccount(tx, {
          email: claim.email,
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          role: claim.role,
          language: claim.language,
          passwordHash,
        });
        if (claim.role === "admin" && organizationName) {
          await createOrganizationWithMember(tx, {
            name: organizationName,
            userId: created.id,
            role: "owner",
            email: claim.email,
          });
        }
        return created;
      });
      const user = await conflictOnDuplicateEmail(creating);
      return startSession(user, context);
    },

    async login(
      input: { email: string; password: string; loginType: Role },
      context: { ip: string; userAgent?: string },
    ): Promise<SignedIn> {
      const email = normalizeEmail(input.email);
      await loginLimits.countAttempt(email, context.ip);
      const user = await accounts.findAccountByEmail(db, email);
      const passwordMatches = await verifyPassword(input.password, user?.passwordHash ?? null);
      if (!user || !passwordMatches) {
        throw new AppError(401, "INVALID_CREDENTIALS", INVALID_CREDENTIALS_MESSAGE);
      }
      // Checked after the password, so the role of an account is told only to its owner.
      await assertLoginDoor(db, user, input.loginType);
      await loginLimits.forgetFailures(email, context.ip);
      return startSession(user, context);
    },

    /** Answers the same whether or not the email belongs to an account. */
    async requestPasswordReset(input: { email: string }, context: { ip: string }): Promise<void> {
      const email = normalizeEmail(input.email);
      await deps.rateLimiter.consume([
        { key: `reset:email:${email}`, limit: 5, windowSeconds: 3600 },
        { key: `reset:ip:${context.ip}`, limit: config.LOGIN_RATE_LIMIT_PER_IP, windowSeconds: 3600 },
      ]);
      const user = await accounts.findAccountByEmail(db, email);
      if (!user) return;
      await db.transaction(async (tx) => {
        const { token } = await emailTokens.issueEmailToken(tx, tokenSecret, {
          purpose: "reset-password",
          email,
          role: user.role,
          language: user.language,
          ttlMinutes: RESET_LINK_MINUTES,
        });
        const link = `${appBaseUrl(config.PUBLIC_URL, user.role)}/reset-password?token=${token}`;
        await mailer.enqueue(email, await renderActionMail("reset-password", user.language, link), tx);
      });
      deliverSoon();
    },

    /** Sets the new password and ends every other session and every other reset link of the account. */
    async completePasswordReset(
      input: CompleteResetPasswordRequest,
      context: { ip: string; currentSessionId?: string },
    ): Promise<void> {
      await deps.rateLimiter.consume([completeLinkRule("complete-reset", context.ip)]);
      await emailTokens.checkEmailToken(db, tokenSecret, input.token, "reset-password");
      const passwordHash = await hashPassword(input.password);
      const user = await db.transaction(async (tx) => {
        const claim = await emailTokens.consumeEmailToken(tx, tokenSecret, input.token, "reset-password");
        const user = await accounts.findAccountByEmail(tx, claim.email);
        if (!user)
          throw new AppError(400, "TOKEN_INVALID", "This link is invalid. Please ask for a new one.");
        await accounts.updateAccount(tx, user.id, { passwordHash });
        // An older link still in a mailbox would let whoever reads it undo this reset.
        await emailTokens.endEmailTokensFor(tx, claim.email, "reset-password");
        await sessions.deleteSessionsOfUser(tx, user.id, context.currentSessionId);
        return user;
      });
      // The link came from the account's mailbox: where it was opened is where the owner is.
      await loginLimits.rememberAddress(user.email, context.ip);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
