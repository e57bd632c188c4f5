import type { LoyaltyLevel } from "@stampwise/contract";
import { and, asc, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type LoyaltyLevelRow, loyaltyLevels } from "./loyalty-program.table";

export type LoyaltyLevelFields = Pick<LoyaltyLevel, "name" | "requiredPoints">;

const levelOf = (organizationId: string, levelId: string) =>
  and(eq(loyaltyLevels.organizationId, organizationId), eq(loyaltyLevels.id, levelId));

/* The levels of an organization's program; every function takes the caller's handle, then the organization id. */

export async function listLoyaltyLevels(db: Db, organizationId: string): Promise<LoyaltyLevelRow[]> {
  return db
    .select()
    .from(loyaltyLevels)
    .where(eq(loyaltyLevels.organizationId, organizationId))
    .orderBy(asc(loyaltyLevels.requiredPoints));
}

/**
 * The new level, or undefined when another level already starts at its required points or has
 * its name (any case): both unique indexes decide, so nothing can slip in between.
 */
export async function insertLoyaltyLevelUnlessTaken(
  tx: Db,
  organizationId: string,
  programId: string,
  fields: LoyaltyLevelFields,
): Promise<LoyaltyLevelRow | undefined> {
  const [row] = await tx
    .insert(loyaltyLevels)
    .values({ organizationId, programId, ...fields })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The organization's levels that hold these required points or this name (any case). */
export async function findClashingLoyaltyLevels(tx: Db, organizationId: string, fields: LoyaltyLevelFields) {
  return tx
    .select({ name: loyaltyLevels.name, requiredPoints: loyaltyLevels.requiredPoints })
    .from(loyaltyLevels)
    .where(
      and(
        eq(loyaltyLevels.organizationId, organizationId),
        or(
          eq(loyaltyLevels.requiredPoints, fields.requiredPoints),
          eq(sql`lower(${loyaltyLevels.name})`, sql`lower(${fields.name})`),
        ),
      ),
    );
}

/** Throws the database's unique violation when the new required points or name are taken. */
export async function updateLoyaltyLevel(
  db: Db,
  organizationId: string,
  levelId: string,
  changes: Partial<LoyaltyLevelFields>,
): Promise<LoyaltyLevelRow | undefined> {
  const [row] = await db
    .update(loyaltyLevels)
    .set(changes)
    .where(levelOf(organizationId, levelId))
    .returning();
  return row;
}

export async function deleteLoyaltyLevel(db: Db, organizationId: string, levelId: string): Promise<boolean> {
  const rows = await db
    .delete(loyaltyLevels)
    .where(levelOf(organizationId, levelId))
    .returning({ id: loyaltyLevels.id });
  return rows.length > 0;
}

export function toLoyaltyLevelDto(row: LoyaltyLevelRow): LoyaltyLevel {
  return {
    id: row.id,
    name: row.name,
    requiredPoints: row.requiredPoints,
    createdAt: row.createdAt.toISOString(),
  };
}
