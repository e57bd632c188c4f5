import type { Language, Role } from "@stampwise/contract";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { generateToken, hashToken } from "../../lib/crypto";
import { emailTokens } from "./auth.table";

export type EmailTokenPurpose = "signup" | "reset-password";

/**
 * Purposes where asking again retires the links sent before: a reset link left in an old mail
 * must not outlive the one the person just asked for (and using it must not end the newer one).
 */
const NEWEST_ONLY: ReadonlySet<EmailTokenPurpose> = new Set(["reset-password"]);

/**
 * True for a row when a later link of the same purpose went to the same address. Written out
 * in full: the outer row must be named by its table, whichever statement (select or update) holds it.
 */
function newerLinkExists(): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from email_tokens as newer
    where newer.email = email_tokens.email
      and newer.purpose = email_tokens.purpose
      and newer.created_at > email_tokens.created_at
  )`;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export interface ConsumedToken {
  email: string;
  role: Role;
  language: Language;
}

/*
 * Sign-up and reset links: single use, expiring, stored only as a hash. The secret the tokens are
 * hashed with is an argument like the handle, not closed over by a factory: the caller (the auth
 * service) holds it from its config already, and plain functions read the same at every call site
 * as the other repositories'; ending links needs no secret at all.
 */

/** Issues a link's token for `input.email`: the token goes into the mail, its hash is stored. */
export async function issueEmailToken(
  db: Db,
  secret: string,
  input: {
    purpose: EmailTokenPurpose;
    email: string;
    role: Role;
    language: Language;
    ttlMinutes: number;
  },
): Promise<IssuedToken> {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + input.ttlMinutes * 60_000);
  await db.insert(emailTokens).values({
    purpose: input.purpose,
    email: input.email,
    role: input.role,
    language: input.language,
    tokenHash: hashToken(token, secret),
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * What an unused, unexpired token was issued for, without claiming it: one indexed lookup, so
 * a made-up link is refused before the caller spends a password hash on it. The claim that
 * counts is `consumeEmailToken`, inside the caller's transaction.
 */
export async function checkEmailToken(
  db: Db,
  secret: string,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<ConsumedToken> {
  const [row] = await db
    .select({
      email: emailTokens.email,
      role: emailTokens.role,
      language: emailTokens.language,
      usedAt: emailTokens.usedAt,
      expiresAt: emailTokens.expiresAt,
      superseded: newerLinkExists(),
    })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashToken(token, secret)), eq(emailTokens.purpose, purpose)));
  if (!row) throw tokenError("TOKEN_INVALID");
  if (NEWEST_ONLY.has(purpose) && row.superseded) throw tokenError("TOKEN_SUPERSEDED");
  if (row.usedAt) throw tokenError("TOKEN_USED");
  if (row.expiresAt <= new Date()) throw tokenError("TOKEN_EXPIRED");
  return { email: row.email, role: row.role, language: row.language };
}

/**
 * Marks the token used and returns what it was issued for. The conditional update makes
 * two concurrent uses end with exactly one success.
 */
export async function consumeEmailToken(
  db: Db,
  secret: string,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<ConsumedToken> {
  const tokenHash = hashToken(token, secret);
  const [claimed] = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        NEWEST_ONLY.has(purpose) ? sql`not ${newerLinkExists()}` : undefined,
      ),
    )
    .returning();
  if (claimed && claimed.expiresAt > new Date()) {
    return { email: claimed.email, role: claimed.role, language: claimed.language };
  }
  if (claimed) throw tokenError("TOKEN_EXPIRED");
  const [existing] = await db
    .select({ superseded: newerLinkExists() })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)));
  if (!existing) throw tokenError("TOKEN_INVALID");
  throw tokenError(NEWEST_ONLY.has(purpose) && existing.superseded ? "TOKEN_SUPERSEDED" : "TOKEN_USED");
}

/** Marks every unused link of this purpose for the address used: none of them works any more. */
export async function endEmailTokensFor(db: Db, email: string, purpose: EmailTokenPurpose): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.email, email), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

const TOKEN_MESSAGES = {
  TOKEN_EXPIRED: "This link has expired. Please ask for a new one.",
  TOKEN_USED: "This link has already been used. Please ask for a new one.",
  TOKEN_INVALID: "This link is invalid. Please ask for a new one.",
  TOKEN_SUPERSEDED: "A newer link has been sent since this one. Please use the newest link.",
} as const;

function tokenError(code: keyof typeof TOKEN_MESSAGES): AppError {
  return new AppError(code === "TOKEN_INVALID" ? 400 : 410, code, TOKEN_MESSAGES[code]);
}
