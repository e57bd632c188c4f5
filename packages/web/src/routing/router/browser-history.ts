/** Where a link or `navigate` leads: a path with its query and hash, or their parts. */
export type To = string | Partial<Path>;

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location extends Path {
  /** What the entry was given with `navigate(to, { state })`; null when none. */
  state: unknown;
  /** Unique per entry: "default" for the first page drawn. */
  key: string;
}

/** How the current entry was reached: a link or navigate (PUSH/REPLACE), or back/forward (POP). */
export type NavigationType = "POP" | "PUSH" | "REPLACE";

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface HistorySnapshot {
  location: Location;
  navigationType: NavigationType;
}

/**
 * What the router keeps in `history.state`, in react-router's shape: `idx` counts this router's
 * entries, so "Go back" knows whether an earlier one is its own (routing/go-back.ts).
 */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

export interface BrowserHistory {
  snapshot(): HistorySnapshot;
  subscribe(listener: () => void): () => void;
  /** The address of `to` as the browser shows it, with the basename. */
  href(to: Path): string;
  push(to: Path, options?: NavigateOptions): void;
  go(delta: number): void;
  /**
   * Holds every navigation (a link, `navigate`, back or forward) until the blocker calls
   * `proceed`; answers the function that lifts it. One at a time: the editor with unsaved changes.
   */
  block(blocker: (proceed: () => void) => void): () => void;
}

/** The parts of `to`, a relative path read against `from` (the current path). */
export function resolvePath(to: To, from: string): Path {
  const parts = typeof to === "string" ? parsePath(to) : to;
  const pathname = parts.pathname ?? from;
  return {
    pathname: pathname.startsWith("/") ? pathname : joinRelative(from, pathname),
    search: normalize(parts.search ?? "", "?"),
    hash: normalize(parts.hash ?? "", "#"),
  };
}

export function createPath({ pathname, search, hash }: Path): string {
  return `${pathname}${search}${hash}`;
}

function parsePath(path: string): Partial<Path> {
  const hashAt = path.indexOf("#");
  const hash = hashAt >= 0 ? path.slice(hashAt) : "";
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf("?");
  const search = searchAt >= 0 ? rest.slice(searchAt) : "";
  const pathname = searchAt >= 0 ? rest.slice(0, searchAt) : rest;
  return { ...(pathname ? { pathname } : {}), search, hash };
}

function normalize(part: string, prefix: string): string {
  if (!part || part === prefix) return "";
  return part.startsWith(prefix) ? part : `${prefix}${part}`;
}

function joinRelative(from: string, relative: string): string {
  const segments = from.split("/").filter(Boolean);
  for (const segment of relative.split("/")) {
    if (segment === "..") segments.pop();
    else if (segment && segment !== ".") segments.push(segment);
  }
  return `/${segments.join("/")}`;
}

/** The browser's history seen through `basename` (e.g. "/app"): paths inside it, without it. */
export function createBrowserHistory(basename = ""): BrowserHistory {
  const base = basename.replace(/\/+$/, "");
  const listeners = new Set<() => void>();
  if (typeof (window.history.state as EntryState | null)?.idx !== "number") {
    window.history.replaceState({ usr: null, key: "default", idx: 0 } satisfies EntryState, "");
  }
  let current: HistorySnapshot = { location: readLocation(base), navigationType: "POP" };
  let blocker: ((proceed: () => void) => void) | undefined;
  // The entry the router shows, so a blocked back or forward can be stepped back to.
  let shownIndex = entryIndex();
  let revertingPop = false;

  const update = (navigationType: NavigationType) => {
    shownIndex = entryIndex();
    current = { location: readLocation(base), navigationType };
    for (const listener of listeners) listener();
  };
  window.addEventListener("popstate", () => {
    if (revertingPop) {
      revertingPop = false;
      return;
    }
    if (!blocker) return update("POP");
    // The browser has already moved: step back to the shown entry, and move again on proceed.
    const delta = entryIndex() - shownIndex;
    revertingPop = true;
    window.history.go(-delta);
    blocker(() => {
      blocker = undefined;
      window.history.go(delta);
    });
  });

  const push = (to: Path, { replace = false, state = null }: NavigateOptions = {}) => {
    const entry: EntryState = { usr: state, key: entryKey(), idx: replace ? shownIndex : shownIndex + 1 };
    const url = `${base}${createPath(to)}`;
    if (replace) window.history.replaceState(entry, "", url);
    else window.history.pushState(entry, "", url);
    update(replace ? "REPLACE" : "PUSH");
  };

  return {
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    href: (to) => `${base}${createPath(to)}`,
    push(to, options) {
      if (!blocker) return push(to, options);
      blocker(() => {
        blocker = undefined;
        push(to, options);
      });
    },
    go: (delta) => window.history.go(delta),
    block(next) {
      blocker = next;
      return () => {
        if (blocker === next) blocker = undefined;
      };
    },
  };
}

function entryIndex(): number {
  return (window.history.state as EntryState | null)?.idx ?? 0;
}

function readLocation(base: string): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as EntryState | null;
  const inside = isInside(pathname, base) ? pathname.slice(base.length) : pathname;
  return {
    pathname: inside.startsWith("/") ? inside : `/${inside}`,
    search,
    hash,
    state: entry?.usr ?? null,
    key: entry?.key ?? "default",
  };
}

function isInside(pathname: string, base: string): boolean {
  if (!base || !pathname.toLowerCase().startsWith(base.toLowerCase())) return false;
  const next = pathname.charAt(base.length);
  return next === "" || next === "/";
}

function entryKey(): string {
  return Math.random().toString(36).slice(2, 10);
}
