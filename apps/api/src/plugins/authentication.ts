import { API_KEY_PATTERN, ORGANIZATION_HEADER, SIGNED_IN_HINT_COOKIE } from "@stampwise/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { AppError, unauthenticated } from "../lib/app-error";
import { documentGuard } from "../lib/openapi";
import type { ApiKeyPrincipal, ApiKeysService } from "../modules/api-keys/api-keys.service";
import {
  type ActiveSession,
  resolveSession,
  type SessionSettings,
  sessionTtlSeconds,
} from "../modules/auth/sessions.repository";
import type { Actor } from "../modules/ledger/ledger.service";
import { apiKeyScopeOfRoute } from "./api-key-scopes";

export const SESSION_COOKIE = "sw_session";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `requireUser`; read it through `currentSession(request)`. */
    activeSession?: ActiveSession;
    /** Set by `requireUser` when the request was signed with an API key instead of a session. */
    apiKey?: ApiKeyPrincipal;
  }
}

export interface SessionCookieOptions {
  secure: boolean;
  maxAgeSeconds: number;
}

function sessionCookieAttributes(options: SessionCookieOptions) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: options.secure,
    maxAge: options.maxAgeSeconds,
  };
}

export function setSessionCookie(reply: FastifyReply, token: string, options: SessionCookieOptions): void {
  reply.setCookie(SESSION_COOKIE, token, sessionCookieAttributes(options));
  setSignedInHint(reply, options.secure);
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: "/", sameSite: "lax", secure });
}

/** A year: the session may be renewed where no cookie can be set (an event stream), and pages re-sync it. */
const HINT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function setSignedInHint(reply: FastifyReply, secure: boolean): void {
  reply.setCookie(SIGNED_IN_HINT_COOKIE, "1", {
    path: "/",
    sameSite: "lax",
    secure,
    maxAge: HINT_MAX_AGE_SECONDS,
  });
}

/**
 * Every page the server sends brings the signed-in hint in line with the session cookie it was
 * asked with (whether it is still valid, the apps ask when the hint is there): a session from
 * before the hint existed gets one, and a hint whose session cookie expired goes.
 */
export function registerSignedInHint(app: FastifyInstance, secure: boolean): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (!String(reply.getHeader("content-type") ?? "").startsWith("text/html")) return payload;
    const session = request.cookies[SESSION_COOKIE] !== undefined;
    const hinted = request.cookies[SIGNED_IN_HINT_COOKIE] !== undefined;
    if (session && !hinted) setSignedInHint(reply, secure);
    if (!session && hinted) reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: "/", sameSite: "lax", secure });
    return payload;
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The organization an admin request names, when well formed; the tenancy guard judges the rest. */
function namedOrganization(request: FastifyRequest): string | undefined {
  const header = request.headers[ORGANIZATION_HEADER];
  return typeof header === "string" && UUID.test(header) ? header : undefined;
}

function apiKeyNotAccepted(message: string): AppError {
  return new AppError(401, "API_KEY_NOT_ACCEPTED", message);
}

/**
 * The key of an `Authorization: Bearer` header; undefined when the request sends none. Another
 * scheme is not ours to judge: a proxy's password prompt in front of the site (Basic) rides along
 * on every request of the apps and must not turn their sessions away.
 */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined || !/^Bearer(\s|$)/i.test(header)) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw apiKeyNotAccepted("Send an API key as `Authorization: Bearer <key>`");
  return match[1];
}

/**
 * A browser says where a request comes from (`Sec-Fetch-Site` on every request, `Origin` on
 * cross-origin ones and posts); a till or a server does not. (`Sec-Fetch-Mode` proves nothing:
 * Node's own fetch sends it.) A key must never sit in a web page, where anyone can read it.
 */
function sentByBrowser(request: FastifyRequest): boolean {
  return request.headers.origin !== undefined || request.headers["sec-fetch-site"] !== undefined;
}

/**
 * Builds the preHandlers that routes list to require a signed-in account. Sessions are looked
 * up only where a route asks, so public routes never touch the sessions table.
 *
 * A request may instead carry an organization's API key (`Authorization: Bearer swk_…`). It then
 * acts for that organization as an admin (so owners' routes refuse it), in the name of the owner
 * who made the key, on the routes that take keys and within the key's scope (checked by the
 * tenancy guard). A key and a session never mix: both at once, a key in the session cookie, a key
 * from a browser, or a key on a route of the apps is refused.
 */
export function createAuthentication(deps: {
  db: Db;
  sessions: SessionSettings;
  secureCookies: boolean;
  apiKeys: ApiKeysService;
}) {
  const ttlSeconds = sessionTtlSeconds(deps.sessions);

  async function loadApiKeySession(request: FastifyRequest, token: string): Promise<ActiveSession> {
    if (request.cookies[SESSION_COOKIE] !== undefined) {
      throw apiKeyNotAccepted("Send either an API key or a session cookie, not both");
    }
    if (sentByBrowser(request)) {
      throw apiKeyNotAccepted("API keys are for servers and tills: a browser must never hold one");
    }
    if (!apiKeyScopeOfRoute(request)) {
      throw apiKeyNotAccepted(
        "This route takes no API key: keys work on the organization's routes, not the apps', the team's or owners'",
      );
    }
    const key = await deps.apiKeys.authenticate(token, request.ip);
    request.apiKey = key;
    request.activeSession = {
      sessionId: `api-key:${key.id}`,
      user: key.maker,
      membership: { organizationId: key.organizationId, role: "admin" },
    };
    return request.activeSession;
  }

  async function loadSession(request: FastifyRequest, reply: FastifyReply) {
    if (request.activeSession) return request.activeSession;
    const bearer = bearerToken(request);
    if (bearer !== undefined) return loadApiKeySession(request, bearer);
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return undefined;
    if (API_KEY_PATTERN.test(token)) {
      throw apiKeyNotAccepted("An API key goes in the Authorization header, never in a cookie");
    }
    const session = await resolveSession(deps.db, deps.sessions, token, namedOrganization(request));
    if (!session) return undefined;
    if (session.renewedUntil) {
      setSessionCookie(reply, token, {
        secure: deps.secureCookies,
        maxAgeSeconds: ttlSeconds,
      });
    }
    request.activeSession = session;
    return session;
  }

  return {
    loadSession,
    /**
     * The Set-Cookie line for a session the request renewed, for responses written past Fastify
     * (event streams), where the cookie plugin never gets to add it. Undefined when not renewed.
     */
    renewedSessionCookie(request: FastifyRequest): string | undefined {
      const token = request.cookies[SESSION_COOKIE];
      if (!request.activeSession?.renewedUntil || !token) return undefined;
      return request.server.serializeCookie(
        SESSION_COOKIE,
        token,
        sessionCookieAttributes({ secure: deps.secureCookies, maxAgeSeconds: ttlSeconds }),
      );
    },
    requireUser: documentGuard(async function requireUser(request: FastifyRequest, reply: FastifyReply) {
      const session = await loadSession(request, reply);
      if (!session) throw unauthenticated();
    }, "session"),
  };
}

export type Authentication = ReturnType<typeof createAuthentication>;

/** The signed-in account of a route guarded by `requireUser` (for a key: the owner who made it). */
export function currentSession(request: FastifyRequest): ActiveSession {
  if (!request.activeSession) throw unauthenticated();
  return request.activeSession;
}

/** Who a change is made by, as the ledger records it: the account, and the API key it came through. */
export function currentActor(request: FastifyRequest): Actor {
  return { userId: currentSession(request).user.id, apiKeyId: request.apiKey?.id ?? null };
}
