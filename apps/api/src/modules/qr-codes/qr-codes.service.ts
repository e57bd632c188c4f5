import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import {
  type CreateQrCodeRequest,
  deriveIdentityCode,
  type GeneratedQrAction,
  IDENTITY_WINDOW_SECONDS,
  identityWindow,
  liveEventText,
  QR_INSTANCE_TTL_SECONDS,
  type QrCode,
  type QrInstance,
  type RedeemQrResult,
  type UpdateQrCodeRequest,
} from "@stampwise/contract";
import { and, desc, eq, getTableColumns, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { AppError, notFound, validationError } from "../../lib/app-error";
import { users } from "../accounts/users.table";
import { liveStampCard } from "../cards/cards.repository";
import { loyaltyCards } from "../cards/cards.table";
import type { CounterRulesService } from "../counter-rules/counter-rules.service";
import type { EventBus } from "../events/events.bus";
import type { CardInstancesService } from "../ledger/card-instances.service";
import { findLoyaltyProgram } from "../loyalty-program/loyalty-program.repository";
import { noProgramYet } from "../loyalty-program/loyalty-program.service";
import { loyaltyPrograms } from "../loyalty-program/loyalty-program.table";
import { memberships, organizations } from "../organizations/organizations.table";
import { FraudBlockedError } from "../scan-caps/scan-blocked.error";
import { identitySecrets, type QrCodeRow, qrCodeInstances, qrCodes } from "./qr-codes.table";

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

/** True when the joined stamp card of a QR code was deleted. */
const cardDeleted = sql<boolean>`${loyaltyCards.deletedAt} is not null`;

/** The membership of the admin who showed a code, in the code's organization. */
const creatorMembership = and(
  eq(memberships.organizationId, qrCodeInstances.organizationId),
  eq(memberships.userId, qrCodeInstances.createdBy),
);

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
    const [card] = await db.select().from(loyaltyCards).where(liveStampCard(organizationId, cardId));
    if (!card) throw notFound("Stamp card");
    const required = card.stampsRequired ?? 1;
    if (stamps > required) {
      throw validationError([{ path: "stamps", message: `At most the card's ${required} required stamps` }]);
    }
  }

  /** The organization's QR code, and whether its card's deletion retired it. */
  async function findCode(organizationId: string, id: string) {
    const [row] = await db
      .select({ code: qrCodes, retired: cardDeleted })
      .from(qrCodes)
      .innerJoin(loyaltyCards, eq(loyaltyCards.id, qrCodes.cardId))
      .where(and(eq(qrCodes.id, id), eq(qrCodes.organizationId, organizationId)));
    return row;
  }

  /** The person's identity-QR secret, made on first use. */
  async function secretOf(userId: string): Promise<string> {
    await db
      .insert(identitySecrets)
      .values({ userId, secret: randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    const [row] = await db.select().from(identitySecrets).where(eq(identitySecrets.userId, userId));
    if (!row) throw new Error("identity secret neither inserted nor found");
    return row.secret;
  }

  return {
    async list(organizationId: string): Promise<QrCode[]> {
      const rows = await db
        .select(getTableColumns(qrCodes))
        .from(qrCodes)
        .innerJoin(loyaltyCards, eq(loyaltyCards.id, qrCodes.cardId))
        .where(and(eq(qrCodes.organizationId, organizationId), isNull(loyaltyCards.deletedAt)))
        .orderBy(desc(qrCodes.createdAt));
      return rows.map(toDto);
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
      const [row] = await db
        .insert(qrCodes)
        .values({ organizationId, type, description: body.description, cardId, stamps: amount })
        .returning();
      if (!row) throw new Error("qr code not inserted");
      return toDto(row);
    },

    async update(organizationId: string, id: string, body: UpdateQrCodeRequest): Promise<QrCode> {
      const existing = await findCode(organizationId, id);
      if (!existing || existing.retired) throw notFound("QR code");
      const isPoints = existing.code.type === "points";
      const foreign = isPoints
        ? (["stampCardId", "stamps"] as const).filter((field) => body[field] !== undefined)
        : (["points"] as const).filter((field) => body[field] !== undefined);
      if (foreign.length > 0) throw notOfType(existing.code.type, [...foreign]);
      const cardId = isPoints ? existing.code.cardId : (body.stampCardId ?? existing.code.cardId);
      const amount = isPoints ? body.points : body.stamps;
      if (!isPoints) await checkStamps(organizationId, cardId, amount ?? existing.code.stamps);
      const [row] = await db
        .update(qrCodes)
        .set({
          cardId,
          ...(body.description !== undefined && { description: body.description }),
          ...(amount !== undefined && { stamps: amount }),
        })
        .where(and(eq(qrCodes.id, id), eq(qrCodes.organizationId, organizationId)))
        .returning();
      if (!row) throw notFound("QR code");
      return toDto(row);
    },

    async remove(organizationId: string, id: string): Promise<void> {
      const deleted = await db
        .delete(qrCodes)
        .where(and(eq(qrCodes.id, id), eq(qrCodes.organizationId, organizationId)))
        .returning({ id: qrCodes.id });
      if (deleted.length === 0) throw notFound("QR code");
    },

    async generate(organizationId: string, qrCodeId: string, adminId: string): Promise<GeneratedQrAction> {
      const found = await findCode(organizationId, qrCodeId);
      if (!found) throw notFound("QR code");
      if (found.retired) throw offerEnded();
      const [row] = await db
        .insert(qrCodeInstances)
        .values({
          organizationId,
          qrCodeId,
          createdBy: adminId,
          expiresAt: sql`now() + make_interval(secs => ${QR_INSTANCE_TTL_SECONDS})`,
        })
        .returning();
      if (!row) throw new Error("qr instance not inserted");
      return {
        instanceId: row.id,
        url: `${deps.publicUrl}/app/redeem/${row.id}`,
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    async instance(instanceId: string): Promise<QrInstance> {
      const [row] = await db
        .select({
          instance: qrCodeInstances,
          organizationName: organizations.name,
          adminFirstName: users.firstName,
          stampCardName: loyaltyCards.name,
          type: qrCodes.type,
          stamps: qrCodes.stamps,
          pointsName: loyaltyPrograms.pointsName,
          expired: sql<boolean>`${qrCodeInstances.expiresAt} <= now()`,
          offerEnded: cardDeleted,
          creatorLeft: sql<boolean>`${memberships.userId} is null`,
        })
        .from(qrCodeInstances)
        .innerJoin(qrCodes, eq(qrCodes.id, qrCodeInstances.qrCodeId))
        .innerJoin(organizations, eq(organizations.id, qrCodeInstances.organizationId))
        .innerJoin(users, eq(users.id, qrCodeInstances.createdBy))
        .innerJoin(loyaltyCards, eq(loyaltyCards.id, qrCodes.cardId))
        .leftJoin(memberships, creatorMembership)
        // A points code's card is its program's card: the program names the points.
        .leftJoin(loyaltyPrograms, eq(loyaltyPrograms.pointsCardId, qrCodes.cardId))
        .where(eq(qrCodeInstances.id, instanceId));
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
          const [target] = await tx
            .select({ retired: cardDeleted })
            .from(qrCodeInstances)
            .innerJoin(qrCodes, eq(qrCodes.id, qrCodeInstances.qrCodeId))
            .innerJoin(loyaltyCards, eq(loyaltyCards.id, qrCodes.cardId))
            .innerJoin(memberships, creatorMembership)
            .where(eq(qrCodeInstances.id, instanceId))
            .for("share", { of: [loyaltyCards, memberships] });
          if (!target) {
            const [unclaimed] = await tx
              .select({ id: qrCodeInstances.id })
              .from(qrCodeInstances)
              .where(eq(qrCodeInstances.id, instanceId));
            throw unclaimed ? creatorLeft() : notFound("QR code");
          }
          if (target.retired) throw offerEnded();
          const [claimed] = await tx
            .update(qrCodeInstances)
            .set({ redeemedAt: sql`now()`, redeemedByUserId: userId })
            .where(
              and(
                eq(qrCodeInstances.id, instanceId),
                isNull(qrCodeInstances.redeemedAt),
                gt(qrCodeInstances.expiresAt, sql`now()`),
              ),
            )
            .returning();
          if (!claimed) {
            const [existing] = await tx
              .select()
              .from(qrCodeInstances)
              .where(eq(qrCodeInstances.id, instanceId));
            if (!existing) throw notFound("QR code");
            if (existing.redeemedAt)
              throw new AppError(409, "QR_ALREADY_USED", "This QR code was already used");
            throw new AppError(410, "QR_EXPIRED", "This QR code has expired");
          }
          const [code] = await tx.select().from(qrCodes).where(eq(qrCodes.id, claimed.qrCodeId));
          if (!code) throw notFound("QR code");
          const { result, points } = await deps.cardInstancesService.recordTransaction(
            claimed.organizationId,
            claimed.createdBy,
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
          const [customer] = await tx
            .select({ firstName: users.firstName, lastName: users.lastName })
            .from(users)
            .where(eq(users.id, userId));
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
      return { secret: await secretOf(userId), windowSeconds: IDENTITY_WINDOW_SECONDS };
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
      const verify = (secret: string) =>
        [window, window - 1].some((candidate) => {
          const expected = Buffer.from(deriveIdentityCode(nodeHmac, userId, secret, candidate));
          return expected.length === given.length && timingSafeEqual(expected, given);
        });
      return { userId, verify };
    },
  };
}

export type QrCodesService = ReturnType<typeof createQrCodesService>;
