import type { FlagStorage } from "./oauth-popup";

/**
 * localStorage, read at each call: reaching `window.localStorage` itself throws when storage is
 * disabled, and the popup watcher turns such throws into "no flag" instead of a crash.
 */
export const browserStorage: FlagStorage = {
  getItem: (key) => window.localStorage.getItem(key),
  setItem: (key, value) => window.localStorage.setItem(key, value),
  removeItem: (key) => window.localStorage.removeItem(key),
};
