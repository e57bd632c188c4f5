import { z } from "zod";

/** The phone wallets a card can be added to as a pass (decision 044). */
export const WALLETS = ["apple", "google"] as const;
export type Wallet = (typeof WALLETS)[number];

/**
 * GET /wallet/customer/{userId}: which wallets hold how many of a customer's cards of the
 * organization (a wallet holding none is not listed).
 */
export const WalletsHoldingSchema = z.object({
  wallets: z.array(z.object({ wallet: z.enum(WALLETS), cards: z.number().int() })),
});
export type WalletsHolding = z.infer<typeof WalletsHoldingSchema>;

/**
 * A card as a Google Wallet pass: the link that adds it to the customer's Google Wallet (Google's
 * save page followed by a token this server signed). Opened from the customer app's own pages only.
 */
export const GoogleWalletSaveSchema = z.object({ saveUrl: z.url() });
export type GoogleWalletSave = z.infer<typeof GoogleWalletSaveSchema>;
