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

/** The points rewards catalogue; every function takes the organization id. */
export function createPointsRewardsRepository({ db }: { db: Db }) {
  return {
    async list(organizationId: string): Promise<PointsRewardRow[]> {
      return db
        .select()
        .from(pointsRewards)
        .where(and(eq(pointsRewards.organizationId, organizationId), isNull(pointsRewards.deletedAt)))
        .orderBy(asc(pointsRewards.pointsCost), asc(pointsRewards.createdAt));
    },

    async find(organizationId: string, rewardId: string, tx: Db = db): Promise<PointsRewardRow | undefined> {
      const [row] = await tx.select().from(pointsRewards).where(liveReward(organizationId, rewardId));
      return row;
    },

    async insert(organizationId: string, programId: string, fields: PointsRewardFields, tx: Db) {
      const [row] = await tx
        .insert(pointsRewards)
        .values({ organizationId, programId, ...fields })
        .returning();
      if (!row) throw new Error("points reward not inserted");
      return row;
    },

    async update(organizationId: string, rewardId: string, changes: Partial<PointsRewardFields>) {
      const [row] = await db
        .update(pointsRewards)
        .set({ ...changes, updatedAt: new Date() })
        .where(liveReward(organizationId, rewardId))
        .returning();
      return row;
    },

    /** Soft: the reward records it issued keep their link. */
    async softDelete(organizationId: string, rewardId: string): Promise<boolean> {
      const rows = await db
        .update(pointsRewards)
        .set({ deletedAt: new Date() })
        .where(liveReward(organizationId, rewardId))
        .returning({ id: pointsRewards.id });
      return rows.length > 0;
    },
  };
}

export type PointsRewardsRepository = ReturnType<typeof createPointsRewardsRepository>;

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
