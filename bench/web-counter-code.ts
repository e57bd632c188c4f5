/**
 * Real counter codes for the web bench: what a customer's camera opens at the till. The demo
 * organization's owner makes a stamp card and a counter QR code through the API once; each
 * `mint()` then asks for a fresh single-use code as the admin's Show dialog does (they expire
 * after 5 minutes, so the bench mints one per page it opens).
 */
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from "../apps/api/src/seed/demo";

type Json = Record<string, unknown>;
type Headers = Record<string, string>;

/** The demo owner signed in through the API: a caller with their session and organization. */
export async function ownerSession(base: string) {
  // Mutating requests must name the app's own Origin, as a browser would.
  const call = async (path: string, init: { method?: string; body?: Json; headers?: Headers } = {}) => {
    const response = await fetch(base + path, {
      method: init.method ?? (init.body ? "POST" : "GET"),
      headers: { "content-type": "application/json", origin: base, ...init.headers },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return response;
  };

  const login = await call("/api/auth/login", {
    body: { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD, loginType: "admin" },
  });
  const cookie = login.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error("the owner's login set no session cookie");
  const session = (await (await call("/api/auth/is-authenticated", { headers: { cookie } })).json()) as {
    data: { user: { organizations: { id: string }[] } };
  };
  const organizationId = session.data.user.organizations[0]?.id;
  if (!organizationId) throw new Error("the demo owner has no organization");
  const headers = { cookie, "x-organization-id": organizationId };
  return { call, headers };
}

/** The editor of the demo's welcome message (the seed writes one through the API). */
export async function demoCommunicationPath(base: string): Promise<string> {
  const { call, headers } = await ownerSession(base);
  const communications = (await (await call("/api/communication", { headers })).json()) as { id: string }[];
  const first = communications[0];
  if (!first) throw new Error("the demo organization has no communication");
  return `/admin/communications/${first.id}`;
}

export async function createCounterCodeMinter(base: string): Promise<{ mint(): Promise<string> }> {
  const { call, headers } = await ownerSession(base);

  const card = (await (
    await call("/api/loyalty-card", {
      headers,
      body: { name: "Bench coffee card", description: "Every tenth coffee free", stampsRequired: 10 },
    })
  ).json()) as { id: string };
  const qrCode = (await (
    await call("/api/qrcode", {
      headers,
      body: { type: "stamp", stampCardId: card.id, stamps: 1, description: "Coffee at the till" },
    })
  ).json()) as { id: string };

  return {
    async mint() {
      const query = new URLSearchParams({ qrCodeId: qrCode.id });
      const minted = (await (await call(`/api/qrcode/generate-action?${query}`, { headers })).json()) as {
        url: string;
      };
      // The code encodes PUBLIC_URL + /app/redeem/<id>; the bench opens the path on its own base.
      return new URL(minted.url).pathname;
    },
  };
}
