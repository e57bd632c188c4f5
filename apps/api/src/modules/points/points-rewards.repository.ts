import type { PointsReward } from "@stampwise/contract";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type PointsRewardRow, pointsRewards } from "./points-rewards.table";

export type PointsRewardFields = Pick<PointsReward, "name" | "pointsCost" | "active">;

const liveReward = (organizationId: string, rewardId: string) =>
  and(
    eq(pointsRewards.organizationId, organizationId),
    eq(pointsRewards.id, rewardId),
    isNull(pointsRewards.deletedAt),
  );

/* The points rewards catalogue; every function takes the caller's handle, then the organization id. */

export async function listPointsRewards(db: Db, organizationId: string): Promise<PointsRewardRow[]> {
  return db
    .select()
    .from(pointsRewards)
    .where(and(eq(pointsRewards.organizationId, organizationId), isNull(pointsRewards.deletedAt)))
    .orderBy(asc(pointsRewards.pointsCost), asc(pointsRewards.createdAt));
}

export async function findPointsReward(
  db: Db,
  organizationId: string,
  rewardId: string,
): Promise<PointsRewardRow | undefined> {
  const [row] = await db.select().from(pointsRewards).where(liveReward(organizationId, rewardId));
  return row;
}

export async function insertPointsReward(
  tx: Db,
  organizationId: string,
  programId: string,
  fields: PointsRewardFields,
) {
  const [row] = await tx
    .insert(pointsRewards)
    .values({ organizationId, programId, ...fields })
    .returning();
  if (!row) throw new Error("points reward not inserted");
  return row;
}

export async function updatePointsReward(
  db: Db,
  organizationId: string,
  rewardId: string,
  changes: Partial<PointsRewardFields>,
) {
  const [row] = await db
    .update(pointsRewards)
    .set({ ...changes, updatedAt: new Date() })
    .where(liveReward(organizationId, rewardId))
    .returning();
  return row;
}

/** Soft: the reward records it issued keep their link. */
export async function softDeletePointsReward(
  db: Db,
  organizationId: string,
  rewardId: string,
): Promise<boolean> {
  const rows = await db
    .update(pointsRewards)
    .set({ deletedAt: new Date() })
    .where(liveReward(organizationId, rewardId))
    .returning({ id: pointsRewards.id });
  return rows.length > 0;
}

export function toPointsRewardDto(row: PointsRewardRow): PointsReward {
  return {
    id: row.id,
    name: row.name,
    pointsCost: row.pointsCost,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
