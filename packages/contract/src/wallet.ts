import { z } from "zod";

/** The phone wallets a card can be added to as a pass (decision 044). */
export const WALLETS = ["apple"] as const;
export type Wallet = (typeof WALLETS)[number];

/** GET /user/{userId}/wallets: which wallets hold a customer's cards of the organization. */
export const WalletsHoldingSchema = z.object({ wallets: z.array(z.enum(WALLETS)) });
export type WalletsHolding = z.infer<typeof WalletsHoldingSchema>;
