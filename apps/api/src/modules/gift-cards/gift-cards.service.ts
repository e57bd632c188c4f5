import { randomInt } from "node:crypto";
import {
  GIFT_CODE_ALPHABET,
  GIFT_CODE_LENGTH,
  type GiftCard,
  type GiftCardPostingRequest,
  type GiftCardPostingResult,
  type HeldGiftCard,
  type IssuedGiftCard,
  type IssueGiftCardRequest,
  type UpdateGiftCardRequest,
} from "@stampwise/contract";
import type { Db } from "../../db/client";
import { AppError, forbidden, notFound } from "../../lib/app-error";
import type { UserRow } from "../accounts/users.table";
import type { EventBus } from "../events/events.bus";
import { findTransactionByKey } from "../ledger/card-instances.repository";
import type { Actor, BatchOutcome, LedgerService, Posting } from "../ledger/ledger.service";
import { addOrganizationCustomer, findCustomer } from "../users/customers.repository";
import type { GiftCardFields } from "./gift-cards.repository";
import * as giftCards from "./gift-cards.repository";

/** A fresh code: 12 characters of the unambiguous alphabet, from the system's secure random source. */
export function newGiftCode(): string {
  let code = "";
  for (let index = 0; index < GIFT_CODE_LENGTH; index++) {
    code += GIFT_CODE_ALPHABET[randomInt(GIFT_CODE_ALPHABET.length)];
  }
  return code;
}

/** Thrown inside the issuing transaction to undo the new card when its key had been used. */
class KeyAlreadyUsed extends Error {
  constructor(readonly instanceId: string) {
    super("the idempotency key was used by an earlier issue");
  }
}

/**
 * Gift cards: definitions, and the cards issued from them. Every change of an issued
 * card's balance — its load, a redemption, an adjustment — is a ledger posting (`giftRule`).
 */
