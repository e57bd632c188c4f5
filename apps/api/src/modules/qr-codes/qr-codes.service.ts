import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import {
  type CreateQrCodeRequest,
  deriveIdentityCode,
  type GeneratedQrAction,
  IDENTITY_WINDOW_SECONDS,
  identityWindow,
  liveEventText,
  type QrCode,
  type QrInstance,
  type RedeemQrResult,
  type UpdateQrCodeRequest,
} from "@stampwise/contract";
import type { Db } from "../../db/client";
import { AppError, notFound, validationError } from "../../lib/app-error";
import type { CounterRulesService } from "../counter-rules/counter-rules.service";
import type { EventBus } from "../events/events.bus";
import type { CardInstancesService } from "../ledger/card-instances.service";
import { findLoyaltyProgram } from "../loyalty-program/loyalty-program.repository";
import { noProgramYet } from "../loyalty-program/loyalty-program.service";
import { FraudBlockedError } from "../scan-caps/scan-blocked.error";
import * as codes from "./qr-codes.repository";
import type { QrCodeRow } from "./qr-codes.table";

/** The `stamps` column holds what a code gives in its card's unit: stamps, or points on the program card. */
const toDto = (row: QrCodeRow): QrCode =>
  row.type === "points"
    ? {
        id: row.id,
        type: "points",
        description: row.description,
        points: row.stamps,
        createdAt: row.createdAt.toISOString(),
      }
    : {
        id: row.id,
        type: "stamp",
        description: row.description,
        stampCardId: row.cardId,
        stamps: row.stamps,
        createdAt: row.createdAt.toISOString(),
      };

/** A field the code's type does not have (a stamp card on a points code, points on a stamp code). */
const notOfType = (type: string, fields: string[]) =>
  validationError(fields.map((path) => ({ path, message: `Not part of a ${type} code` })));

export const nodeHmac = (key: Uint8Array, message: Uint8Array): Uint8Array =>
  createHmac("sha256", key).update(message).digest();

export const notRecognized = () =>
  new AppError(400, "QR_NOT_RECOGNIZED", "QR code not recognized (may be expired)");

/**
 * A QR code lives as long as its stamp card: deleting the card (soft, `deleted_at`) retires its
 * codes without a column of their own. Codes already minted then answer this instead of offering
 * stamps nobody can collect.
 */
const offerEnded = () =>
  new AppError(410, "OFFER_ENDED", "The stamp card of this QR code was deleted: the offer has ended");

/**
 * A code lives as long as the membership of whoever showed it: an administrator removed from
 * the team (or who left) leaves no code on a screen that still gives stamps and reports who
 * collected them.
 */
const creatorLeft = () => new AppError(410, "QR_EXPIRED", "This QR code has expired");

