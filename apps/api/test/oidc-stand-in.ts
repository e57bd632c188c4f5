import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** The identity the stand-in's "consent screen" hands out (Google's claim names). */
export interface StandInProfile {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
  picture?: string;
}

/** What the person does on the consent screen of the next authorizations. */
export type Consent = { profile: StandInProfile } | { deny: true };

interface IssuedCode {
  profile: StandInProfile;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  expiresAt: number;
  used: boolean;
}

export interface TokenRequestRecord {
  grantType: string | null;
  /** How the client authenticated: `basic` (Authorization header) or `body` (client_secret field). */
  clientAuthentication: "basic" | "body" | "none";
  status: number;
}

export interface OidcStandIn {
  /** Base address, e.g. http://127.0.0.1:41234 */
  url: string;
  clientId: string;
  clientSecret: string;
  /** The GOOGLE_* variables that point an app at this stand-in. */
  env(): Record<string, string>;
  /** Sets what the consent screen answers from now on. */
  setConsent(consent: Consent): void;
  /** An ID token as a client would get it from Google, for the tokeninfo endpoint. */
  issueIdToken(profile: StandInProfile, options?: { audience?: string; expiresInSeconds?: number }): string;
  /** Every call that reached /token, oldest first. */
  tokenRequests: TokenRequestRecord[];
  close(): Promise<void>;
}

const base64url = (input: Buffer | string) => Buffer.from(input).toString("base64url");
const sha256base64url = (value: string) => createHash("sha256").update(value).digest("base64url");

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** What an endpoint answers: JSON with a status, or a redirect. */
type Reply = { status: number; json: unknown } | { redirect: string };

const json = (status: number, body: unknown): Reply => ({ status, json: body });

