import { createPublicKey, generateKeyPairSync, randomUUID, sign, verify } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export const TEST_ISSUER_ID = "3388000000022123456";
const SCOPE = "https://www.googleapis.com/auth/wallet_object.issuer";
const API_PATH = "/walletobjects/v1";

/** A service account's JSON key as Google's console gives it, with a key pair made here. */
export function makeServiceAccount() {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
  const clientEmail = "stampwise-wallet@stampwise-test.iam.gserviceaccount.com";
  const json = JSON.stringify({
    type: "service_account",
    project_id: "stampwise-test",
    private_key_id: "0123456789abcdef",
    private_key: privateKey,
    client_email: clientEmail,
    token_uri: "https://oauth2.googleapis.com/token",
  });
  return { clientEmail, privateKey, publicKey, json };
}

export type ServiceAccount = ReturnType<typeof makeServiceAccount>;

/** The app's environment for Google Wallet with this service account and this stand-in. */
export function googleWalletEnv(account: ServiceAccount, standInUrl: string): Record<string, string> {
  return {
    GOOGLE_WALLET_ISSUER_ID: TEST_ISSUER_ID,
    GOOGLE_WALLET_SERVICE_ACCOUNT: account.json,
    GOOGLE_WALLET_API_URL: `${standInUrl}${API_PATH}`,
    GOOGLE_WALLET_TOKEN_URL: `${standInUrl}/token`,
    GOOGLE_WALLET_SAVE_URL: `${standInUrl}/save`,
  };
}

export interface WalletApiCall {
  method: string;
  kind: "loyaltyClass" | "loyaltyObject";
  id: string | undefined;
  body: Record<string, unknown> | undefined;
  status: number;
  at: number;
}

/** The payload of a compact JWT whose RS256 signature the key verifies; undefined otherwise. */
function verifiedClaims(jwt: string, publicKey: ReturnType<typeof createPublicKey>) {
  const [header, claims, signature] = jwt.split(".");
  if (!header || !claims || !signature) return undefined;
  const { alg } = JSON.parse(Buffer.from(header, "base64url").toString()) as { alg?: string };
  if (alg !== "RS256") return undefined;
  const valid = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    publicKey,
    Buffer.from(signature, "base64url"),
  );
  return valid
    ? (JSON.parse(Buffer.from(claims, "base64url").toString()) as Record<string, unknown>)
    : undefined;
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      text += chunk;
    });
    request.on("end", () => resolve(text));
    request.on("error", reject);
  });
}

/**
 * Google's OAuth2 token endpoint and Wallet API on 127.0.0.1 (node:http). The token endpoint takes
 * a JWT-bearer grant only when the assertion is signed by the service account's key and names it,
 * the Wallet scope and this endpoint; the API takes only the access tokens it gave. Loyalty classes
 * and objects are kept as Google keeps them: an insert of an id that exists answers 409, a patch
 * or get of one that does not 404, a patch merges its fields. `failWith` makes every API call
 * answer that status; `calls` records them.
 */
/**
 * Google's token endpoint and Wallet API on 127.0.0.1 (`port`, else any free one), and its save
 * page: `GET /save/<jwt>` answers a page saying the pass was saved when the token is signed by the
 * service account for Google and names objects that exist, and one saying it is not otherwise.
 */
