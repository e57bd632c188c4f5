import { ORGANIZATION_HEADER, SIGNED_IN_HINT_COOKIE } from "@stampwise/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { unauthenticated } from "../lib/app-error";
import { documentGuard } from "../lib/openapi";
import {
  type ActiveSession,
  resolveSession,
  type SessionSettings,
  sessionTtlSeconds,
} from "../modules/auth/sessions.repository";

export const SESSION_COOKIE = "sw_session";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `requireUser`; read it through `currentSession(request)`. */
    activeSession?: ActiveSession;
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

/**
 * Builds the preHandlers that routes list to require a signed-in account. Sessions are looked
 * up only where a route asks, so public routes never touch the sessions table.
 */
export function createAuthentication(deps: { db: Db; sessions: SessionSettings; secureCookies: boolean }) {
  const ttlSeconds = sessionTtlSeconds(deps.sessions);
  async function loadSession(request: FastifyRequest, reply: FastifyReply) {
    if (request.activeSession) return request.activeSession;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return undefined;
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

/** The signed-in account of a route guarded by `requireUser`. */
export function currentSession(request: FastifyRequest): ActiveSession {
  if (!request.activeSession) throw unauthenticated();
  return request.activeSession;
}
