import { afterEach, describe, expect, it, vi } from "vitest";
import { createBrowserHistory } from "./browser-history";

/** A window whose history and address behave as a browser's for pushState and replaceState. */
function fakeWindow(address: string) {
  const url = new URL(address, "https://stampwise.example");
  const entries: { state: unknown; url: URL }[] = [{ state: null, url }];
  let index = 0;
  const listeners = new Set<() => void>();
  const go = (to: number) => {
    index = to;
    for (const listener of listeners) listener();
  };
  const window = {
    location: {
      get pathname() {
        return entries[index]?.url.pathname ?? "/";
      },
      get search() {
        return entries[index]?.url.search ?? "";
      },
      get hash() {
        return entries[index]?.url.hash ?? "";
      },
    },
    history: {
      get state() {
        return entries[index]?.state ?? null;
      },
      pushState(state: unknown, _title: string, next: string) {
        entries.splice(index + 1, entries.length, { state, url: new URL(next, url) });
        index += 1;
      },
      replaceState(state: unknown, _title: string, next?: string) {
        const current = entries[index];
        if (current) entries[index] = { state, url: next ? new URL(next, url) : current.url };
      },
      go: (delta: number) => go(index + delta),
    },
    addEventListener: (_type: "popstate", listener: () => void) => listeners.add(listener),
  };
  return window;
}

describe("createBrowserHistory", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads paths inside the basename, counts its entries in history.state.idx and keeps state", () => {
    const window = fakeWindow("/app/redeem/abc?collect=1#top");
    vi.stubGlobal("window", window);
    const history = createBrowserHistory("/app");
    expect(history.snapshot().location).toMatchObject({
      pathname: "/redeem/abc",
      search: "?collect=1",
      hash: "#top",
    });
    expect(window.history.state).toMatchObject({ idx: 0, key: "default" });

    history.push({ pathname: "/qr", search: "", hash: "" }, { state: { from: "cards" } });
    expect(window.location.pathname).toBe("/app/qr");
    expect(window.history.state).toMatchObject({ idx: 1, usr: { from: "cards" } });
    expect(history.snapshot()).toMatchObject({
      navigationType: "PUSH",
      location: { pathname: "/qr", state: { from: "cards" } },
    });

    history.push({ pathname: "/messages", search: "", hash: "" }, { replace: true });
    expect(window.history.state).toMatchObject({ idx: 1, usr: null });
    expect(history.snapshot().navigationType).toBe("REPLACE");
  });

  it("tells its listeners of back and forward, as POP", () => {
    const window = fakeWindow("/app/");
    vi.stubGlobal("window", window);
    const history = createBrowserHistory("/app");
    history.push({ pathname: "/qr", search: "", hash: "" });
    const listener = vi.fn();
    history.subscribe(listener);
    history.go(-1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(history.snapshot()).toMatchObject({ navigationType: "POP", location: { pathname: "/" } });
  });

  it("holds a navigation while blocked, and makes it when the blocker proceeds", () => {
    const window = fakeWindow("/admin/communications/1");
    vi.stubGlobal("window", window);
    const history = createBrowserHistory();
    let proceed: (() => void) | undefined;
    const unblock = history.block((next) => {
      proceed = next;
    });
    history.push({ pathname: "/admin/users", search: "", hash: "" });
    expect(window.location.pathname).toBe("/admin/communications/1");
    expect(history.snapshot().location.pathname).toBe("/admin/communications/1");

    proceed?.();
    expect(window.location.pathname).toBe("/admin/users");
    // Proceeding lifts the block: the next navigation goes through at once.
    history.push({ pathname: "/admin/dashboard", search: "", hash: "" });
    expect(window.location.pathname).toBe("/admin/dashboard");
    unblock();
  });

  it("steps back to the shown entry when back is pressed while blocked, and goes back on proceed", () => {
    const window = fakeWindow("/admin/communications");
    vi.stubGlobal("window", window);
    const history = createBrowserHistory();
    history.push({ pathname: "/admin/communications/1", search: "", hash: "" });
    const listener = vi.fn();
    history.subscribe(listener);
    let proceed: (() => void) | undefined;
    history.block((next) => {
      proceed = next;
    });

    history.go(-1);
    expect(window.location.pathname).toBe("/admin/communications/1");
    expect(listener).not.toHaveBeenCalled();

    proceed?.();
    expect(window.location.pathname).toBe("/admin/communications");
    expect(history.snapshot()).toMatchObject({
      navigationType: "POP",
      location: { pathname: "/admin/communications" },
    });
  });

  it("lets navigation through once unblocked", () => {
    const window = fakeWindow("/admin/communications/1");
    vi.stubGlobal("window", window);
    const history = createBrowserHistory();
    const blocker = vi.fn();
    history.block(blocker)();
    history.push({ pathname: "/admin/users", search: "", hash: "" });
    expect(blocker).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe("/admin/users");
  });

  it("leaves an address that only starts like the basename alone", () => {
    vi.stubGlobal("window", fakeWindow("/application/x"));
    expect(createBrowserHistory("/app").snapshot().location.pathname).toBe("/application/x");
    expect(createBrowserHistory("/app").href({ pathname: "/qr", search: "?a=1", hash: "" })).toBe(
      "/app/qr?a=1",
    );
  });
});
