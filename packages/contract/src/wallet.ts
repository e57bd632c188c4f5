import { z } from "zod";

/**
 * A card as a Google Wallet pass: the link that adds it to the customer's Google Wallet (Google's
 * save page followed by a token this server signed). Opened from the customer app's own pages only.
 */
export const GoogleWalletSaveSchema = z.object({ saveUrl: z.url() });
export type GoogleWalletSave = z.infer<typeof GoogleWalletSaveSchema>;
