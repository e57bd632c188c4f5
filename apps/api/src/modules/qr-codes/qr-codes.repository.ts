import { QR_INSTANCE_TTL_SECONDS } from "@stampwise/contract";
import { and, asc, desc, eq, getTableColumns, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../accounts/users.table";
import { liveStampCard } from "../cards/cards.repository";
import { loyaltyCards } from "../cards/cards.table";
import { loyaltyPrograms } from "../loyalty-program/loyalty-program.table";
import { memberships, organizations } from "../organizations/organizations.table";
import { identitySecrets, type QrCodeRow, qrCodeInstances, qrCodes } from "./qr-codes.table";

/** True when the joined stamp card of a QR code was deleted (which retires the code). */
const cardDeleted = sql<boolean>`${loyaltyCards.deletedAt} is not null`;

/** The membership of the admin who showed a code, in the code's organization. */
const creatorMembership = and(
  eq(memberships.organizationId, qrCodeInstances.organizationId),
  eq(memberships.userId, qrCodeInstances.createdBy),
);

/** The QR codes of a card that give more than `stamps`: what lowering the card would cap. */
export function qrCodesAbove(tx: Db, organizationId: string, cardId: string, stamps: number) {
  return tx
    .select({ id: qrCodes.id, description: qrCodes.description, stamps: qrCodes.stamps })
    .from(qrCodes)
    .where(
      and(eq(qrCodes.organizationId, organizationId), eq(qrCodes.cardId, cardId), gt(qrCodes.stamps, stamps)),
    )
    .orderBy(asc(qrCodes.createdAt));
}

/** Caps the card's QR codes at `stamps`, so no scan gives more than the card holds. */
export async function capQrCodeStamps(tx: Db, organizationId: string, cardId: string, stamps: number) {
  await tx
    .update(qrCodes)
    .set({ stamps })
    .where(
      and(eq(qrCodes.organizationId, organizationId), eq(qrCodes.cardId, cardId), gt(qrCodes.stamps, stamps)),
    );
}

/** The organization's live stamp card a stamp code may give on, with its stamps required. */
export async function findLiveStampCard(db: Db, organizationId: string, cardId: string) {
  const [card] = await db
    .select({ stampsRequired: loyaltyCards.stampsRequired })
    .from(loyaltyCards)
    .where(liveStampCard(organizationId, cardId));
  return card;
}

/** The organization's QR code, and whether its card's deletion retired it. */
export async function findCode(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select({ code: qrCodes, retired: cardDeleted })
    .from(qrCodes)
    .innerJoin(loyaltyCards, eq(loyaltyCards.id, qrCodes.cardId))
    .where(and(eq(qrCodes.id, id), eq(qrCodes.organizationId, organizationId)));
  return row;
}

/** The organization's codes whose card is live, newest first. */
export function listLiveCodes(db: Db, organizationId: string): Promise<QrCodeRow[]> {
  return db
    .select(getTableColumns(qrCodes))
    .from(qrCodes)
    .innerJoin(loyaltyCards, eq(loyaltyCards.id, qrCodes.cardId))
    .where(and(eq(qrCodes.organizationId, organizationId), isNull(loyaltyCards.deletedAt)))
    .orderBy(desc(qrCodes.createdAt));
}

export async function insertCode(db: Db, values: typeof qrCodes.$inferInsert): Promise<QrCodeRow> {
  const [row] = await db.insert(qrCodes).values(values).returning();
  if (!row) throw new Error("qr code not inserted");
  return row;
}

export async function updateCode(
  db: Db,
  organizationId: string,
  id: string,
  changes: Partial<Pick<QrCodeRow, "cardId" | "description" | "stamps">>,
): Promise<QrCodeRow | undefined> {
  const [row] = await db
    .update(qrCodes)
    .set(changes)
    .where(and(eq(qrCodes.id, id), eq(qrCodes.organizationId, organizationId)))
    .returning();
  return row;
}

/** True when the code was the organization's and is gone. */
export async function deleteCode(db: Db, organizationId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(qrCodes)
    .where(and(eq(qrCodes.id, id), eq(qrCodes.organizationId, organizationId)))
    .returning({ id: qrCodes.id });
  return deleted.length > 0;
}

/** A single-use code minted from a QR code, valid for QR_INSTANCE_TTL_SECONDS from now. */
export async function insertInstance(db: Db, organizationId: string, qrCodeId: string, createdBy: string) {
  const [row] = await db
    .insert(qrCodeInstances)
    .values({
      organizationId,
      qrCodeId,
      createdBy,
      expiresAt: sql`now() + make_interval(secs => ${QR_INSTANCE_TTL_SECONDS})`,
    })
    .returning();
  if (!row) throw new Error("qr instance not inserted");
  return row;
}

/** What a minted code offers, with who showed it and whether it can still be claimed. */
export async function readOffer(db: Db, instanceId: string) {
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
  return row;
}

/**
 * Share-locks a minted code's card and its creator's membership until the claim's transaction
 * ends: deleting the card or removing the creator waits for the claim. Undefined when the code,
 * or its creator's membership, is gone.
 */
export async function lockClaimTarget(tx: Db, instanceId: string) {
  const [target] = await tx
    .select({ retired: cardDeleted })
    .from(qrCodeInstances)
    .innerJoin(qrCodes, eq(qrCodes.id, qrCodeInstances.qrCodeId))
    .innerJoin(loyaltyCards, eq(loyaltyCards.id, qrCodes.cardId))
    .innerJoin(memberships, creatorMembership)
    .where(eq(qrCodeInstances.id, instanceId))
    .for("share", { of: [loyaltyCards, memberships] });
  return target;
}

export async function findInstance(tx: Db, instanceId: string) {
  const [row] = await tx.select().from(qrCodeInstances).where(eq(qrCodeInstances.id, instanceId));
  return row;
}

/** Marks an unused, unexpired code claimed by the person; undefined when it was not claimable. */
export async function claimInstance(tx: Db, instanceId: string, userId: string) {
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
  return claimed;
}

export async function findCodeById(tx: Db, id: string): Promise<QrCodeRow | undefined> {
  const [code] = await tx.select().from(qrCodes).where(eq(qrCodes.id, id));
  return code;
}

/** A person's name, for the live event that tells the admin who collected their code. */
export async function personName(tx: Db, userId: string) {
  const [person] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return person;
}

/** The person's identity-QR secret, made on first use. */
export async function ensureIdentitySecret(db: Db, userId: string, fresh: string): Promise<string> {
  await db.insert(identitySecrets).values({ userId, secret: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(identitySecrets).where(eq(identitySecrets.userId, userId));
  if (!row) throw new Error("identity secret neither inserted nor found");
  return row.secret;
}
