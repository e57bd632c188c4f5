/**
 * Google Wallet's stand-in for the browser tests, run by Playwright as a web server:
 * `tsx support/google-wallet-server.ts` serves until killed, on GOOGLE_WALLET_PORT, for the service
 * account the run made (support/wallet-settings.ts): the token endpoint and Wallet API the API
 * calls, and the save page a customer's "Add to Google Wallet" opens, which calls the API back
 * with the save, signed as Google signs it.
 */
import { startGoogleWalletStandIn } from "../../apps/api/test/google-wallet-stand-in";
import { googleCallbackSigner, googleServiceAccount } from "./wallet-settings";

const port = Number(process.env.GOOGLE_WALLET_PORT);
if (!port) throw new Error("GOOGLE_WALLET_PORT is required");
await startGoogleWalletStandIn(googleServiceAccount(), port, googleCallbackSigner());