export async function startGoogleWalletStandIn(
  account: ServiceAccount,
  port = 0,
  /** Google's side of the callbacks: with it, a save calls back the class's callback address. */
  callbacks?: GoogleCallbackSigner,
) {
  const publicKey = createPublicKey(account.publicKey);
  const accessTokens = new Set<string>();
  const stored = {
    loyaltyClass: new Map<string, Record<string, unknown>>(),
    loyaltyObject: new Map<string, Record<string, unknown>>(),
  };
  const calls: WalletApiCall[] = [];
  /** `delayMs`: Google slow or hanging, every API answer held that long. */
  const state = { tokenRequests: 0, failWith: undefined as number | undefined, delayMs: 0, url: "" };

  function answer(response: http.ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  }

  async function token(request: http.IncomingMessage, response: http.ServerResponse) {
    state.tokenRequests++;
    const form = new URLSearchParams(await readBody(request));
    const claims = verifiedClaims(form.get("assertion") ?? "", publicKey);
    const now = Date.now() / 1000;
    const valid =
      form.get("grant_type") === "urn:ietf:params:oauth:grant-type:jwt-bearer" &&
      claims?.iss === account.clientEmail &&
      claims.scope === SCOPE &&
      claims.aud === `${state.url}/token` &&
      typeof claims.exp === "number" &&
      claims.exp > now &&
      typeof claims.iat === "number" &&
      claims.iat <= now + 5;
    if (!valid) return answer(response, 400, { error: "invalid_grant" });
    const accessToken = `ya29.${randomUUID()}`;
    accessTokens.add(accessToken);
    return answer(response, 200, { access_token: accessToken, expires_in: 3599, token_type: "Bearer" });
  }

  async function walletObjects(request: http.IncomingMessage, response: http.ServerResponse) {
    const [, kind, encodedId] = /^\/walletobjects\/v1\/(loyaltyClass|loyaltyObject)(?:\/([^/?]+))?$/.exec(
      request.url ?? "",
    ) ?? [undefined, undefined, undefined];
    const text = await readBody(request);
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    if (kind !== "loyaltyClass" && kind !== "loyaltyObject") return answer(response, 404, {});
    const id = encodedId === undefined ? undefined : decodeURIComponent(encodedId);
    const record = (status: number) =>
      calls.push({
        method: request.method ?? "",
        kind,
        id: id ?? (body?.id as string),
        body,
        status,
        at: Date.now(),
      });
    if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (!bearer || !accessTokens.has(bearer)) {
      record(401);
      return answer(response, 401, { error: { code: 401, message: "Request had invalid credentials." } });
    }
    if (state.failWith) {
      record(state.failWith);
      return answer(response, state.failWith, { error: { code: state.failWith, message: "Backend Error" } });
    }
    const resources = stored[kind];
    if (request.method === "POST" && id === undefined && body && typeof body.id === "string") {
      if (resources.has(body.id)) {
        record(409);
        return answer(response, 409, { error: { code: 409, message: "Resource already exists" } });
      }
      resources.set(body.id, body);
      record(200);
      return answer(response, 200, body);
    }
    const existing = id === undefined ? undefined : resources.get(id);
    if (!existing || id === undefined) {
      record(404);
      return answer(response, 404, { error: { code: 404, message: "Resource not found" } });
    }
    if (request.method === "GET") {
      record(200);
      return answer(response, 200, existing);
    }
    if (request.method === "PATCH" && body) {
      const merged = { ...existing, ...body };
      resources.set(id, merged);
      record(200);
      return answer(response, 200, merged);
    }
    record(400);
    return answer(response, 400, { error: { code: 400, message: "Bad request" } });
  }

  /** Google telling the issuer's server of saves, where the object's class asks for it. */
  async function callBack(objectIds: string[]) {
    for (const objectId of objectIds) {
      const classId = stored.loyaltyObject.get(objectId)?.classId;
      const url = (stored.loyaltyClass.get(String(classId))?.callbackOptions as { url?: string } | undefined)
        ?.url;
      if (!callbacks || !url) continue;
      await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(callbacks.callbackBody({ objectId, eventType: "save" })),
      }).catch(() => undefined);
    }
  }

  async function savePage(request: http.IncomingMessage, response: http.ServerResponse) {
    const jwt = decodeURIComponent((request.url ?? "").slice("/save/".length));
    const claims = verifiedClaims(jwt, publicKey) as
      | { aud?: string; typ?: string; payload?: { loyaltyObjects?: { id?: string }[] } }
      | undefined;
    const ids = (claims?.payload?.loyaltyObjects ?? []).map((object) => object.id ?? "");
    const saved =
      claims?.aud === "google" &&
      claims.typ === "savetowallet" &&
      ids.length > 0 &&
      ids.every((id) => stored.loyaltyObject.has(id));
    if (saved) await callBack(ids);
    response.writeHead(saved ? 200 : 400, { "content-type": "text/html; charset=utf-8" });
    const title = saved ? "Saved to Google Wallet" : "This save link is not valid";
    response.end(
      `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1>` +
        `<p data-saved-objects="${ids.join(" ").replace(/[^0-9A-Za-z._ -]/g, "")}">Google Wallet (test stand-in)</p></main></body></html>`,
    );
  }

  const server = http.createServer((request, response) => {
    if (request.method === "GET" && request.url?.startsWith("/save/")) {
      savePage(request, response).catch(() => answer(response, 500, {}));
      return;
    }
    if (request.method === "GET" && request.url === "/health") return answer(response, 200, { ok: true });
    const handle = request.url === "/token" && request.method === "POST" ? token : walletObjects;
    handle(request, response).catch(() => answer(response, 500, {}));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: state.url,
    calls,
    classes: stored.loyaltyClass,
    objects: stored.loyaltyObject,
    state,
    /** Google losing an object (deleted on its side): the next patch of it answers 404. */
    forget: (objectId: string) => stored.loyaltyObject.delete(objectId),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type GoogleWalletStandIn = Awaited<ReturnType<typeof startGoogleWalletStandIn>>;

/**
 * Google's side of the save and delete callbacks: a root signing key (published as Google's keys
 * file is) and an intermediate key it signs, which signs each message (ECv2SigningOnly).
 */
export function makeGoogleCallbackSigner(given?: GoogleCallbackKeys) {
  const ecKeys = () => {
    const pair = generateKeyPairSync("ec", {
      namedCurve: "prime256v1",
      publicKeyEncoding: { type: "spki", format: "der" },
      privateKeyEncoding: { type: "pkcs8", format: "pem" },
    });
    return { publicKey: pair.publicKey.toString("base64"), privateKey: pair.privateKey };
  };
  /** The key pairs (public keys as base64 DER): another process makes the same signer from them. */
  const keys: GoogleCallbackKeys = given ?? { root: ecKeys(), intermediate: ecKeys() };
  const { root, intermediate } = keys;
  const keysJson = JSON.stringify({
    keys: [{ keyValue: root.publicKey, protocolVersion: "ECv2SigningOnly" }],
  });
  const prefixed = (...parts: string[]) =>
    Buffer.concat(
      parts.flatMap((part) => {
        const bytes = Buffer.from(part, "utf8");
        const length = Buffer.alloc(4);
        length.writeUInt32LE(bytes.length);
        return [length, bytes];
      }),
    );
  const signWith = (privateKey: string, data: Buffer) => sign("sha256", data, privateKey).toString("base64");

  /** The body Google posts for `message`, signed for `issuerId` (a stranger's root key if told). */
  function callbackBody(
    message: { objectId: string; eventType: "save" | "del"; nonce?: string; expTimeMillis?: number },
    options: { issuerId?: string; keyExpiration?: number; rootPrivateKey?: string } = {},
  ) {
    const signedKey = JSON.stringify({
      keyValue: intermediate.publicKey,
      keyExpiration: String(options.keyExpiration ?? Date.now() + 3_600_000),
    });
    const signedMessage = JSON.stringify({
      classId: `${options.issuerId ?? TEST_ISSUER_ID}.card-any`,
      objectId: message.objectId,
      expTimeMillis: message.expTimeMillis ?? Date.now() + 60_000,
      eventType: message.eventType,
      nonce: message.nonce ?? randomUUID(),
    });
    const issuerId = options.issuerId ?? TEST_ISSUER_ID;
    return {
      signature: signWith(
        intermediate.privateKey,
        prefixed("GooglePayPasses", issuerId, "ECv2SigningOnly", signedMessage),
      ),
      intermediateSigningKey: {
        signedKey,
        signatures: [
          signWith(
            options.rootPrivateKey ?? root.privateKey,
            prefixed("GooglePayPasses", "ECv2SigningOnly", signedKey),
          ),
        ],
      },
      protocolVersion: "ECv2SigningOnly",
      signedMessage,
    };
  }
  return { keys, keysJson, callbackBody, strangerRootKey: () => ecKeys().privateKey };
}

export interface GoogleCallbackKeys {
  root: { publicKey: string; privateKey: string };
  intermediate: { publicKey: string; privateKey: string };
}

export type GoogleCallbackSigner = ReturnType<typeof makeGoogleCallbackSigner>;
