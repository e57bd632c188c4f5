import { eq } from "drizzle-orm";
import type { TestApp } from "../../../test/test-app";
import { signedInAdmin } from "../stamp-cards/stamp-cards.test-helpers";
import { loyaltyLevels, loyaltyPrograms } from "./loyalty-program.table";

/** A create body that passes validation; override fields to break one. */
export const programInput = (overrides: Record<string, unknown> = {}) => ({
  name: "Bean points",
  pointsName: "bean",
  pointsExpiresMonths: 12,
  descriptionTitle: "Collect beans",
  descriptionContent: "One bean for every krona you spend.",
  pointsPerKrona: 1,
  ...overrides,
});

/** A signed-in admin of a fresh organization, with ways to make its program and levels. */
export async function loyaltyAdmin(testApp: TestApp) {
  const admin = await signedInAdmin(testApp);

  async function createProgram(overrides: Record<string, unknown> = {}) {
    const response = await admin.call("POST", "/loyalty-program", programInput(overrides));
    if (response.statusCode !== 201) throw new Error(`program not created: ${response.body}`);
    return response.json();
  }

  async function createLevel(name: string, requiredPoints: number) {
    const response = await admin.call("POST", "/loyalty-level", { name, requiredPoints });
    if (response.statusCode !== 201) throw new Error(`level not created: ${response.body}`);
    return response.json();
  }

  /** What the database holds for this organization, read past the API. */
  const storedPrograms = () =>
    testApp.db
      .select()
      .from(loyaltyPrograms)
      .where(eq(loyaltyPrograms.organizationId, admin.organization.id));
  const storedLevels = () =>
    testApp.db.select().from(loyaltyLevels).where(eq(loyaltyLevels.organizationId, admin.organization.id));

  return { ...admin, createProgram, createLevel, storedPrograms, storedLevels };
}

export type LoyaltyAdmin = Awaited<ReturnType<typeof loyaltyAdmin>>;
