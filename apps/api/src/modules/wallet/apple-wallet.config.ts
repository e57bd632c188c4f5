import { createPrivateKey, createPublicKey, X509Certificate } from "node:crypto";
import type { Config } from "../../config";
import { givenAllOrNone, inlineOrFile, invalidSetting as invalid } from "./wallet-settings";

/** What signs passes and sends their pushes: read and checked once, at start. */
export interface AppleWalletSettings {
  passTypeId: string;
  teamId: string;
  /** PEM texts: the pass type certificate, its key (and passphrase) and Apple's WWDR certificate. */
  signerCertificate: string;
  signerKey: string;
  signerKeyPassphrase?: string;
  wwdrCertificate: string;
  /** APNs token authentication: the .p8 key (PEM), its id, and where APNs is. */
  apnsKey: string;
  apnsKeyId: string;
  apnsUrl: string;
  /** The PassKit web service's address, written into every pass (PUBLIC_URL + /api/wallet/apple). */
  webServiceUrl: string;
}

const REQUIRED = [
  "APPLE_WALLET_PASS_TYPE_ID",
  "APPLE_WALLET_TEAM_ID",
  "APPLE_WALLET_CERTIFICATE",
  "APPLE_WALLET_KEY",
  "APPLE_WALLET_WWDR_CERTIFICATE",
  "APPLE_APNS_KEY",
  "APPLE_APNS_KEY_ID",
] as const;

/** A PEM given inline (literal `\n`s allowed, as one-line environments need), or a file's path. */
function pemFrom(name: string, value: string): string {
  return inlineOrFile(name, value, (text) => text.includes("-----BEGIN")).replace(/\\n/g, "\n");
}

/**
 * Apple Wallet is offered only when every setting is present; some but not all is a mistake
 * named at start, as is a certificate that does not parse, a key that is not the certificate's,
 * or an APNs key that is not an EC key. Without any, the buttons do not show and nothing else
 * changes.
 */
export function loadAppleWallet(config: Config): AppleWalletSettings | undefined {
  if (!givenAllOrNone(config, "Apple Wallet", REQUIRED)) return undefined;
  const signerCertificate = pemFrom("APPLE_WALLET_CERTIFICATE", config.APPLE_WALLET_CERTIFICATE as string);
  const signerKey = pemFrom("APPLE_WALLET_KEY", config.APPLE_WALLET_KEY as string);
  const wwdrCertificate = pemFrom(
    "APPLE_WALLET_WWDR_CERTIFICATE",
    config.APPLE_WALLET_WWDR_CERTIFICATE as string,
  );
  const apnsKey = pemFrom("APPLE_APNS_KEY", config.APPLE_APNS_KEY as string);
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(signerCertificate);
    new X509Certificate(wwdrCertificate);
  } catch {
    throw invalid("APPLE_WALLET_CERTIFICATE", "is not a PEM certificate (nor is the WWDR one)");
  }
  try {
    const key = createPrivateKey({ key: signerKey, passphrase: config.APPLE_WALLET_KEY_PASSPHRASE });
    const matches = createPublicKey(key).export({ format: "der", type: "spki" });
    if (!matches.equals(certificate.publicKey.export({ format: "der", type: "spki" }))) {
      throw invalid("APPLE_WALLET_KEY", "is not the key of APPLE_WALLET_CERTIFICATE");
    }
  } catch (error) {
    if ((error as Error).message.startsWith("Invalid configuration")) throw error;
    throw invalid("APPLE_WALLET_KEY", "is not a PEM private key (or APPLE_WALLET_KEY_PASSPHRASE is wrong)");
  }
  try {
    if (createPrivateKey(apnsKey).asymmetricKeyType !== "ec") throw new Error("not EC");
  } catch {
    throw invalid("APPLE_APNS_KEY", "is not the .p8 key APNs token authentication uses (an EC key in PEM)");
  }
  return {
    passTypeId: config.APPLE_WALLET_PASS_TYPE_ID as string,
    teamId: config.APPLE_WALLET_TEAM_ID as string,
    signerCertificate,
    signerKey,
    signerKeyPassphrase: config.APPLE_WALLET_KEY_PASSPHRASE,
    wwdrCertificate,
    apnsKey,
    apnsKeyId: config.APPLE_APNS_KEY_ID as string,
    apnsUrl: config.APPLE_APNS_URL.replace(/\/$/, ""),
    webServiceUrl: `${config.PUBLIC_URL}/api/wallet/apple`,
  };
}
