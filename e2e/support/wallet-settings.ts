import { appleWalletEnv, makeWalletCertificates } from "../../apps/api/test/wallet-stand-ins";

/**
 * Apple Wallet for the API under test: a certificate authority made for this run standing in for
 * Apple's (apps/api/test/wallet-stand-ins.ts), given inline. Made once, in the runner; its workers
 * inherit it through the environment. Pushes go nowhere (no device registers in a journey): the
 * APNs address is a closed port on this machine, never Apple's.
 */
export function appleWalletEnvironment(): Record<string, string> {
  process.env.E2E_APPLE_WALLET ??= JSON.stringify(
    appleWalletEnv(makeWalletCertificates(), "http://127.0.0.1:9"),
  );
  return JSON.parse(process.env.E2E_APPLE_WALLET) as Record<string, string>;
}
