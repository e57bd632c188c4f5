import { z } from "zod";

/** The phone wallets a card can be added to as a pass (decision 044). */
export const WALLETS = ["apple", "google"] as const;
export type Wallet = (typeof WALLETS)[number];

/** GET /user/{userId}/wallets: which wallets hold a customer's cards of the organization. */
export const WalletsHoldingSchema = z.object({ wallets: z.array(z.enum(WALLETS)) });
export type WalletsHolding = z.infer<typeof WalletsHoldingSchema>;

/**
 * A card as a Google Wallet pass: the link that adds it to the customer's Google Wallet (Google's
 * save page followed by a token this server signed). Opened from the customer app's own pages only.
 */
export const GoogleWalletSaveSchema = z.object({ saveUrl: z.url() });
export type GoogleWalletSave = z.infer<typeof GoogleWalletSaveSchema>;
