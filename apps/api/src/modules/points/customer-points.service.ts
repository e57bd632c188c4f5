import type { CustomerPointsCard } from "@stampwise/contract";
import type { Db } from "../../db/client";
import { forbidden } from "../../lib/app-error";
import type { UserRow } from "../accounts/users.table";
import { listCustomerPointsCards } from "./customer-points.repository";
import { toPointsStanding } from "./points-standing";

/** The customer app's points cards (GET /loyalty-card/point-cards). */
export function createCustomerPointsService({ db }: { db: Db }) {
  return {
    /** Like the stamp cards: an admin account holds no cards, so it is told so (403), not shown none. */
    async listMine(user: Pick<UserRow, "id" | "role">, at = Date.now()): Promise<CustomerPointsCard[]> {
      if (user.role !== "user") throw forbidden("Only customer accounts hold loyalty cards");
      const rows = await listCustomerPointsCards(db, user.id);
      return rows.map((row) => ({
        instanceId: row.instanceId,
        loyaltyCardId: row.loyaltyCardId,
        organizationName: row.organizationName,
        programName: row.programName,
        pointsName: row.pointsName,
        programActive: row.programActive,
        ...toPointsStanding(row.lots, row.levels, at),
        history: row.history,
        rewards: row.rewards,
      }));
    },
  };
}

export type CustomerPointsService = ReturnType<typeof createCustomerPointsService>;
