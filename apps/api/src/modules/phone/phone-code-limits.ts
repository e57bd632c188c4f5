import { and, eq, inArray, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { hashToken } from "../../lib/crypto";
import type { RateLimiter, RateLimitRule } from "../../lib/rate-limiter";
import { users } from "../accounts/users.table";
import { cardInstances } from "../ledger/ledger.table";
import type { Mailer } from "../mail/mailer";
import { memberships, organizations } from "../organizations/organizations.table";
import { renderOperatorAlertMail, renderOrganizationAlertMail } from "./phone-code-alert-mail";

const WINDOW_SECONDS = 3600;
/** The organizations one request counts against, at most: a customer of many shops is still one request. */
const ORGANIZATIONS_PER_REQUEST = 20;

const KEY_PREFIX = {
  account: "phone-code:",
  number: "phone-code-number:",
  organization: "phone-code-organization:",
  overall: "phone-code-all",
} as const;

export type PhoneCodeLimitsConfig = Pick<
  Config,
  | "PHONE_CODES_PER_ACCOUNT_PER_HOUR"
  | "PHONE_CODES_PER_NUMBER_PER_HOUR"
  | "PHONE_CODES_PER_ORGANIZATION_PER_HOUR"
  | "PHONE_CODES_PER_HOUR"
  | "CONTACT_EMAIL"
  | "SESSION_SECRET"
>;

/**
 * How many phone confirmation codes go out: every code is a text message the operator pays for,
 * and texts to numbers an attacker picks (premium ranges) are how SMS pumping makes money. So
 * codes are counted per account, per number (many accounts, one number), per organization whose
 * cards the account holds (its customers), and in all, each per hour in the shared `rate_limits`
 * table. The first refusal of a window alerts whoever owns that limit: the organization's owners,
 * or the operator at CONTACT_EMAIL for the overall one.
 */
export function createPhoneCodeLimits(deps: {
  db: Db;
  rateLimiter: RateLimiter;
  mailer: Pick<Mailer, "enqueue" | "deliverDue">;
  config: PhoneCodeLimitsConfig;
  log: FastifyBaseLogger;
}) {
  const { db, config } = deps;
  const rule = (key: string, limit: number): RateLimitRule => ({ key, limit, windowSeconds: WINDOW_SECONDS });

  async function organizationsOf(userId: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ organizationId: cardInstances.organizationId })
      .from(cardInstances)
      .where(and(eq(cardInstances.userId, userId), isNull(cardInstances.deletedAt)))
      .limit(ORGANIZATIONS_PER_REQUEST);
    return rows.map((row) => row.organizationId);
  }

  async function alertOrganizations(organizationIds: string[], resumesAt: Date): Promise<void> {
    if (organizationIds.length === 0) return;
    const owners = await db
      .select({
        email: users.email,
        language: users.language,
        organization: organizations.name,
        timeZone: organizations.timeZone,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
      .where(and(inArray(memberships.organizationId, organizationIds), eq(memberships.role, "owner")));
    for (const owner of owners) {
      await deps.mailer.enqueue(
        owner.email,
        await renderOrganizationAlertMail(owner.language, {
          organization: owner.organization,
          limit: config.PHONE_CODES_PER_ORGANIZATION_PER_HOUR,
          resumesAt: clockTime(resumesAt, owner.language, owner.timeZone),
        }),
      );
    }
  }

  async function alert(tripped: RateLimitRule[]): Promise<void> {
    const resumesAt = new Date(Date.now() + WINDOW_SECONDS * 1000);
    const organizationIds = tripped
      .filter((each) => each.key.startsWith(KEY_PREFIX.organization))
      .map((each) => each.key.slice(KEY_PREFIX.organization.length));
    await alertOrganizations(organizationIds, resumesAt);
    if (tripped.some((each) => each.key === KEY_PREFIX.overall)) {
      await deps.mailer.enqueue(
        config.CONTACT_EMAIL,
        await renderOperatorAlertMail({
          limit: config.PHONE_CODES_PER_HOUR,
          resumesAt: `${resumesAt.toISOString().slice(0, 16).replace("T", " ")} UTC`,
        }),
      );
    }
    void deps.mailer.deliverDue().catch((error: unknown) => {
      deps.log.warn({ err: error }, "phone code alert: mail delivery pass failed");
    });
  }

  return {
    /**
     * Counts one code to `phoneNumber` for `userId`; throws 429 RATE_LIMITED with Retry-After when
     * any limit is past. The number is kept as an HMAC: the table holds no phone numbers.
     */
    async consume(userId: string, phoneNumber: string): Promise<void> {
      const organizationIds = await organizationsOf(userId);
      await deps.rateLimiter.consume(
        [
          rule(`${KEY_PREFIX.account}${userId}`, config.PHONE_CODES_PER_ACCOUNT_PER_HOUR),
          rule(
            `${KEY_PREFIX.number}${hashToken(phoneNumber, config.SESSION_SECRET)}`,
            config.PHONE_CODES_PER_NUMBER_PER_HOUR,
          ),
          ...organizationIds.map((id) =>
            rule(`${KEY_PREFIX.organization}${id}`, config.PHONE_CODES_PER_ORGANIZATION_PER_HOUR),
          ),
          rule(KEY_PREFIX.overall, config.PHONE_CODES_PER_HOUR),
        ],
        {
          onFirstRefusal: async (tripped) => {
            // The refusal stands whatever happens to its alert: a failed alert is logged, not answered.
            await alert(tripped).catch((error: unknown) => {
              deps.log.error({ err: error }, "phone code alert could not be written");
            });
          },
        },
      );
    },
  };
}

export type PhoneCodeLimits = ReturnType<typeof createPhoneCodeLimits>;

/** A moment on a reader's clock ("29/11/2026, 14:05" in their language and zone). */
function clockTime(at: Date, language: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: "short", timeStyle: "short", timeZone }).format(at);
  } catch {
    return `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  }
}
