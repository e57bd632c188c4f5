import {
  type GoogleCallbackSigner,
  googleWalletEnv,
  makeGoogleCallbackSigner,
  makeServiceAccount,
  type ServiceAccount,
} from "../../apps/api/test/google-wallet-stand-in";
import { appleWalletEnv, makeWalletCertificates } from "../../apps/api/test/wallet-stand-ins";

/** Where the journeys' Google Wallet stand-in listens (support/google-wallet-server.ts). */
export const GOOGLE_WALLET_PORT = Number(process.env.E2E_GOOGLE_WALLET_PORT ?? 3111);
export const GOOGLE_WALLET_URL = `http://127.0.0.1:${GOOGLE_WALLET_PORT}`;

/**
 * Apple Wallet for the API under test: a certificate authority made for this run standing in for
 * Apple's (apps/api/test/wallet-stand-ins.ts), given inline. Made once, in the runner; its workers
 * and web servers inherit it through the environment. Pushes go nowhere (no device registers in a
 * journey): the APNs address is a closed port on this machine, never Apple's.
 */
export function appleWalletEnvironment(): Record<string, string> {
  process.env.E2E_APPLE_WALLET ??= JSON.stringify(
    appleWalletEnv(makeWalletCertificates(), "http://127.0.0.1:9"),
  );
  return JSON.parse(process.env.E2E_APPLE_WALLET) as Record<string, string>;
}

/** The run's Google service account (its keys made here), shared the same way. */
export function googleServiceAccount(): ServiceAccount {
  process.env.E2E_GOOGLE_SERVICE_ACCOUNT ??= JSON.stringify(makeServiceAccount());
  return JSON.parse(process.env.E2E_GOOGLE_SERVICE_ACCOUNT) as ServiceAccount;
}

/**
 * The run's stand-in for Google's callback signing keys (a root key and the intermediate key it
 * signs), shared the same way: the stand-in signs its save callbacks with them, the API trusts the root.
 */
export function googleCallbackSigner(): GoogleCallbackSigner {
  process.env.E2E_GOOGLE_CALLBACK_KEYS ??= JSON.stringify(makeGoogleCallbackSigner().keys);
  return makeGoogleCallbackSigner(JSON.parse(process.env.E2E_GOOGLE_CALLBACK_KEYS));
}

/**
 * Google Wallet for the API under test: the stand-in above, with the run's service account and
 * its callback keys.
 */
export function googleWalletEnvironment(): Record<string, string> {
  return {
    ...googleWalletEnv(googleServiceAccount(), GOOGLE_WALLET_URL),
    GOOGLE_WALLET_CALLBACK_KEYS: googleCallbackSigner().keysJson,
  };
}
