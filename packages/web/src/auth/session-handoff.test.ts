import type { User } from "@stampwise/contract";
import { describe, expect, it, vi } from "vitest";

const vera = {
  id: "u1",
  email: "vera@example.com",
  organizations: [{ id: "org-1" }, { id: "org-2" }],
} as unknown as User;

/** A fresh module per test: the handoff keeps its state at module level, as the app does. */
async function freshHandoff() {
  vi.resetModules();
  return import("./session-handoff");
}

function fakeCache(initial: User | null | undefined = undefined, at = Date.now()) {
  let held = initial === undefined ? undefined : { user: initial, at };
  return {
    read: () => held,
    write: vi.fn((user: User | null) => {
      held = { user, at: Date.now() };
    }),
    forget: vi.fn(() => {
      held = { user: null, at: Date.now() };
    }),
  };
}

describe("session handoff (the login without react-query)", () => {
  it("keeps what the login learnt until the cache exists, then hands it over once", async () => {
    const handoff = await freshHandoff();
    handoff.storeSessionUser(vera);
    expect(handoff.readKnownSession()).toBe(vera);

    const cache = fakeCache();
    handoff.connectSessionCache(cache);
    expect(cache.write).toHaveBeenCalledExactlyOnceWith(vera);
    expect(handoff.readKnownSession()).toBe(vera);
  });

  it("writes straight to a cache that exists, and reads what it holds", async () => {
    const handoff = await freshHandoff();
    const cache = fakeCache(null);
    handoff.connectSessionCache(cache);
    expect(handoff.readKnownSession()).toBeNull();
    handoff.storeSessionUser(vera);
    expect(cache.write).toHaveBeenLastCalledWith(vera);
  });

  it("knows nothing before any screen asked, nor after a minute", async () => {
    const handoff = await freshHandoff();
    expect(handoff.readKnownSession()).toBeUndefined();
    handoff.storeSessionUser(null);
    expect(handoff.readKnownSession()).toBeNull();
    expect(handoff.readKnownSession(Date.now() + handoff.SESSION_FRESH_MS)).toBeUndefined();

    const later = await freshHandoff();
    later.connectSessionCache(fakeCache(vera, Date.now() - later.SESSION_FRESH_MS));
    expect(later.readKnownSession()).toBeUndefined();
  });

  it("selects the account's first organization unless it still belongs to the saved one", async () => {
    const handoff = await freshHandoff();
    const organizations = await import("../api/current-organization");
    organizations.setCurrentOrganizationId("org-2");
    handoff.storeSessionUser(vera);
    expect(organizations.getCurrentOrganizationId()).toBe("org-2");
    organizations.setCurrentOrganizationId("someone-elses");
    handoff.storeSessionUser(vera);
    expect(organizations.getCurrentOrganizationId()).toBe("org-1");
  });

  it("forgets the account in the cache, or as a signed-out answer for the cache to come", async () => {
    const handoff = await freshHandoff();
    const organizations = await import("../api/current-organization");
    handoff.storeSessionUser(vera);
    await handoff.forgetSignedInSession();
    expect(organizations.getCurrentOrganizationId()).toBeNull();
    expect(handoff.readKnownSession()).toBeNull();

    const cache = fakeCache(vera);
    handoff.connectSessionCache(cache);
    await handoff.forgetSignedInSession();
    expect(cache.forget).toHaveBeenCalledOnce();
  });
});
