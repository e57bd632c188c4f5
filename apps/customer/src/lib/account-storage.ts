import type { User } from "@stampwise/contract";

/**
 * What the customer app keeps on the device for the signed-in account, so My QR works offline
 * after the first load: the account itself (to know whose code to show while the session cannot
 * be checked) and per-account items such as the identity secret. Log out forgets all of it.
 */
const PREFIX = "stampwise.account.";
const CURRENT_ACCOUNT_KEY = `${PREFIX}current`;

/** The part of `localStorage` this module uses, so tests can hand in a Map-backed fake. */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

/** localStorage, or null where storage is disabled (reaching it throws in some private modes). */
function deviceStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The key of an item kept for one account: another account on the same phone never reads it. */
export function accountItemKey(userId: string, item: string): string {
  return `${PREFIX}${userId}.${item}`;
}

export function readAccountItem(userId: string, item: string, storage = deviceStorage()): string | null {
  try {
    return storage?.getItem(accountItemKey(userId, item)) ?? null;
  } catch {
    return null;
  }
}

export function writeAccountItem(userId: string, item: string, value: string, storage = deviceStorage()) {
  try {
    storage?.setItem(accountItemKey(userId, item), value);
  } catch {
    // Full or disabled storage: the app then needs the network for this item, nothing breaks.
  }
}

export function rememberAccount(user: User, storage = deviceStorage()): void {
  try {
    storage?.setItem(CURRENT_ACCOUNT_KEY, JSON.stringify(user));
  } catch {
    // As above: without storage there is simply no offline fallback.
  }
}

/** The customer last signed in on this device, if the app still knows them. */
export function rememberedAccount(storage = deviceStorage()): User | null {
  try {
    const stored = storage?.getItem(CURRENT_ACCOUNT_KEY);
    if (!stored) return null;
    const user = JSON.parse(stored) as Partial<User> | null;
    // A hand-edited or outdated entry is ignored rather than trusted.
    return typeof user?.id === "string" && user.role === "user" ? (user as User) : null;
  } catch {
    return null;
  }
}

/** Removes the remembered account and every item kept for any account (log out, session ended). */
export function forgetAccounts(storage = deviceStorage()): void {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Nothing to remove from storage we cannot reach.
  }
}
