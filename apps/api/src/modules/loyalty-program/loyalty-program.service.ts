import { hasEarningRule, LOYALTY_VALIDATION_MESSAGES, type LoyaltyProgram } from "@stampwise/contract";
import type { Db } from "../../db/client";
import { AppError, notFound, validationError } from "../../lib/app-error";
import * as programs from "./loyalty-program.repository";
import { type LoyaltyProgramFields, toLoyaltyProgramDto } from "./loyalty-program.repository";

const programExists = () =>
  new AppError(409, "LOYALTY_PROGRAM_EXISTS", "This organization already has a loyalty program");

export const noProgramYet = () =>
  new AppError(404, "LOYALTY_PROGRAM_NOT_FOUND", "This organization has no loyalty program yet");

/** One program per organization, and a program always gives points somehow. */
export function createLoyaltyProgramService({ db }: { db: Db }) {
  return {
    async createProgram(organizationId: string, fields: LoyaltyProgramFields): Promise<LoyaltyProgram> {
      // The unique index decides, so two admins creating at once get one program and one 409.
      return db.transaction(async (tx) => {
        const row = await programs.insertLoyaltyProgramUnlessExists(tx, organizationId, fields);
        if (!row) throw programExists();
        return toLoyaltyProgramDto(row);
      });
    },

    async getProgram(organizationId: string): Promise<LoyaltyProgram> {
      const row = await programs.findLoyaltyProgram(db, organizationId);
      if (!row) throw noProgramYet();
      return toLoyaltyProgramDto(row);
    },

    /**
     * Changes what the body names. The earning rule is judged on the merged program (the schema
     * sees only the body), with the row locked so two half-changes cannot together turn it off.
     */
    async updateProgram(
      organizationId: string,
      programId: string,
      changes: Partial<LoyaltyProgramFields>,
    ): Promise<LoyaltyProgram> {
      return db.transaction(async (tx) => {
        const current = await programs.findLoyaltyProgramForUpdate(tx, organizationId, programId);
        if (!current) throw notFound("Loyalty program");
        if (!hasEarningRule({ ...current, ...changes })) {
          throw validationError([
            { path: "pointsPerKrona", message: LOYALTY_VALIDATION_MESSAGES.earningRuleRequired },
          ]);
        }
        const updated = await programs.updateLoyaltyProgram(tx, organizationId, programId, changes);
        if (!updated) throw notFound("Loyalty program");
        return toLoyaltyProgramDto(updated);
      });
    },
  };
}

export type LoyaltyProgramService = ReturnType<typeof createLoyaltyProgramService>;
