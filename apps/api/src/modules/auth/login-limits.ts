import type { Config } from "../../config";
import { hashToken } from "../../lib/crypto";
import type { RateLimiter, RateLimitRule } from "../../lib/rate-limiter";

/** How far the per-email ceiling across addresses sits above the per email-and-address limit. */
export const EMAIL_CEILING_FACTOR = 10;
/** How long an address that signed an account in successfully stays known for that account. */
export const KNOWN_ADDRESS_DAYS = 30;

/** The rate_limits key remembering that `email` signed in from `ip`. */
export function knownAddressMarker(secret: string, email: string, ip: string): string {
  // Hashed with the server secret: the table must not tell where an account signs in from.
  return `login:known:${hashToken(`${email}\n${ip}`, secret)}`;
}

/**
 * Who may try a password, and how often. Failures are counted per email *and* address, so a
 * stranger guessing from elsewhere does not lock the owner out; a much higher ceiling per email
 * across all addresses still stops a guess spread over many addresses. An address the account
 * signed in from before is exempt from that ceiling (it keeps its own per-address limit), so the
 * owner at their usual place gets in while strangers hit the ceiling. Plus the per-address cap on
 * attempts for any email.
 */
export function createLoginLimits(deps: { rateLimiter: RateLimiter; config: Config }) {
  const { rateLimiter, config } = deps;
  const windowSeconds = config.LOGIN_RATE_LIMIT_WINDOW_SECONDS;
  const emailAndAddressKey = (email: string, ip: string) => `login:email-ip:${email}|${ip}`;
  const knownAddressKey = (email: string, ip: string) => knownAddressMarker(config.SESSION_SECRET, email, ip);

  return {
    /** Counts one attempt; throws 429 RATE_LIMITED with Retry-After when a limit is passed. */
    async countAttempt(email: string, ip: string): Promise<void> {
      const known = await rateLimiter.seenWithin(knownAddressKey(email, ip), KNOWN_ADDRESS_DAYS * 86_400);
      const rules: RateLimitRule[] = [
        { key: `login:ip:${ip}`, limit: config.LOGIN_RATE_LIMIT_PER_IP, windowSeconds },
        { key: emailAndAddressKey(email, ip), limit: config.LOGIN_RATE_LIMIT_PER_EMAIL, windowSeconds },
      ];
      if (!known) {
        rules.push({
          key: `login:email:${email}`,
          limit: config.LOGIN_RATE_LIMIT_PER_EMAIL * EMAIL_CEILING_FACTOR,
          windowSeconds,
        });
      }
      await rateLimiter.consume(rules);
    },

    /**
     * Forgets this address's failures for the email. The ceiling across addresses is kept: the
     * owner's success must not reopen it for strangers.
     */
    async forgetFailures(email: string, ip: string): Promise<void> {
      await rateLimiter.reset(emailAndAddressKey(email, ip));
    },

    /**
     * Remembers the address as known for the account: every way of proving the account (a
     * password, a sign-up or reset link from its mailbox, Google) counts, so the owner is not
     * locked out from where they signed up during a stranger's guessing.
     */
    async rememberAddress(email: string, ip: string): Promise<void> {
      await rateLimiter.remember(knownAddressKey(email, ip));
    },
  };
}

export type LoginLimits = ReturnType<typeof createLoginLimits>;
