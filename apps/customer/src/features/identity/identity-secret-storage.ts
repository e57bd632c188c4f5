import { type KeyValueStorage, readAccountItem, writeAccountItem } from "../../lib/account-storage";

const ITEM = "identity-secret";

/**
 * The identity secret, fetched once and kept on the device per account, so the code keeps
 * rotating offline. It is forgotten with everything else of the account at log out.
 */
export function storedIdentitySecret(userId: string, storage?: KeyValueStorage | null) {
  const secret = readAccountItem(userId, ITEM, storage);
  // The API hands out base64url; anything else in storage is not ours to use.
  return secret && /^[A-Za-z0-9_-]{16,}$/.test(secret) ? secret : null;
}

export function storeIdentitySecret(userId: string, secret: string, storage?: KeyValueStorage | null) {
  writeAccountItem(userId, ITEM, secret, storage);
}