export function createQrCodesService(deps: {
  db: Db;
  cardInstancesService: CardInstancesService;
  events: EventBus;
  fraud: Pick<CounterRulesService, "logBlocked">;
  publicUrl: string;
}) {
  const { db, events } = deps;

  async function checkStamps(organizationId: string, cardId: string, stamps: number) {
    const card = await codes.findLiveStampCard(db, organizationId, cardId);
    if (!card) throw notFound("Stamp card");
    const required = card.stampsRequired ?? 1;
    if (stamps > required) {
      throw validationError([{ path: "stamps", message: `At most the card's ${required} required stamps` }]);
    }
  }

  return {
    async list(organizationId: string): Promise<QrCode[]> {
      return (await codes.listLiveCodes(db, organizationId)).map(toDto);
    },

    async create(organizationId: string, body: CreateQrCodeRequest): Promise<QrCode> {
      const type = body.type ?? "stamp";
      let cardId: string;
      let amount: number;
      if (type === "points") {
        // A points code gives on the organization's program card; without a program there is none.
        const program = await findLoyaltyProgram(db, organizationId);
        if (!program) throw noProgramYet();
        cardId = program.pointsCardId;
        amount = body.points ?? 0;
      } else {
        cardId = body.stampCardId ?? "";
        amount = body.stamps ?? 0;
        await checkStamps(organizationId, cardId, amount);
      }
      return toDto(
        await codes.insertCode(db, {
          organizationId,
          type,
          description: body.description,
          cardId,
          stamps: amount,
        }),
      );
    },

    async update(organizationId: string, id: string, body: UpdateQrCodeRequest): Promise<QrCode> {
      const existing = await codes.findCode(db, organizationId, id);
      if (!existing || existing.retired) throw notFound("QR code");
      const isPoints = existing.code.type === "points";
      const foreign = isPoints
        ? (["stampCardId", "stamps"] as const).filter((field) => body[field] !== undefined)
        : (["points"] as const).filter((field) => body[field] !== undefined);
      if (foreign.length > 0) throw notOfType(existing.code.type, [...foreign]);
      const cardId = isPoints ? existing.code.cardId : (body.stampCardId ?? existing.code.cardId);
      const amount = isPoints ? body.points : body.stamps;
      if (!isPoints) await checkStamps(organizationId, cardId, amount ?? existing.code.stamps);
      const row = await codes.updateCode(db, organizationId, id, {
        cardId,
        ...(body.description !== undefined && { description: body.description }),
        ...(amount !== undefined && { stamps: amount }),
      });
      if (!row) throw notFound("QR code");
      return toDto(row);
    },

    async remove(organizationId: string, id: string): Promise<void> {
      if (!(await codes.deleteCode(db, organizationId, id))) throw notFound("QR code");
    },

    async generate(organizationId: string, qrCodeId: string, adminId: string): Promise<GeneratedQrAction> {
      const found = await codes.findCode(db, organizationId, qrCodeId);
      if (!found) throw notFound("QR code");
      if (found.retired) throw offerEnded();
      const row = await codes.insertInstance(db, organizationId, qrCodeId, adminId);
      return {
        instanceId: row.id,
        url: `${deps.publicUrl}/app/redeem/${row.id}`,
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    async instance(instanceId: string): Promise<QrInstance> {
      const row = await codes.readOffer(db, instanceId);
      if (!row) throw notFound("QR code");
      // Before used or expired: a fresh code would not help, the card itself is gone.
      if (row.offerEnded) throw offerEnded();
      return {
        instanceId: row.instance.id,
        organizationName: row.organizationName,
        adminFirstName: row.adminFirstName,
        type: row.type,
        stampCardName: row.stampCardName,
        stamps: row.type === "points" ? 0 : row.stamps,
        points: row.type === "points" ? row.stamps : null,
        pointsName: row.type === "points" ? row.pointsName : null,
        expiresAt: row.instance.expiresAt.toISOString(),
        status: row.instance.redeemedAt ? "used" : row.expired || row.creatorLeft ? "expired" : "available",
      };
    },

    async redeem(instanceId: string, userId: string): Promise<RedeemQrResult> {
      try {
        return await db.transaction(async (tx) => {
          // The card is share-locked until the stamp is in: deleting it meanwhile waits, so a
          // redeem either stamps a live card or is told the offer ended, never "not found".
          // The creator's membership is share-locked too: removing them waits for this redeem, and
          // a redeem after the removal finds no membership and is refused.
          const target = await codes.lockClaimTarget(tx, instanceId);
          if (!target) {
            throw (await codes.findInstance(tx, instanceId)) ? creatorLeft() : notFound("QR code");
          }
          if (target.retired) throw offerEnded();
          const claimed = await codes.claimInstance(tx, instanceId, userId);
          if (!claimed) {
            const existing = await codes.findInstance(tx, instanceId);
            if (!existing) throw notFound("QR code");
            if (existing.redeemedAt)
              throw new AppError(409, "QR_ALREADY_USED", "This QR code was already used");
            throw new AppError(410, "QR_EXPIRED", "This QR code has expired");
          }
          const code = await codes.findCodeById(tx, claimed.qrCodeId);
          if (!code) throw notFound("QR code");
          const { result, points } = await deps.cardInstancesService.recordTransaction(
            claimed.organizationId,
            { userId: claimed.createdBy, apiKeyId: null },
            {
              userId,
              loyaltyCardId: code.cardId,
              delta: code.stamps,
              source: "qr",
              idempotencyKey: claimed.id,
            },
            tx,
            code.type === "points" ? "points" : "stamp",
            { customerAct: true },
          );
          const customer = await codes.personName(tx, userId);
          const customerName = liveEventText(
            [customer?.firstName, customer?.lastName].filter(Boolean).join(" "),
          );
          await events.publish(
            claimed.createdBy,
            {
              type: "qr.redeemed",
              data: { instanceId: claimed.id, qrCodeId: code.id, userId, customerName },
            },
            tx,
          );
          const isPoints = code.type === "points";
          return {
            instanceId: claimed.id,
            stampCardId: code.cardId,
            cardInstanceId: result.instance.id,
            type: code.type,
            stamps: isPoints ? 0 : result.instance.stamps,
            stampsAdded: isPoints ? 0 : code.stamps,
            points: isPoints ? { added: code.stamps, balance: points?.balance ?? 0 } : null,
          };
        });
      } catch (error) {
        // A scan the scan caps refuse rolls the claim back with the stamp: the code stays
        // unclaimed, so the customer can scan it again once the wait is over (within its five
        // minutes) instead of hitting a dead end and asking the counter for a new code. Passing
        // the code around does not help either: every redeem counts against the same caps.
        // The log row is written now, after that rollback.
        if (error instanceof FraudBlockedError) await deps.fraud.logBlocked(error);
        throw error;
      }
    },

    async identitySecret(userId: string) {
      const secret = await codes.ensureIdentitySecret(db, userId, randomBytes(32).toString("base64url"));
      return { secret, windowSeconds: IDENTITY_WINDOW_SECONDS };
    },

    /**
     * Reads an identity code (`<userId>.<mac>`): whose it claims to be, and a check of it against
     * that person's secret for the current or previous 30-second window. The caller reads the
     * secret with the profile it opens, in one statement. A malformed code answers at once.
     */
    parseIdentityCode(code: string, nowMs = Date.now()) {
      const [userId, mac] = code.split(".");
      if (!userId || !mac || !/^[0-9a-f-]{36}$/i.test(userId)) throw notRecognized();
      const window = identityWindow(nowMs);
      const given = Buffer.from(code);
      const verify = (secret: string | null) =>
        secret !== null &&
        [window, window - 1].some((candidate) => {
          const expected = Buffer.from(deriveIdentityCode(nodeHmac, userId, secret, candidate));
          return expected.length === given.length && timingSafeEqual(expected, given);
        });
      return { userId, verify };
    },
  };
}

export type QrCodesService = ReturnType<typeof createQrCodesService>;
