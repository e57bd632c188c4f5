/** Calls the API as the demo owner; throws unless it answers `expected`. */
export type DemoCall = (
  method: "POST" | "PATCH",
  url: string,
  payload: object,
  expected: number,
) => Promise<{ id: string }>;

/** Three levels a café might use: everyone starts at Bronze. */
export const DEMO_LOYALTY_LEVELS: ReadonlyArray<{ name: string; requiredPoints: number }> = [
  { name: "Bronze", requiredPoints: 0 },
  { name: "Silver", requiredPoints: 500 },
  { name: "Gold", requiredPoints: 1500 },
];

/**
 * The demo café's points program with its levels, through the real API like the rest of the demo,
 * so the loyalty program and levels screens open on something to show.
 */
export async function seedDemoLoyaltyProgram(call: DemoCall): Promise<void> {
  await call(
    "POST",
    "/loyalty-program",
    {
      name: "Bean points",
      pointsName: "bean",
      pointsExpiresMonths: 12,
      descriptionTitle: "Collect beans with every fika",
      descriptionContent:
        "Earn one bean for every krona you spend. Reach Silver at 500 beans and Gold at 1500.",
      active: true,
      pointsPerKrona: 1,
      pointsPerVisit: 0,
    },
    201,
  );
  for (const level of DEMO_LOYALTY_LEVELS) await call("POST", "/loyalty-level", level, 201);
}