function send(response: ServerResponse, reply: Reply): void {
  if ("redirect" in reply) {
    response.writeHead(302, { location: reply.redirect });
    response.end();
    return;
  }
  response.writeHead(reply.status, { "content-type": "application/json", "cache-control": "no-store" });
  response.end(JSON.stringify(reply.json));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A local stand-in for Google's OAuth 2.0 / OpenID Connect endpoints, strict where Google is
 * strict: registered client and redirect URI, authorization code with PKCE S256, single-use
 * codes, client authentication at the token endpoint, bearer tokens at userinfo and signed ID
 * tokens at tokeninfo. It lets the app's real HTTP flow run without the internet.
 */
export async function startOidcStandIn(options: { redirectUri: string }): Promise<OidcStandIn> {
  const clientId = "stampwise-test-client.apps.googleusercontent.test";
  const clientSecret = `secret-${randomBytes(12).toString("hex")}`;
  const signingKey = randomBytes(32);
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, StandInProfile>();
  const tokenRequests: TokenRequestRecord[] = [];
  let consent: Consent | undefined;
  let issuer = "";

  function signIdToken(claims: Record<string, unknown>): string {
    const header = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
    const payload = base64url(JSON.stringify(claims));
    const signature = createHmac("sha256", signingKey).update(`${header}.${payload}`).digest("base64url");
    return `${header}.${payload}.${signature}`;
  }

  function verifyIdToken(token: string): Record<string, unknown> | undefined {
    const [header, payload, signature, ...rest] = token.split(".");
    if (!header || !payload || !signature || rest.length > 0) return undefined;
    const expected = createHmac("sha256", signingKey).update(`${header}.${payload}`).digest("base64url");
    if (!safeEqual(signature, expected)) return undefined;
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  }

  function issueIdToken(
    profile: StandInProfile,
    tokenOptions: { audience?: string; expiresInSeconds?: number } = {},
  ): string {
    const now = Math.floor(Date.now() / 1000);
    return signIdToken({
      iss: issuer,
      azp: tokenOptions.audience ?? clientId,
      aud: tokenOptions.audience ?? clientId,
      iat: now,
      exp: now + (tokenOptions.expiresInSeconds ?? 3600),
      ...profile,
    });
  }

  function authorize(url: URL): Reply {
    const query = url.searchParams;
    // Like Google: an unknown client or redirect URI gets an error page, never a redirect.
    if (query.get("client_id") !== clientId) return json(400, { error: "invalid_client" });
    const redirectUri = query.get("redirect_uri");
    if (redirectUri !== options.redirectUri) return json(400, { error: "redirect_uri_mismatch" });
    const problems = [
      query.get("response_type") !== "code" && "response_type must be code",
      !query.get("state") && "state is required",
      !query.get("code_challenge") && "code_challenge is required",
      query.get("code_challenge_method") !== "S256" && "code_challenge_method must be S256",
      !(query.get("scope") ?? "").split(" ").includes("openid") && "scope must include openid",
    ].filter(Boolean);
    if (problems.length > 0) return json(400, { error: "invalid_request", problems });
    if (!consent) return json(500, { error: "the test did not set a consent" });

    const back = new URL(redirectUri);
    back.searchParams.set("state", query.get("state") ?? "");
    if ("deny" in consent) {
      back.searchParams.set("error", "access_denied");
    } else {
      const code = `code-${randomBytes(16).toString("hex")}`;
      codes.set(code, {
        profile: consent.profile,
        clientId,
        redirectUri,
        codeChallenge: query.get("code_challenge") ?? "",
        expiresAt: Date.now() + 60_000,
        used: false,
      });
      back.searchParams.set("code", code);
    }
    return { redirect: back.toString() };
  }

  /** Client credentials from HTTP Basic (RFC 6749 §2.3.1) or from the form body. */
  function clientCredentials(request: IncomingMessage, form: URLSearchParams) {
    const header = request.headers.authorization;
    if (header?.startsWith("Basic ")) {
      const decoded = Buffer.from(header.slice(6), "base64").toString("utf8");
      const separator = decoded.indexOf(":");
      const decode = (value: string) => {
        try {
          return decodeURIComponent(value.replaceAll("+", " "));
        } catch {
          return value;
        }
      };
      return {
        kind: "basic" as const,
        id: decode(decoded.slice(0, separator)),
        secret: decode(decoded.slice(separator + 1)),
      };
    }
    if (form.has("client_secret")) {
      return { kind: "body" as const, id: form.get("client_id"), secret: form.get("client_secret") };
    }
    return { kind: "none" as const, id: form.get("client_id"), secret: null };
  }

  async function token(request: IncomingMessage): Promise<Reply> {
    const form = new URLSearchParams(await readBody(request));
    const credentials = clientCredentials(request, form);
    const answer = (status: number, body: unknown): Reply => {
      tokenRequests.push({
        grantType: form.get("grant_type"),
        clientAuthentication: credentials.kind,
        status,
      });
      return json(status, body);
    };
    if (!request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) {
      return answer(400, { error: "invalid_request", error_description: "form body expected" });
    }
    if (
      credentials.id !== clientId ||
      credentials.secret === null ||
      !safeEqual(credentials.secret, clientSecret)
    ) {
      return answer(401, { error: "invalid_client" });
    }
    if (form.get("grant_type") !== "authorization_code")
      return answer(400, { error: "unsupported_grant_type" });
    const issued = codes.get(form.get("code") ?? "");
    if (!issued || issued.used || issued.expiresAt < Date.now() || issued.clientId !== credentials.id) {
      return answer(400, { error: "invalid_grant" });
    }
    // A code is burned on its first presentation, even when the rest of the request is wrong.
    issued.used = true;
    if (form.get("redirect_uri") !== issued.redirectUri) return answer(400, { error: "invalid_grant" });
    const verifier = form.get("code_verifier") ?? "";
    if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) || sha256base64url(verifier) !== issued.codeChallenge) {
      return answer(400, { error: "invalid_grant", error_description: "code_verifier does not match" });
    }
    const accessToken = `at-${randomBytes(24).toString("hex")}`;
    accessTokens.set(accessToken, issued.profile);
    return answer(200, {
      access_token: accessToken,
      token_type: "Bearer",
      expires_in: 3599,
      scope: "openid email profile",
      id_token: issueIdToken(issued.profile),
    });
  }

  function userinfo(request: IncomingMessage): Reply {
    const header = request.headers.authorization ?? "";
    const profile = header.startsWith("Bearer ") ? accessTokens.get(header.slice(7)) : undefined;
    if (!profile) return json(401, { error: "invalid_token" });
    return json(200, profile);
  }

  function tokeninfo(url: URL): Reply {
    const claims = verifyIdToken(url.searchParams.get("id_token") ?? "");
    if (!claims) return json(400, { error: "invalid_token", error_description: "Invalid Value" });
    // Google's tokeninfo answers every claim as a string.
    return json(200, Object.fromEntries(Object.entries(claims).map(([key, value]) => [key, String(value)])));
  }

  async function route(request: IncomingMessage, url: URL): Promise<Reply> {
    switch (`${request.method} ${url.pathname}`) {
      case "GET /authorize":
        return authorize(url);
      case "POST /token":
        return token(request);
      case "GET /userinfo":
        return userinfo(request);
      case "GET /tokeninfo":
        return tokeninfo(url);
      default:
        return json(404, { error: "not_found" });
    }
  }

  const server = createServer((request, response) => {
    route(request, new URL(request.url ?? "/", issuer))
      .catch((error: unknown) => json(500, { error: String(error) }))
      .then((reply) => send(response, reply));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: issuer,
    clientId,
    clientSecret,
    env: () => ({
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: clientSecret,
      GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
      GOOGLE_TOKEN_URL: `${issuer}/token`,
      GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
      GOOGLE_TOKENINFO_URL: `${issuer}/tokeninfo`,
    }),
    setConsent(next) {
      consent = next;
    },
    issueIdToken,
    tokenRequests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
