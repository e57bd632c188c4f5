import { randomInt } from "node:crypto";
import {
  type Language,
  PHONE_CODE_ATTEMPTS,
  PHONE_CODE_TTL_MINUTES,
  type PhoneState,
  VALIDATION_MESSAGES,
} from "@stampwise/contract";
import { isValidPhoneNumber } from "libphonenumber-js";
import type { Db } from "../../db/client";
import { AppError, validationError } from "../../lib/app-error";
import { hashToken } from "../../lib/crypto";
import { findPhoneNumber, setConfirmedPhoneNumber } from "../accounts/accounts.repository";
import type { SmsSender } from "../sms/sms.sender";
import * as pending from "./phone.repository";
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
    // Two owners' rows, read side by side.
    const [account, waiting] = await Promise.all([
      findPhoneNumber(db, userId),
      pending.findPending(db, userId),
    ]);
    const waitingLive = waiting && waiting.expiresAt.getTime() > Date.now();
    return {
      phoneNumber: account?.confirmedAt ? (account.phoneNumber ?? null) : null,
      pendingPhoneNumber: waitingLive ? waiting.phoneNumber : null,
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
      await pending.replacePending(db, userId, phoneNumber, hashOf(userId, code));
      try {
        await deps.sms.send({ to: phoneNumber, body: CODE_TEXT[language](code) });
      } catch {
        await pending.deletePending(db, userId);
        throw new AppError(503, "SERVICE_UNAVAILABLE", "The code could not be sent: try again in a moment");
      }
      return state(userId);
    },

    /** Confirms the pending number with its code: it becomes the account's number. */
    async confirm(userId: string, code: string): Promise<PhoneState> {
      const confirmed = await db.transaction(async (tx) => {
        const waiting = await pending.lockPending(tx, userId);
        if (!waiting || waiting.expiresAt.getTime() <= Date.now()) return false;
        if (waiting.codeHash !== hashOf(userId, code)) {
          if (waiting.attempts + 1 >= PHONE_CODE_ATTEMPTS) await pending.deletePending(tx, userId);
          else await pending.countFailedAttempt(tx, userId, waiting.attempts + 1);
          return false;
        }
        // The number is the account's: accounts writes it.
        await setConfirmedPhoneNumber(tx, userId, waiting.phoneNumber);
        await pending.deletePending(tx, userId);
        return true;
      });
      if (!confirmed) throw codeInvalid();
      return state(userId);
    },

    async remove(userId: string): Promise<PhoneState> {
      await db.transaction(async (tx) => {
        await setConfirmedPhoneNumber(tx, userId, null);
        await pending.deletePending(tx, userId);
      });
      return state(userId);
    },
  };
}

export type PhoneService = ReturnType<typeof createPhoneService>;
