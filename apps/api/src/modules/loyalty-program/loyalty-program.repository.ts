import type { LoyaltyProgram } from "@stampwise/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loyaltyCards } from "../cards/cards.table";
import { type LoyaltyProgramRow, loyaltyPrograms } from "./loyalty-program.table";

export type LoyaltyProgramFields = Omit<LoyaltyProgram, "id" | "createdAt" | "updatedAt">;

/*
 * The organization's loyalty program. Every function takes the caller's handle, then the
 * organization id; inside a transaction the caller passes its `tx` (PGlite has one connection:
 * never mix in `db`).
 */

export async function findLoyaltyProgram(
  db: Db,
  organizationId: string,
  options: { lock?: "update" | "share" } = {},
): Promise<LoyaltyProgramRow | undefined> {
  const query = db.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.organizationId, organizationId));
  const [row] = options.lock ? await query.for(options.lock) : await query;
  return row;
}

export async function findLoyaltyProgramForUpdate(tx: Db, organizationId: string, programId: string) {
  const [row] = await tx
    .select()
    .from(loyaltyPrograms)
    .where(and(eq(loyaltyPrograms.organizationId, organizationId), eq(loyaltyPrograms.id, programId)))
    .for("update");
  return row;
}

/**
 * The new program with its points card, or undefined when the organization has one already
 * (also one made just now); the caller's transaction then rolls the card back with it.
 */
export async function insertLoyaltyProgramUnlessExists(
  tx: Db,
  organizationId: string,
  fields: LoyaltyProgramFields,
): Promise<LoyaltyProgramRow | undefined> {
  const [card] = await tx
    .insert(loyaltyCards)
    .values({ organizationId, kind: "points", name: fields.name, description: fields.descriptionTitle })
    .returning({ id: loyaltyCards.id });
  if (!card) throw new Error("points card not inserted");
  const [row] = await tx
    .insert(loyaltyPrograms)
    .values({ organizationId, ...fields, pointsCardId: card.id })
    .onConflictDoNothing({ target: loyaltyPrograms.organizationId })
    .returning();
  return row;
}

export async function updateLoyaltyProgram(
  db: Db,
  organizationId: string,
  programId: string,
  changes: Partial<LoyaltyProgramFields>,
): Promise<LoyaltyProgramRow | undefined> {
  const [row] = await db
    .update(loyaltyPrograms)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(loyaltyPrograms.organizationId, organizationId), eq(loyaltyPrograms.id, programId)))
    .returning();
  // The points card carries the program's name wherever cards are listed: kept in step.
  if (row && (changes.name !== undefined || changes.descriptionTitle !== undefined)) {
    await db
      .update(loyaltyCards)
      .set({ name: row.name, description: row.descriptionTitle, updatedAt: new Date() })
      .where(and(eq(loyaltyCards.organizationId, organizationId), eq(loyaltyCards.id, row.pointsCardId)));
  }
  return row;
}

export function toLoyaltyProgramDto(row: LoyaltyProgramRow): LoyaltyProgram {
  return {
    id: row.id,
    name: row.name,
    pointsName: row.pointsName,
    pointsExpiresMonths: row.pointsExpiresMonths,
    descriptionTitle: row.descriptionTitle,
    descriptionContent: row.descriptionContent,
    active: row.active,
    pointsPerKrona: row.pointsPerKrona,
    pointsPerVisit: row.pointsPerVisit,
    pointValueKronor: row.pointValueKronor,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
