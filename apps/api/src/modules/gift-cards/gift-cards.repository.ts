import type { GiftCard, GiftCardCurrency, HeldGiftCard, IssuedGiftCard } from "@stampwise/contract";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loyaltyCards } from "../cards/cards.table";
import { cardInstances } from "../ledger/ledger.table";
import { organizations } from "../organizations/organizations.table";

export interface GiftCardFields {
  name: string;
  description: string;
  initialBalance: number;
  currency: GiftCardCurrency;
}

const liveGiftCards = (organizationId: string) =>
  and(
    eq(loyaltyCards.organizationId, organizationId),
    eq(loyaltyCards.kind, "gift"),
    isNull(loyaltyCards.deletedAt),
  );

const liveGiftCard = (organizationId: string, giftCardId: string) =>
  and(liveGiftCards(organizationId), eq(loyaltyCards.id, giftCardId));

/** Definitions matching `where`, newest first, each with its issued cards' count and what they hold. */
async function definitions(db: Db, where: SQL | undefined): Promise<GiftCard[]> {
  const rows = await db
    .select({
      id: loyaltyCards.id,
      name: loyaltyCards.name,
      description: loyaltyCards.description,
      initialBalance: loyaltyCards.initialBalance,
      currency: loyaltyCards.currency,
      issuedCount: sql<number>`count(${cardInstances.id})`.mapWith(Number),
      outstandingBalance: sql<number>`coalesce(sum(${cardInstances.balance}), 0)`.mapWith(Number),
      // Any card ever issued, taken-away ones included (their history is in this currency).
      currencyLocked: sql<boolean>`exists (select 1 from card_instances ever where ever.card_id = ${loyaltyCards.id})`,
      createdAt: loyaltyCards.createdAt,
      updatedAt: loyaltyCards.updatedAt,
    })
    .from(loyaltyCards)
    .leftJoin(cardInstances, and(eq(cardInstances.cardId, loyaltyCards.id), isNull(cardInstances.deletedAt)))
    .where(where)
    .groupBy(loyaltyCards.id)
    .orderBy(sql`${loyaltyCards.createdAt} desc`, loyaltyCards.id);
  return rows.map((row) => ({
    ...row,
    initialBalance: row.initialBalance ?? 0,
    currency: row.currency ?? "SEK",
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** What an issued gift card shows: its instance joined with its definition. */
const issuedColumns = {
  id: cardInstances.id,
  giftCardId: cardInstances.cardId,
  userId: cardInstances.userId,
  name: loyaltyCards.name,
  description: loyaltyCards.description,
  currency: loyaltyCards.currency,
  code: cardInstances.giftCode,
  balance: cardInstances.balance,
  // The first ledger row of an issued card is its load: what it started with.
  initialBalance: sql<number>`coalesce((select t.delta from transactions t
    where t.instance_id = ${cardInstances.id} order by t.created_at, t.id limit 1), 0)`.mapWith(Number),
  issuedAt: cardInstances.createdAt,
};

type IssuedRow = {
  [Key in keyof typeof issuedColumns]: unknown;
};

function toIssuedDto(row: IssuedRow): IssuedGiftCard {
  return {
    id: String(row.id),
    giftCardId: String(row.giftCardId),
    userId: String(row.userId),
    name: String(row.name),
    description: String(row.description),
    currency: (row.currency ?? "SEK") as GiftCardCurrency,
    code: String(row.code),
    balance: Number(row.balance),
    initialBalance: Number(row.initialBalance),
    issuedAt: (row.issuedAt as Date).toISOString(),
  };
}

/*
 * Gift card definitions (loyalty cards of kind `gift`) and the cards issued from them (card
 * instances carrying a code). Balances are only read here: the ledger writes them.
 */

/** The organization's live definitions, newest first, with what their issued cards hold. */
export async function listGiftCards(db: Db, organizationId: string): Promise<GiftCard[]> {
  return definitions(db, liveGiftCards(organizationId));
}

export async function findGiftCard(
  db: Db,
  organizationId: string,
  giftCardId: string,
): Promise<GiftCard | undefined> {
  const [card] = await definitions(db, liveGiftCard(organizationId, giftCardId));
  return card;
}

/** A live definition, share-locked so it is not deleted or changed while a card is issued from it. */
export async function findGiftCardForIssue(tx: Db, organizationId: string, giftCardId: string) {
  const [row] = await tx
    .select()
    .from(loyaltyCards)
    .where(liveGiftCard(organizationId, giftCardId))
    .for("share");
  return row;
}

/** Whether the organization ever had this definition (a deleted one answers GIFT_CARD_RETIRED). */
export async function giftCardExistedOnce(
  db: Db,
  organizationId: string,
  giftCardId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: loyaltyCards.id })
    .from(loyaltyCards)
    .where(
      and(
        eq(loyaltyCards.organizationId, organizationId),
        eq(loyaltyCards.id, giftCardId),
        eq(loyaltyCards.kind, "gift"),
      ),
    );
  return row !== undefined;
}

export async function insertGiftCard(
  db: Db,
  organizationId: string,
  fields: GiftCardFields,
): Promise<string> {
  const [row] = await db
    .insert(loyaltyCards)
    .values({ organizationId, kind: "gift", ...fields })
    .returning({ id: loyaltyCards.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/**
 * A live definition's currency, the row locked for a change: an issue (which share-locks it)
 * waits, or finishes first and is seen by the caller's next statement. Undefined when it is not
 * a live gift card here.
 */
export async function lockGiftCardForChange(tx: Db, organizationId: string, giftCardId: string) {
  const [row] = await tx
    .select({ currency: loyaltyCards.currency })
    .from(loyaltyCards)
    .where(liveGiftCard(organizationId, giftCardId))
    .for("update");
  return row;
}

/** Whether any card was ever issued from the definition (taken-away ones included). */
export async function hasIssuedGiftCards(tx: Db, giftCardId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: cardInstances.id })
    .from(cardInstances)
    .where(eq(cardInstances.cardId, giftCardId))
    .limit(1);
  return row !== undefined;
}

export async function updateGiftCard(
  db: Db,
  organizationId: string,
  giftCardId: string,
  changes: Partial<GiftCardFields>,
) {
  const rows = await db
    .update(loyaltyCards)
    .set({ ...changes, updatedAt: new Date() })
    .where(liveGiftCard(organizationId, giftCardId))
    .returning({ id: loyaltyCards.id });
  return rows.length > 0;
}

/** Soft: no new cards are issued from it; the issued ones keep their balance and code. */
export async function softDeleteGiftCard(
  db: Db,
  organizationId: string,
  giftCardId: string,
): Promise<boolean> {
  const rows = await db
    .update(loyaltyCards)
    .set({ deletedAt: new Date() })
    .where(liveGiftCard(organizationId, giftCardId))
    .returning({ id: loyaltyCards.id });
  return rows.length > 0;
}

/** A new issued card with no balance yet (the ledger loads it); undefined if the code was taken. */
/** Issues many cards at once (an import's batch): code → the new card's id, for the codes that were free. */
export async function insertIssuedGiftCards(
  tx: Db,
  organizationId: string,
  cards: { giftCardId: string; userId: string; code: string }[],
): Promise<Map<string, string>> {
  if (cards.length === 0) return new Map();
  const rows = await tx
    .insert(cardInstances)
    .values(
      cards.map((card) => ({
        organizationId,
        cardId: card.giftCardId,
        userId: card.userId,
        giftCode: card.code,
      })),
    )
    .onConflictDoNothing({
      target: [cardInstances.organizationId, cardInstances.giftCode],
      where: sql`${cardInstances.giftCode} is not null`,
    })
    .returning({ id: cardInstances.id, code: cardInstances.giftCode });
  return new Map(rows.map((row) => [row.code ?? "", row.id]));
}

export async function insertIssuedGiftCard(
  tx: Db,
  organizationId: string,
  input: { giftCardId: string; userId: string; code: string },
): Promise<string | undefined> {
  const [row] = await tx
    .insert(cardInstances)
    .values({ organizationId, cardId: input.giftCardId, userId: input.userId, giftCode: input.code })
    .onConflictDoNothing({
      target: [cardInstances.organizationId, cardInstances.giftCode],
      where: sql`${cardInstances.giftCode} is not null`,
    })
    .returning({ id: cardInstances.id });
  return row?.id;
}

export async function findIssuedGiftCard(db: Db, organizationId: string, instanceId: string) {
  const rows = await issuedQuery(db).where(
    and(issuedInOrganization(organizationId), eq(cardInstances.id, instanceId)),
  );
  return rows[0] && toIssuedDto(rows[0]);
}

/** An issued card's row, locked for its removal: undefined when it is not a live gift card here. */
export async function lockIssuedGiftCard(tx: Db, organizationId: string, instanceId: string) {
  const [row] = await tx
    .select({
      id: cardInstances.id,
      balance: cardInstances.balance,
      userId: cardInstances.userId,
      cardId: cardInstances.cardId,
    })
    .from(cardInstances)
    .innerJoin(loyaltyCards, eq(loyaltyCards.id, cardInstances.cardId))
    .where(and(issuedInOrganization(organizationId), eq(cardInstances.id, instanceId)))
    .for("update", { of: cardInstances });
  return row;
}

export async function softDeleteIssuedGiftCard(tx: Db, organizationId: string, instanceId: string) {
  await tx
    .update(cardInstances)
    .set({ deletedAt: new Date() })
    .where(and(eq(cardInstances.organizationId, organizationId), eq(cardInstances.id, instanceId)));
}

export async function findIssuedGiftCardByCode(db: Db, organizationId: string, code: string) {
  const rows = await issuedQuery(db).where(
    and(issuedInOrganization(organizationId), eq(cardInstances.giftCode, code)),
  );
  return rows[0] && toIssuedDto(rows[0]);
}

/** A customer's gift cards in this organization, newest first. */
export async function listGiftCardsIssuedToUser(db: Db, organizationId: string, userId: string) {
  const rows = await issuedQuery(db)
    .where(and(issuedInOrganization(organizationId), eq(cardInstances.userId, userId)))
    .orderBy(sql`${cardInstances.createdAt} desc`, cardInstances.id);
  return rows.map(toIssuedDto);
}

/** A person's gift cards in every organization (the customer app), newest first. */
export async function listGiftCardsHeldBy(db: Db, userId: string): Promise<HeldGiftCard[]> {
  const rows = await db
    .select({ ...issuedColumns, organizationId: organizations.id, organizationName: organizations.name })
    .from(cardInstances)
    .innerJoin(loyaltyCards, eq(loyaltyCards.id, cardInstances.cardId))
    .innerJoin(organizations, eq(organizations.id, cardInstances.organizationId))
    .where(
      and(eq(cardInstances.userId, userId), eq(loyaltyCards.kind, "gift"), isNull(cardInstances.deletedAt)),
    )
    .orderBy(sql`${cardInstances.createdAt} desc`, cardInstances.id);
  return rows.map((row) => ({
    ...toIssuedDto(row),
    organization: { id: row.organizationId, name: row.organizationName },
  }));
}

function issuedQuery(tx: Db) {
  return tx
    .select(issuedColumns)
    .from(cardInstances)
    .innerJoin(loyaltyCards, eq(loyaltyCards.id, cardInstances.cardId))
    .$dynamic();
}

/** Live issued gift cards of the organization (their definition may have been deleted since). */
function issuedInOrganization(organizationId: string) {
  return and(
    eq(cardInstances.organizationId, organizationId),
    eq(loyaltyCards.kind, "gift"),
    isNull(cardInstances.deletedAt),
  );
}
