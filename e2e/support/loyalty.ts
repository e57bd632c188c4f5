import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";

/**
 * Set-up for the loyalty tests through the real admin API, for what a test is not about (the
 * journey itself makes its card and code through the screens). `request` must carry an admin's
 * session: `page.request` after `signIn(page, admin)`.
 */

const ORGANIZATION_HEADER = "x-organization-id";

async function expectOk(response: { ok(): boolean; status(): number; text(): Promise<string> }) {
  expect(response.ok(), `${response.status()}: ${await response.text()}`).toBe(true);
}

/** The signed-in admin's organization (a fresh admin has exactly one). */
export async function organizationIdOf(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/auth/is-authenticated");
  await expectOk(response);
  const answer = (await response.json()) as { data: { user: { organizations: { id: string }[] } } };
  const organization = answer.data.user.organizations[0];
  if (!organization) throw new Error("the signed-in account has no organization");
  return organization.id;
}

/** The signed-in account's user id (a customer's, for postings made to them). */
export async function userIdOf(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/auth/is-authenticated");
  await expectOk(response);
  return ((await response.json()) as { data: { user: { id: string } } }).data.user.id;
}

/** Calls of one organization's admin API. */
export function adminApi(request: APIRequestContext, organizationId: string) {
  const headers = { [ORGANIZATION_HEADER]: organizationId };
  const send = async <T>(method: "GET" | "POST" | "PATCH", path: string, data?: unknown): Promise<T> => {
    const response = await request.fetch(`/api${path}`, { method, headers, data });
    await expectOk(response);
    return (await response.json()) as T;
  };

  return {
    createStampCard: (card: { name: string; description: string; stampsRequired: number }) =>
      send<{ id: string; name: string }>("POST", "/loyalty-card", card),

    /** Stamps given by hand, as the profile's dialog gives them. */
    giveStamps: (posting: { userId: string; loyaltyCardId: string; delta: number }) =>
      send<{ id: string }>("POST", "/transaction", {
        ...posting,
        source: "manual",
        idempotencyKey: `e2e-${crypto.randomUUID()}`,
      }),

    createQrCode: (code: { stampCardId: string; stamps: number; description: string }) =>
      send<{ id: string }>("POST", "/qrcode", { type: "stamp", ...code }),

    /** What the Show dialog does: mints a single-use code and answers the URL it encodes. */
    mintCounterCode: (qrCodeId: string) =>
      send<{ instanceId: string; url: string }>(
        "GET",
        `/qrcode/generate-action?${new URLSearchParams({ qrCodeId })}`,
      ),

    /** What the join code's screen at the till does: mints a single-use join code. */
    mintJoinCode: () => send<{ instanceId: string; url: string }>("GET", "/join-code/generate"),

    /** A points program; what the test leaves out reads like the demo café's. */
    createLoyaltyProgram: (program: {
      name: string;
      pointsName: string;
      pointsExpiresMonths?: number;
      descriptionTitle?: string;
      descriptionContent?: string;
      pointsPerVisit?: number;
      pointsPerKrona?: number;
      pointValueKronor?: number | null;
    }) =>
      send<{ id: string }>("POST", "/loyalty-program", {
        pointsExpiresMonths: 12,
        descriptionTitle: "Collect points",
        descriptionContent: "Points for every krona you spend.",
        ...program,
      }),

    updateLoyaltyProgram: (id: string, changes: { pointsName?: string; active?: boolean }) =>
      send<{ id: string }>("PATCH", `/loyalty-program/${id}`, changes),

    createLoyaltyLevel: (level: { name: string; requiredPoints: number }) =>
      send<{ id: string }>("POST", "/loyalty-level", level),

    createPointsReward: (reward: { name: string; pointsCost: number }) =>
      send<{ id: string }>("POST", "/points-reward", reward),

    /** An API key for the organization's till (Settings → Integrations), shown this once. */
    createApiKey: (apiKey: { name: string; scope: "read" | "counter" | "full" }) =>
      send<{ key: string }>("POST", "/api-key", apiKey),

    /** Points given at the counter, once per idempotency key. */
    earnPoints: (userId: string, points: number) =>
      send<{ balance: number }>("POST", "/points-transaction/earn", {
        userId,
        points,
        idempotencyKey: `e2e-${randomUUID()}`,
      }),

    /** A correction on the profile, either way, with the reason staff give. */
    adjustPoints: (userId: string, delta: number, reason: string) =>
      send<{ balance: number }>("POST", "/points-transaction/adjust", {
        userId,
        delta,
        reason,
        idempotencyKey: `e2e-${randomUUID()}`,
      }),

    /** A target group; no rule groups selects every customer. */
    createTargetGroup: (group: { name: string; rules?: unknown }) =>
      send<{ id: string }>("POST", "/target-group", { rules: { groups: [] }, ...group }),

    createCommunication: (communication: {
      title: string;
      deliveryType: "instant" | "continuous";
      targetGroupId: string;
      media: ("email" | "sms" | "in_app")[];
      inApp?: { title: string; body: string };
      email?: { subject: string; body: string };
    }) => send<{ id: string }>("POST", "/communication", communication),

    /** Scheduled for `at` (in the future): the engine sends it then. */
    scheduleCommunication: (id: string, at: Date) =>
      send<{ status: string }>("PATCH", `/communication/${id}`, {
        status: "scheduled",
        scheduledFor: at.toISOString(),
      }),

    updateFraudRules: (rules: { scanCooldownSeconds?: number; maxScanStampsPerHour?: number }) =>
      send<{ scanCooldownSeconds: number; maxScanStampsPerHour: number }>(
        "PATCH",
        "/organization/fraud-rules",
        rules,
      ),
  };
}

/** A stamp card with one counter QR code, made through the API. */
export async function stampCardWithQrCode(
  request: APIRequestContext,
  {
    cardName,
    qrDescription,
    stampsRequired = 8,
    stamps = 1,
  }: { cardName: string; qrDescription: string; stampsRequired?: number; stamps?: number },
) {
  const api = adminApi(request, await organizationIdOf(request));
  const card = await api.createStampCard({
    name: cardName,
    description: "Every coffee counts.",
    stampsRequired,
  });
  const qrCode = await api.createQrCode({ stampCardId: card.id, stamps, description: qrDescription });
  return { api, card, qrCode };
}

/**
 * The customer joins the organization by their own act, as at the till: the admin's screen shows a
 * join code and the customer's phone (`customerRequest`, signed in as them) claims it. Staff give
 * stamps, points and gift cards to customers only.
 */
export async function customerJoins(
  api: ReturnType<typeof adminApi>,
  customerRequest: APIRequestContext,
): Promise<void> {
  const { instanceId } = await api.mintJoinCode();
  await expectOk(await customerRequest.post(`/api/join-code/instance/${instanceId}/join`));
}

/** A request context of its own signed in as the account, through the real login (no browser). */
export async function signedInRequest(
  requests: { newContext(options: { baseURL: string }): Promise<APIRequestContext> },
  baseURL: string,
  account: { email: string; password: string; role: "admin" | "user" },
): Promise<APIRequestContext> {
  const context = await requests.newContext({ baseURL });
  await expectOk(
    await context.post("/api/auth/login", {
      data: { email: account.email, password: account.password, loginType: account.role },
    }),
  );
  return context;
}
