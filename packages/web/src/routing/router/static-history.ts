import { type BrowserHistory, createPath, type HistorySnapshot, resolvePath } from "./browser-history";

/**
 * A history that stays at one address: what the router reads while a page is rendered to HTML at
 * build time (no window, no navigation). `url` is the path inside the app, without the basename.
 */
export function createStaticHistory(url: string, basename = ""): BrowserHistory {
  const base = basename.replace(/\/+$/, "");
  const { pathname, search, hash } = resolvePath(url, "/");
  const snapshot: HistorySnapshot = {
    location: { pathname, search, hash, state: null, key: "default" },
    navigationType: "POP",
  };
  const refuse = () => {
    throw new Error("A page rendered to HTML cannot navigate");
  };
  return {
    snapshot: () => snapshot,
    subscribe: () => () => {},
    href: (to) => `${base}${createPath(to)}`,
    push: refuse,
    go: refuse,
    block: () => () => {},
  };
}