export function createGiftCardsService(deps: {
  db: Db;
  ledger: LedgerService;
  events: Pick<EventBus, "publish">;
  /** Replaced in tests to force a code collision. */
  makeCode?: () => string;
}) {
  const { db, ledger } = deps;
  const makeCode = deps.makeCode ?? newGiftCode;

  async function getDefinition(organizationId: string, giftCardId: string): Promise<GiftCard> {
    const card = await giftCards.findGiftCard(db, organizationId, giftCardId);
    if (!card) throw notFound("Gift card");
    return card;
  }

  /** The issued card, read on `handle`: the transaction's inside one, `db` outside. */
  async function issuedOn(handle: Db, organizationId: string, instanceId: string): Promise<IssuedGiftCard> {
    const issued = await giftCards.findIssuedGiftCard(handle, organizationId, instanceId);
    if (!issued) throw notFound("Gift card");
    return issued;
  }

  const getIssued = (organizationId: string, instanceId: string) => issuedOn(db, organizationId, instanceId);

  /** The issued card an idempotency key loaded, when it was an issue of a gift card. */
  async function issuedByKey(handle: Db, organizationId: string, idempotencyKey: string) {
    const transaction = await findTransactionByKey(handle, organizationId, idempotencyKey);
    if (!transaction) return undefined;
    const issued = await giftCards.findIssuedGiftCard(handle, organizationId, transaction.instanceId);
    if (!issued) {
      throw new AppError(409, "BAD_REQUEST", "The idempotency key was used for another change");
    }
    return issued;
  }

  /** Inserts the card with a fresh code; a collision (about 1 in 10^18 per card) draws again. */
  async function insertWithFreshCode(organizationId: string, giftCardId: string, userId: string, tx: Db) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const id = await giftCards.insertIssuedGiftCard(tx, organizationId, {
        giftCardId,
        userId,
        code: makeCode(),
      });
      if (id) return id;
    }
    throw new Error("no free gift card code after 5 draws");
  }

  /**
   * Issues many cards, each with a fresh code, in one statement (and another for the rare codes
   * already taken): the new cards' ids, in the order of `cards`.
   */
  async function issueWithFreshCodes(
    organizationId: string,
    cards: { giftCardId: string; userId: string }[],
    tx: Db,
  ): Promise<string[]> {
    const ids: (string | undefined)[] = cards.map(() => undefined);
    for (let attempt = 0; attempt < 5; attempt++) {
      const missing = cards.flatMap((card, index) =>
        ids[index] ? [] : [{ ...card, index, code: makeCode() }],
      );
      if (missing.length === 0) break;
      const issued = await giftCards.insertIssuedGiftCards(tx, organizationId, missing);
      for (const card of missing) ids[card.index] = issued.get(card.code);
    }
    if (ids.some((id) => !id)) throw new Error("no free gift card code after 5 draws");
    return ids as string[];
  }

  const currencyLocked = () =>
    new AppError(
      409,
      "GIFT_CARD_CURRENCY_LOCKED",
      "Cards have been issued from this gift card: its currency can no longer change",
    );

  return {
    list: (organizationId: string) => giftCards.listGiftCards(db, organizationId),

    /** `fields` as the route's schema left them: trimmed, with the description and currency defaulted. */
    async create(organizationId: string, fields: GiftCardFields): Promise<GiftCard> {
      const id = await giftCards.insertGiftCard(db, organizationId, fields);
      return getDefinition(organizationId, id);
    },

    /**
     * A changed name, description or initial balance applies from now on. The currency is fixed
     * once a card is issued: the issued cards' balances are amounts in it, so changing it would
     * turn "SEK 100.00" into "EUR 100.00" for staff and holder (409 GIFT_CARD_CURRENCY_LOCKED).
     */
    async update(organizationId: string, giftCardId: string, body: UpdateGiftCardRequest) {
      await db.transaction(async (tx) => {
        const current = await giftCards.lockGiftCardForChange(tx, organizationId, giftCardId);
        if (!current) throw notFound("Gift card");
        const changesCurrency = body.currency !== undefined && body.currency !== current.currency;
        if (changesCurrency && (await giftCards.hasIssuedGiftCards(tx, giftCardId))) throw currencyLocked();
        await giftCards.updateGiftCard(tx, organizationId, giftCardId, body);
      });
      return getDefinition(organizationId, giftCardId);
    },

    async remove(organizationId: string, giftCardId: string): Promise<void> {
      if (!(await giftCards.softDeleteGiftCard(db, organizationId, giftCardId))) throw notFound("Gift card");
    },

    /**
     * Issues a card to a customer and loads its initial balance through the ledger, together: a
     * card never exists without its load. A repeated key answers the card it issued (replayed).
     */
    async issue(
      organizationId: string,
      actor: Actor,
      giftCardId: string,
      body: IssueGiftCardRequest,
    ): Promise<{ giftCard: IssuedGiftCard; replayed: boolean }> {
      const earlier = await issuedByKey(db, organizationId, body.idempotencyKey);
      if (earlier) return { giftCard: earlier, replayed: true };
      try {
        const giftCard = await db.transaction(async (tx) => {
          const definition = await giftCards.findGiftCardForIssue(tx, organizationId, giftCardId);
          if (!definition) {
            if (await giftCards.giftCardExistedOnce(tx, organizationId, giftCardId)) {
              throw new AppError(
                409,
                "GIFT_CARD_RETIRED",
                "The gift card was deleted; it issues no new cards",
              );
            }
            throw notFound("Gift card");
          }
          if (!(await findCustomer(tx, organizationId, body.userId))) throw notFound("Customer");
          const instanceId = await insertWithFreshCode(organizationId, giftCardId, body.userId, tx);
          await addOrganizationCustomer(tx, organizationId, body.userId);
          const posted = await ledger.post(
            {
              organizationId,
              actorUserId: actor.userId,
              actorApiKeyId: actor.apiKeyId,
              target: { instanceId },
              cardKind: "gift",
              delta: definition.initialBalance ?? 0,
              source: "manual",
              idempotencyKey: body.idempotencyKey,
              issuesCard: true,
            },
            tx,
          );
          // Another request with this key got there first: undo this card, answer with that one.
          if (posted.replayed) throw new KeyAlreadyUsed(posted.result.instance.id);
          return issuedOn(tx, organizationId, instanceId);
        });
        return { giftCard, replayed: false };
      } catch (error) {
        if (error instanceof KeyAlreadyUsed) {
          return { giftCard: await getIssued(organizationId, error.instanceId), replayed: true };
        }
        throw error;
      }
    },

    /**
     * Issues imported gift cards with their balances (Settings → Import) in the caller's
     * transaction: each gets a fresh code and its balance is posted as an import, all in one ledger
     * batch. A card whose key was used (imported before) is not issued again ("replayed"); a
     * definition deleted since the dry run refuses its cards. Outcomes in the order of `cards`.
     */
    async importCards(
      tx: Db,
      organizationId: string,
      actor: Actor,
      cards: { giftCardId: string; userId: string; amountMinor: number; idempotencyKey: string }[],
    ): Promise<BatchOutcome[]> {
      if (cards.length === 0) return [];
      const keys = cards.map((card) => card.idempotencyKey);
      const taken = await ledger.postingsByKey(organizationId, keys, tx);
      const live = new Map<string, boolean>();
      for (const giftCardId of new Set(cards.map((card) => card.giftCardId))) {
        live.set(giftCardId, Boolean(await giftCards.findGiftCardForIssue(tx, organizationId, giftCardId)));
      }
      const outcomes: (BatchOutcome | undefined)[] = cards.map((card) => {
        if (taken.has(card.idempotencyKey)) return "replayed";
        return live.get(card.giftCardId) ? undefined : "refused";
      });
      // The others are issued, then their loads posted as one ledger batch.
      const toIssue = cards.flatMap((card, index) => (outcomes[index] ? [] : [{ ...card, index }]));
      const instanceIds = await issueWithFreshCodes(organizationId, toIssue, tx);
      const posted = await ledger.postBatch(
        tx,
        organizationId,
        toIssue.map(
          (card, position): Posting => ({
            organizationId,
            actorUserId: actor.userId,
            actorApiKeyId: actor.apiKeyId,
            target: { instanceId: instanceIds[position] as string },
            cardKind: "gift",
            delta: card.amountMinor,
            source: "import",
            idempotencyKey: card.idempotencyKey,
          }),
        ),
      );
      toIssue.forEach((card, position) => {
        outcomes[card.index] = posted[position];
      });
      return outcomes as BatchOutcome[];
    },

    /** A redemption (spends `amount`) or an adjustment (either way), never below zero. */
    async post(
      organizationId: string,
      actor: Actor,
      instanceId: string,
      body: GiftCardPostingRequest,
    ): Promise<{ result: GiftCardPostingResult; replayed: boolean }> {
      await getIssued(organizationId, instanceId);
      const posted = await ledger.post({
        organizationId,
        actorUserId: actor.userId,
        actorApiKeyId: actor.apiKeyId,
        target: { instanceId },
        cardKind: "gift",
        delta: body.operation === "redeem" ? -body.amount : body.amount,
        // A redemption is spending at the counter; an adjustment corrects the balance, no more.
        source: body.operation === "redeem" ? "manual" : "adjustment",
        idempotencyKey: body.idempotencyKey,
      });
      const giftCard = await getIssued(organizationId, posted.result.instance.id).catch(() => {
        throw new AppError(409, "BAD_REQUEST", "The idempotency key was used for another change");
      });
      return { result: { giftCard, transaction: posted.result.transaction }, replayed: posted.replayed };
    },

    /**
     * Takes a gift card away from its holder: what it still holds is written off as a ledger row
     * (the balance's last change, like every other), then the card and its code stop working. The
     * card's row is locked first, so a redemption racing the removal either finishes before it or
     * finds no card.
     */
    async removeIssued(organizationId: string, actor: Actor, instanceId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const issued = await giftCards.lockIssuedGiftCard(tx, organizationId, instanceId);
        if (!issued) throw notFound("Gift card");
        if (issued.balance > 0) {
          await ledger.post(
            {
              organizationId,
              actorUserId: actor.userId,
              actorApiKeyId: actor.apiKeyId,
              target: { instanceId },
              cardKind: "gift",
              delta: -issued.balance,
              // Written off, not spent.
              source: "adjustment",
              idempotencyKey: `gift-card-removed-${instanceId}`,
            },
            tx,
          );
        }
        await giftCards.softDeleteIssuedGiftCard(tx, organizationId, instanceId);
        // The holder's open app drops the card (stamps: null means removed, as for stamp cards).
        await deps.events.publish(
          issued.userId,
          { type: "card.updated", data: { instanceId, loyaltyCardId: issued.cardId, stamps: null } },
          tx,
        );
      });
    },

    getIssued,

    async findByCode(organizationId: string, code: string): Promise<IssuedGiftCard> {
      const issued = await giftCards.findIssuedGiftCardByCode(db, organizationId, code);
      if (!issued) throw notFound("Gift card");
      return issued;
    },

    listIssuedToUser: (organizationId: string, userId: string) =>
      giftCards.listGiftCardsIssuedToUser(db, organizationId, userId),

    /** The customer app's gift cards; admin accounts hold none (403, as for stamp cards). */
    async listMine(user: Pick<UserRow, "id" | "role">): Promise<HeldGiftCard[]> {
      if (user.role !== "user") throw forbidden("Only customer accounts hold gift cards");
      return giftCards.listGiftCardsHeldBy(db, user.id);
    },
  };
}

export type GiftCardsService = ReturnType<typeof createGiftCardsService>;
