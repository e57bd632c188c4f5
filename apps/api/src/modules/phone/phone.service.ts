import { randomInt } from "node:crypto";
import {
  type Language,
  PHONE_CODE_ATTEMPTS,
  PHONE_CODE_TTL_MINUTES,
  type PhoneState,
  VALIDATION_MESSAGES,
} from "@stampwise/contract";
import { eq, sql } from "drizzle-orm";
import { isValidPhoneNumber } from "libphonenumber-js";
import type { Db } from "../../db/client";
import { AppError, validationError } from "../../lib/app-error";
import { hashToken } from "../../lib/crypto";
import { users } from "../accounts/users.table";
import { phoneConfirmations } from "../consent/consent.table";
import type { SmsSender } from "../sms/sms.sender";
import type { PhoneCodeLimits } from "./phone-code-limits";

const CODE_TEXT: Record<Language, (code: string) => string> = {
  "en-US": (code) => `Your Stampwise code is ${code}. It works for ${PHONE_CODE_TTL_MINUTES} minutes.`,
  "sv-SE": (code) => `Din kod för Stampwise är ${code}. Den gäller i ${PHONE_CODE_TTL_MINUTES} minuter.`,
};

const smsUnavailableError = () =>
  new AppError(
    503,
    "SMS_UNAVAILABLE",
    "Text messages cannot be sent from this service, so no code can be sent to confirm a number",
  );

const codeInvalid = () =>
  new AppError(400, "PHONE_CODE_INVALID", "The code is wrong or has expired: ask for a new one");

/**
 * A customer's phone number, confirmed by a code sent to it by SMS. Only the code's
 * hash is kept; it lasts 10 minutes and allows 5 tries. Until confirmed, the account's number
 * stays as it was.
 */
export function createPhoneService(deps: {
  db: Db;
  sms: SmsSender;
  /** Each code is a paid text: counted per account, number, organization and in all. */
  codeLimits: Pick<PhoneCodeLimits, "consume">;
  secret: string;
}) {
  const { db } = deps;
  const hashOf = (userId: string, code: string) => hashToken(`${userId}:${code}`, deps.secret);

  async function state(userId: string): Promise<PhoneState> {
    const [row] = await db
      .select({
        phoneNumber: users.phoneNumber,
        confirmedAt: users.phoneConfirmedAt,
        pending: phoneConfirmations.phoneNumber,
        expiresAt: phoneConfirmations.expiresAt,
      })
      .from(users)
      .leftJoin(phoneConfirmations, eq(phoneConfirmations.userId, users.id))
      .where(eq(users.id, userId));
    const pendingLive = row?.pending && row.expiresAt && row.expiresAt.getTime() > Date.now();
    return {
      phoneNumber: row?.confirmedAt ? (row.phoneNumber ?? null) : null,
      pendingPhoneNumber: pendingLive ? (row?.pending ?? null) : null,
    };
  }

  return {
    state,

    /** Sends a new code to the number; the previous code stops working. */
    async requestCode(userId: string, language: Language, phoneNumber: string): Promise<PhoneState> {
      if (!isValidPhoneNumber(phoneNumber)) {
        throw validationError([{ path: "phoneNumber", message: VALIDATION_MESSAGES.phoneNotReal }]);
      }
      // Without a provider no code can reach the phone: say so rather than "we sent a code".
      if (deps.sms.sending === "unavailable") throw smsUnavailableError();
      await deps.codeLimits.consume(userId, phoneNumber);
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      await db
        .insert(phoneConfirmations)
        .values({
          userId,
          phoneNumber,
          codeHash: hashOf(userId, code),
          attempts: 0,
          expiresAt: sql`now() + make_interval(mins => ${PHONE_CODE_TTL_MINUTES})`,
        })
        .onConflictDoUpdate({
          target: phoneConfirmations.userId,
          set: {
            phoneNumber,
            codeHash: hashOf(userId, code),
            attempts: 0,
            expiresAt: sql`now() + make_interval(mins => ${PHONE_CODE_TTL_MINUTES})`,
            createdAt: sql`now()`,
          },
        });
      try {
        await deps.sms.send({ to: phoneNumber, body: CODE_TEXT[language](code) });
      } catch {
        await db.delete(phoneConfirmations).where(eq(phoneConfirmations.userId, userId));
        throw new AppError(503, "SERVICE_UNAVAILABLE", "The code could not be sent: try again in a moment");
      }
      return state(userId);
    },

    /** Confirms the pending number with its code: it becomes the account's number. */
    async confirm(userId: string, code: string): Promise<PhoneState> {
      const confirmed = await db.transaction(async (tx) => {
        const [pending] = await tx
          .select()
          .from(phoneConfirmations)
          .where(eq(phoneConfirmations.userId, userId))
          .for("update");
        if (!pending || pending.expiresAt.getTime() <= Date.now()) return false;
        if (pending.codeHash !== hashOf(userId, code)) {
          if (pending.attempts + 1 >= PHONE_CODE_ATTEMPTS) {
            await tx.delete(phoneConfirmations).where(eq(phoneConfirmations.userId, userId));
          } else {
            await tx
              .update(phoneConfirmations)
              .set({ attempts: pending.attempts + 1 })
              .where(eq(phoneConfirmations.userId, userId));
          }
          return false;
        }
        await tx
          .update(users)
          .set({ phoneNumber: pending.phoneNumber, phoneConfirmedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(users.id, userId));
        await tx.delete(phoneConfirmations).where(eq(phoneConfirmations.userId, userId));
        return true;
      });
      if (!confirmed) throw codeInvalid();
      return state(userId);
    },

    async remove(userId: string): Promise<PhoneState> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ phoneNumber: null, phoneConfirmedAt: null, updatedAt: sql`now()` })
          .where(eq(users.id, userId));
        await tx.delete(phoneConfirmations).where(eq(phoneConfirmations.userId, userId));
      });
      return state(userId);
    },
  };
}

export type PhoneService = ReturnType<typeof createPhoneService>;
