import {
  type GeneratedQrAction,
  JOIN_CODE_TTL_SECONDS,
  type JoinCodeInstance,
  type JoinCodeSettings,
  type JoinResult,
  type JoinWelcomeOffer,
  liveEventText,
} from "@stampwise/contract";
import { eq } from "drizzle-orm";
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
import { FraudBlockedError } from "../scan-caps/scan-blocked.error";
import type { JoinWelcomeRow } from "./join-codes.repository";
import * as joinCodes from "./join-codes.repository";

/** The welcome reward as the settings name it; none when unset or its card was deleted. */
function toSettings(row: JoinWelcomeRow | undefined): JoinCodeSettings {
  if (!row?.welcomeCardId || !row.cardLive) return { welcome: null };
  return row.cardKind === "points"
    ? { welcome: { type: "points", points: row.welcomeAmount } }
    : { welcome: { type: "stamp", stampCardId: row.welcomeCardId, stamps: row.welcomeAmount } };
}

/** What joining gives now: nothing for a deleted card or a switched-off points program. */
function toOffer(row: JoinWelcomeRow | undefined): JoinWelcomeOffer | null {
  if (!row?.welcomeCardId || !row.cardLive) return null;
  if (row.cardKind === "points") {
    if (!row.programActive || row.pointsName === null) return null;
    return { type: "points", points: row.welcomeAmount, pointsName: row.pointsName };
  }
  if (row.cardKind !== "stamp") return null;
  return { type: "stamp", stamps: row.welcomeAmount, stampCardName: row.cardName ?? "" };
}

const customerAccountRequired = () =>
  new AppError(403, "CUSTOMER_ACCOUNT_REQUIRED", "Only customer accounts join; log in with yours");

/**
 * The store's join code: a screen at the till shows single-use codes that rotate every
 * JOIN_CODE_TTL_SECONDS; a person who scans one and joins becomes the organization's customer by
 * their own act, collecting the welcome reward once. The rules of a counter code's instance hold:
 * one claim by one conditional UPDATE, 409 QR_ALREADY_USED after it, 410 QR_EXPIRED after expiry.
 */
export function createJoinCodesService(deps: {
  db: Db;
  cardInstancesService: CardInstancesService;
  events: EventBus;
  fraud: Pick<CounterRulesService, "logBlocked">;
  publicUrl: string;
}) {
  const { db } = deps;

  return {
    async settings(organizationId: string): Promise<JoinCodeSettings> {
      return toSettings(await joinCodes.findJoinWelcome(db, organizationId));
    },

    async saveSettings(organizationId: string, body: JoinCodeSettings): Promise<JoinCodeSettings> {
      const { welcome } = body;
      if (!welcome) {
        await joinCodes.saveJoinWelcome(db, organizationId, { cardId: null, amount: 0 });
      } else if (welcome.type === "points") {
        const program = await findLoyaltyProgram(db, organizationId);
        if (!program) throw noProgramYet();
        await joinCodes.saveJoinWelcome(db, organizationId, {
          cardId: program.pointsCardId,
          amount: welcome.points,
        });
      } else {
        const [card] = await db
          .select({ stampsRequired: loyaltyCards.stampsRequired })
          .from(loyaltyCards)
          .where(liveStampCard(organizationId, welcome.stampCardId));
        if (!card) throw notFound("Stamp card");
        const required = card.stampsRequired ?? 1;
        if (welcome.stamps > required) {
          throw validationError([
            { path: "welcome.stamps", message: `At most the card's ${required} required stamps` },
          ]);
        }
        await joinCodes.saveJoinWelcome(db, organizationId, {
          cardId: welcome.stampCardId,
          amount: welcome.stamps,
        });
      }
      return this.settings(organizationId);
    },

    async generate(organizationId: string, adminId: string): Promise<GeneratedQrAction> {
      const row = await joinCodes.insertJoinCodeInstance(db, organizationId, adminId, JOIN_CODE_TTL_SECONDS);
      return {
        instanceId: row.id,
        url: `${deps.publicUrl.replace(/\/$/, "")}/app/join/${row.id}`,
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    async instance(instanceId: string): Promise<JoinCodeInstance> {
      const found = await joinCodes.findJoinCodeInstance(db, instanceId);
      if (!found) throw notFound("QR code");
      const welcome = toOffer(await joinCodes.findJoinWelcome(db, found.instance.organizationId));
      return {
        instanceId: found.instance.id,
        organizationName: found.organizationName,
        welcome,
        expiresAt: found.instance.expiresAt.toISOString(),
        status: found.instance.redeemedAt ? "used" : found.expired ? "expired" : "available",
      };
    },

    /**
     * The signed-in person joins. A customer already here gets `joined: false` and leaves the code
     * for the next person; otherwise the claim, the customer row, the welcome reward (through the
     * ledger, keyed by the code so it counts once) and the till's live notice are one transaction.
     */
    async join(instanceId: string, user: { id: string; role: string }): Promise<JoinResult> {
      const found = await joinCodes.findJoinCodeInstance(db, instanceId);
      if (!found) throw notFound("QR code");
      if (user.role !== "user") throw customerAccountRequired();
      const { organizationId, createdBy } = found.instance;
      const base = { organizationId, organizationName: found.organizationName };
      if (await joinCodes.isOrganizationCustomer(db, organizationId, user.id))
        return { ...base, joined: false, welcome: null };
      try {
        return await db.transaction(async (tx) => {
          const claimed = await joinCodes.claimJoinCodeInstance(tx, instanceId, user.id);
          if (!claimed) {
            const again = await joinCodes.findJoinCodeInstance(tx, instanceId);
            if (again?.instance.redeemedAt)
              throw new AppError(409, "QR_ALREADY_USED", "This QR code was already used");
            throw new AppError(410, "QR_EXPIRED", "This QR code has expired");
          }
          // A concurrent join with another code made them a customer first: this code stays unused.
          if (!(await joinCodes.addJoiningCustomer(tx, organizationId, user.id))) throw new AlreadyJoined();
          const welcomeRow = await joinCodes.findJoinWelcome(tx, organizationId);
          const welcome = toOffer(welcomeRow);
          if (welcome && welcomeRow?.welcomeCardId) {
            await deps.cardInstancesService.recordTransaction(
              organizationId,
              { userId: createdBy, apiKeyId: null },
              {
                userId: user.id,
                loyaltyCardId: welcomeRow.welcomeCardId,
                delta: welcomeRow.welcomeAmount,
                source: "qr",
                idempotencyKey: `join:${claimed.id}`,
              },
              tx,
              welcome.type === "points" ? "points" : "stamp",
              { customerAct: true },
            );
          }
          const [person] = await tx
            .select({ firstName: users.firstName })
            .from(users)
            .where(eq(users.id, user.id));
          await deps.events.publish(
            createdBy,
            {
              type: "join.redeemed",
              data: {
                instanceId: claimed.id,
                userId: user.id,
                customerName: liveEventText(person?.firstName ?? ""),
              },
            },
            tx,
          );
          return { ...base, joined: true, welcome };
        });
      } catch (error) {
        if (error instanceof AlreadyJoined) return { ...base, joined: false, welcome: null };
        if (error instanceof FraudBlockedError) await deps.fraud.logBlocked(error);
        throw error;
      }
    },
  };
}

/** Rolls the claim back when the person turned out to be a customer already. */
class AlreadyJoined extends Error {}

export type JoinCodesService = ReturnType<typeof createJoinCodesService>;
