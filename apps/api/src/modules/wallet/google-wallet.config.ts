import { createPrivateKey } from "node:crypto";
import type { Config } from "../../config";
import { ecPublicKey, GOOGLE_CALLBACK_PROTOCOL, type GoogleRootKey } from "./google-wallet-callbacks";
import { givenAllOrNone, inlineOrFile, invalidSetting as invalid } from "./wallet-settings";

/** What talks to Google's Wallet API and signs the "Add to Google Wallet" links: read and checked once, at start. */
export interface GoogleWalletSettings {
  issuerId: string;
  /** The service account that acts for the issuer: its address and its RSA key (PEM). */
  clientEmail: string;
  privateKey: string;
  apiUrl: string;
  tokenUrl: string;
  saveUrl: string;
  /** This server's address: the save links may be opened from its pages only, and the logos are served here. */
  publicUrl: string;
  /** Google's root signing keys for its save and delete callbacks; undefined: callbacks not taken. */
  callbackKeys: GoogleRootKey[] | undefined;
}

const REQUIRED = ["GOOGLE_WALLET_ISSUER_ID", "GOOGLE_WALLET_SERVICE_ACCOUNT"] as const;
const SERVICE_ACCOUNT = "GOOGLE_WALLET_SERVICE_ACCOUNT";
const CALLBACK_KEYS = "GOOGLE_WALLET_CALLBACK_KEYS";

/**
 * Google's published root signing keys, as its keys file lists them: the ECv2SigningOnly ones, each
 * an EC key in base64 DER with an optional expiry (ms). A file with none of them is a mistake.
 */
function callbackKeysFrom(value: string): GoogleRootKey[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(inlineOrFile(CALLBACK_KEYS, value, (text) => text.trimStart().startsWith("{")));
  } catch (error) {
    if ((error as Error).message.startsWith("Invalid configuration")) throw error;
    throw invalid(CALLBACK_KEYS, "is not JSON (Google's keys file, inline or its path)");
  }
  const listed = (parsed as { keys?: unknown } | null)?.keys;
  const keys = (Array.isArray(listed) ? listed : []).flatMap((entry): GoogleRootKey[] => {
    const { keyValue, protocolVersion, keyExpiration } = (entry ?? {}) as Record<string, unknown>;
    if (protocolVersion !== GOOGLE_CALLBACK_PROTOCOL || typeof keyValue !== "string") return [];
    const key = ecPublicKey(keyValue);
    if (!key) throw invalid(CALLBACK_KEYS, "holds a keyValue that is not an EC public key");
    const expiresAt = keyExpiration === undefined ? undefined : Number(keyExpiration);
    return [{ key, expiresAt: Number.isFinite(expiresAt) ? expiresAt : undefined }];
  });
  if (keys.length === 0) throw invalid(CALLBACK_KEYS, `lists no ${GOOGLE_CALLBACK_PROTOCOL} key`);
  return keys;
}

/** The service account's JSON key, given inline or as the path of the file Google's console gave. */
function serviceAccountText(value: string): string {
  return inlineOrFile(SERVICE_ACCOUNT, value, (text) => text.trimStart().startsWith("{"));
}

function serviceAccountFrom(value: string): { clientEmail: string; privateKey: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(serviceAccountText(value));
  } catch (error) {
    if ((error as Error).message.startsWith("Invalid configuration")) throw error;
    throw invalid(SERVICE_ACCOUNT, "is not JSON (the service account's key file, inline or its path)");
  }
  const { client_email: clientEmail, private_key: privateKey } = (parsed ?? {}) as Record<string, unknown>;
  if (typeof clientEmail !== "string" || !clientEmail.includes("@")) {
    throw invalid(SERVICE_ACCOUNT, "has no client_email");
  }
  if (typeof privateKey !== "string") throw invalid(SERVICE_ACCOUNT, "has no private_key");
  try {
    if (createPrivateKey(privateKey).asymmetricKeyType !== "rsa") throw new Error("not RSA");
  } catch {
    throw invalid(SERVICE_ACCOUNT, "private_key is not an RSA private key in PEM");
  }
  return { clientEmail, privateKey };
}

/**
 * Google Wallet is offered only when both the issuer id and the service account are set; one
 * without the other is a mistake named at start, as is a key file that does not parse or holds
 * no usable key. Without either, the button does not show and nothing else changes.
 */
export function loadGoogleWallet(config: Config): GoogleWalletSettings | undefined {
  if (!givenAllOrNone(config, "Google Wallet", REQUIRED)) {
    if (config.GOOGLE_WALLET_CALLBACK_KEYS)
      throw invalid(CALLBACK_KEYS, `needs Google Wallet (${REQUIRED.join(", ")})`);
    return undefined;
  }
  const account = serviceAccountFrom(config.GOOGLE_WALLET_SERVICE_ACCOUNT as string);
  return {
    issuerId: config.GOOGLE_WALLET_ISSUER_ID as string,
    ...account,
    apiUrl: config.GOOGLE_WALLET_API_URL.replace(/\/$/, ""),
    tokenUrl: config.GOOGLE_WALLET_TOKEN_URL,
    saveUrl: config.GOOGLE_WALLET_SAVE_URL.replace(/\/$/, ""),
    publicUrl: config.PUBLIC_URL,
    callbackKeys: config.GOOGLE_WALLET_CALLBACK_KEYS
      ? callbackKeysFrom(config.GOOGLE_WALLET_CALLBACK_KEYS)
      : undefined,
  };
}
