import type { LoyaltyLevel } from "@stampwise/contract";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import { violatedUniqueIndex } from "../../lib/database-errors";
import * as levels from "./loyalty-levels.repository";
import { type LoyaltyLevelFields, toLoyaltyLevelDto } from "./loyalty-levels.repository";
import * as programs from "./loyalty-program.repository";
import { LEVEL_NAME_UNIQUE_INDEX } from "./loyalty-program.table";

const pointsTaken = () =>
  new AppError(409, "LOYALTY_LEVEL_POINTS_TAKEN", "Another level already starts at these required points");

const nameTaken = () => new AppError(409, "LOYALTY_LEVEL_NAME_TAKEN", "Another level already has this name");

const programRequired = () =>
  new AppError(409, "LOYALTY_PROGRAM_REQUIRED", "Create the loyalty program before adding levels");

/**
 * Levels of the organization's program: one per required points and one per name (whatever its
 * case), and only once a program exists.
 */
export function createLoyaltyLevelsService({ db }: { db: Db }) {
  return {
    async listLevels(organizationId: string): Promise<LoyaltyLevel[]> {
      return (await levels.listLoyaltyLevels(db, organizationId)).map(toLoyaltyLevelDto);
    },

    async createLevel(organizationId: string, fields: LoyaltyLevelFields): Promise<LoyaltyLevel> {
      return db.transaction(async (tx) => {
        // Shared lock: the program cannot go (with its levels) while its level is being added.
        const program = await programs.findLoyaltyProgram(tx, organizationId, { lock: "share" });
        if (!program) throw programRequired();
        // The unique indexes decide, so two admins adding the same threshold or name get one level
        // and a 409; which one clashed is read afterwards, to name the field.
        const row = await levels.insertLoyaltyLevelUnlessTaken(tx, organizationId, program.id, fields);
        if (row) return toLoyaltyLevelDto(row);
        const clashing = await levels.findClashingLoyaltyLevels(tx, organizationId, fields);
        throw clashing.some((level) => level.requiredPoints === fields.requiredPoints)
          ? pointsTaken()
          : nameTaken();
      });
    },

    async updateLevel(
      organizationId: string,
      levelId: string,
      changes: Partial<LoyaltyLevelFields>,
    ): Promise<LoyaltyLevel> {
      try {
        const row = await levels.updateLoyaltyLevel(db, organizationId, levelId, changes);
        if (!row) throw notFound("Loyalty level");
        return toLoyaltyLevelDto(row);
      } catch (error) {
        // One statement, so an index's refusal is the answer (moving onto a taken threshold or name).
        const index = violatedUniqueIndex(error);
        if (index === LEVEL_NAME_UNIQUE_INDEX) throw nameTaken();
        if (index) throw pointsTaken();
        throw error;
      }
    },

    async deleteLevel(organizationId: string, levelId: string): Promise<void> {
      if (!(await levels.deleteLoyaltyLevel(db, organizationId, levelId))) throw notFound("Loyalty level");
    },
  };
}

export type LoyaltyLevelsService = ReturnType<typeof createLoyaltyLevelsService>;
