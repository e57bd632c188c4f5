import { createPrivateKey, type KeyObject } from "node:crypto";
import type { GoogleLoyaltyClass, GoogleLoyaltyObject, GoogleLoyaltyObjectFields } from "./google-pass";
import type { GoogleWalletSettings } from "./google-wallet.config";
import { signRs256Jwt } from "./rs256-jwt";

const SCOPE = "https://www.googleapis.com/auth/wallet_object.issuer";
const JWT_BEARER_GRANT = "urn:ietf:params:oauth:grant-type:jwt-bearer";
/** The assertion's life: Google takes at most an hour. */
const ASSERTION_SECONDS = 3600;
/** An access token is renewed this long before Google says it ends, so none is sent as it expires. */
const TOKEN_MARGIN_SECONDS = 120;
const REQUEST_TIMEOUT_MS = 10_000;

/** Google's API could not be reached, or answered something other than what the call expects. */
export class GoogleWalletApiError extends Error {
  constructor(
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = "GoogleWalletApiError";
  }
}

/** An insert made the resource, or found it there already (409): both leave it in place. */
export type InsertOutcome = "created" | "exists";

async function send(url: string, init: RequestInit): Promise<{ status: number; text: string }> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    throw new GoogleWalletApiError(undefined, `Google Wallet unreachable: ${(error as Error).message}`);
  }
}

function failure(what: string, status: number, text: string): GoogleWalletApiError {
  return new GoogleWalletApiError(status, `Google Wallet ${what}: ${status} ${text.slice(0, 300)}`);
}

/**
 * A client of Google's Wallet REST API acting as the issuer's service account: an OAuth2 access
 * token got with a JWT-bearer grant (an RS256 assertion signed with the account's key), kept
 * until shortly before it ends and shared by concurrent calls; every call bounded by 10 s.
 */
export function createGoogleWalletApi(settings: GoogleWalletSettings) {
  const key: KeyObject = createPrivateKey(settings.privateKey);
  let token: { value: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function fetchAccessToken(): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const assertion = signRs256Jwt(
      {
        iss: settings.clientEmail,
        scope: SCOPE,
        aud: settings.tokenUrl,
        iat: now,
        exp: now + ASSERTION_SECONDS,
      },
      key,
    );
    const { status, text } = await send(settings.tokenUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: JWT_BEARER_GRANT, assertion }).toString(),
    });
    if (status !== 200) throw failure("token", status, text);
    let answer: { access_token?: unknown; expires_in?: unknown };
    try {
      answer = JSON.parse(text);
    } catch {
      throw failure("token (not JSON)", status, text);
    }
    if (typeof answer.access_token !== "string") throw failure("token (no access_token)", status, text);
    const lifetime = typeof answer.expires_in === "number" ? answer.expires_in : ASSERTION_SECONDS;
    token = {
      value: answer.access_token,
      renewAt: Date.now() + Math.max(0, lifetime - TOKEN_MARGIN_SECONDS) * 1000,
    };
    return token.value;
  }

  function accessToken(): Promise<string> {
    if (token && Date.now() < token.renewAt) return Promise.resolve(token.value);
    pending ??= fetchAccessToken().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  /** One call with the current token; a 401 (the token revoked early) gets one more try with a new one. */
  async function call(method: string, path: string, body?: object) {
    const attempt = async () =>
      send(`${settings.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          ...(body ? { "content-type": "application/json" } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
    const first = await attempt();
    if (first.status !== 401) return first;
    token = undefined;
    return attempt();
  }

  async function insert(
    kind: "loyaltyClass" | "loyaltyObject",
    resource: { id: string },
  ): Promise<InsertOutcome> {
    const { status, text } = await call("POST", `/${kind}`, resource);
    if (status === 200) return "created";
    if (status === 409) return "exists";
    throw failure(`${kind} insert`, status, text);
  }

  return {
    insertClass: (loyaltyClass: GoogleLoyaltyClass) => insert("loyaltyClass", loyaltyClass),
    insertObject: (loyaltyObject: GoogleLoyaltyObject) => insert("loyaltyObject", loyaltyObject),
    /** Writes the fields given over the object's; `missing` when Google has no such object. */
    async patchObject(loyaltyObject: GoogleLoyaltyObjectFields): Promise<"patched" | "missing"> {
      const { status, text } = await call(
        "PATCH",
        `/loyaltyObject/${encodeURIComponent(loyaltyObject.id)}`,
        loyaltyObject,
      );
      if (status === 200) return "patched";
      if (status === 404) return "missing";
      throw failure("loyaltyObject patch", status, text);
    },
  };
}

export type GoogleWalletApi = ReturnType<typeof createGoogleWalletApi>;
