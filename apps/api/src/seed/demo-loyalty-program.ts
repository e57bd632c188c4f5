/** Calls the API as the demo owner; throws unless it answers `expected`. */
export type DemoCall = (
  method: "GET" | "POST" | "PATCH",
  url: string,
  payload: object | undefined,
  expected: number,
) => Promise<{ id: string }>;

/** Three levels a café might use: everyone starts at Bronze. */
export const DEMO_LOYALTY_LEVELS: ReadonlyArray<{ name: string; requiredPoints: number }> = [
  { name: "Bronze", requiredPoints: 0 },
  { name: "Silver", requiredPoints: 500 },
  { name: "Gold", requiredPoints: 1500 },
];

/** The demo's points reward: what 100 beans buy. */
export const DEMO_POINTS_REWARD = { name: "Free coffee", pointsCost: 100 } as const;

/**
 * Purchases (in öre) each demo customer made in the program, by their position: Carl first, so the
 * demo customer signs in to a points card part way to Silver; some customers buy nothing.
 */
export const DEMO_PURCHASES_ORE: ReadonlyArray<readonly number[]> = [
  [4_500, 12_900, 21_000],
  [64_000],
  [],
  [129_000, 48_500],
  [8_900],
  [],
  [35_000, 27_500],
  [],
  [152_000],
];

/** Earns a customer's demo purchases through the ledger (the counter's earn route), each once. */
export async function seedDemoPoints(
  call: DemoCall,
  userId: string,
  purchases: readonly number[],
): Promise<void> {
  for (const [index, purchaseAmountOre] of purchases.entries()) {
    await call(
      "POST",
      "/points-transaction/earn",
      { userId, purchaseAmountOre, idempotencyKey: `demo-points-${userId}-${index}` },
      201,
    );
  }
}

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
      // The Free coffee reward costs 100 beans and a coffee 35 kr: a bean is worth 0.35 kr.
      pointValueKronor: 0.35,
    },
    201,
  );
  for (const level of DEMO_LOYALTY_LEVELS) await call("POST", "/loyalty-level", level, 201);
  await call("POST", "/points-reward", DEMO_POINTS_REWARD, 201);
}
