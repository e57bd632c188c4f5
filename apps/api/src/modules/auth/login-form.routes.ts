import { AppRedirectPathSchema, LoginRequestSchema } from "@stampwise/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppInstance } from "../../app-types";
import { AppError } from "../../lib/app-error";
import { setSessionCookie } from "../../plugins/authentication";
import type { AuthService } from "./auth.service";

export interface LoginFormRouteDeps {
  auth: AuthService;
  secureCookies: boolean;
  sessionTtlSeconds: number;
  publicUrl: string;
}

/** Where the customer app lives, and its login page (the form posts to its own address). */
const APP_BASE = "/app";
const LOGIN_PAGE = `${APP_BASE}/login`;
/** A form of an email and a password is a few hundred bytes; anything far larger is not one. */
const FORM_BODY_LIMIT = 8 * 1024;
/** Sign-in screens: returning to one after signing in would loop (the app refuses them too). */
const SIGN_IN_SCREENS = /^\/(login|signup|verify|oauth|reset-password)(\/|$|\?|#)/i;

type FormBody = URLSearchParams;

/**
 * The customer login posted as a plain HTML form (decision 036): the prerendered login page works
 * before its script has run. The form posts to the page's own address, so its `?redirect=` comes
 * along. Only a same-origin post is taken (Sec-Fetch-Site, else Origin); it signs in through the
 * same service as `POST /api/auth/login` (the same rate limits), then answers with a redirect: to
 * the page the visitor came from with the session cookie set, or back to the login page with the
 * error's code, which the page shows translated.
 */
export function registerLoginFormRoute(app: AppInstance, deps: LoginFormRouteDeps): void {
  const publicOrigin = new URL(deps.publicUrl).origin;
  void app.register(async (scope) => {
    // Form bodies are read here only: elsewhere the API takes JSON alone.
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    );
    // A page's form, not part of the API: left out of the OpenAPI document.
    scope.post(LOGIN_PAGE, { schema: { hide: true } }, async (request, reply) => {
      if (!isSameOrigin(request, publicOrigin)) {
        throw new AppError(403, "FORBIDDEN_ORIGIN", "Cross-site requests are not allowed");
      }
      if (!(request.body instanceof URLSearchParams)) {
        throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", "Send the login form as a form");
      }
      const redirect = returnPath(request);
      const form = LoginRequestSchema.safeParse({
        email: field(request.body, "email"),
        password: field(request.body, "password"),
        loginType: "user",
      });
      if (!form.success) return backToLogin(reply, redirect, { code: "VALIDATION_ERROR" });
      try {
        const signedIn = await deps.auth.login(form.data, {
          ip: request.ip,
          userAgent: request.headers["user-agent"],
        });
        setSessionCookie(reply, signedIn.sessionToken, {
          secure: deps.secureCookies,
          maxAgeSeconds: deps.sessionTtlSeconds,
        });
        return reply
          .code(303)
          .header("location", `${APP_BASE}${redirect ?? "/"}`)
          .send();
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        return backToLogin(reply, redirect, {
          code: error.code,
          role: stringOf(error.extra.role),
          retryAfter: stringOf(error.extra.retryAfterSeconds),
        });
      }
    });
  });
}

function isSameOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin";
  const origin = request.headers.origin;
  return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
}

/** The first value of a form field; the login schema then checks it as the JSON route does. */
function field(body: FormBody, name: string): string | undefined {
  const value = body.get(name);
  return value === null ? undefined : value;
}

/** The page inside the app to return to, from the login page's `?redirect=`; none when unsafe. */
function returnPath(request: FastifyRequest): string | null {
  const { redirect } = (request.query ?? {}) as { redirect?: unknown };
  if (typeof redirect !== "string") return null;
  const inApp =
    redirect === APP_BASE || redirect.startsWith(`${APP_BASE}/`)
      ? redirect.slice(APP_BASE.length) || "/"
      : redirect;
  if (!AppRedirectPathSchema.safeParse(inApp).success || SIGN_IN_SCREENS.test(inApp)) return null;
  return inApp;
}

function stringOf(value: unknown): string | undefined {
  return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
}

function backToLogin(
  reply: FastifyReply,
  redirect: string | null,
  problem: { code: string; role?: string; retryAfter?: string },
) {
  const query = new URLSearchParams({ error: problem.code });
  if (problem.role) query.set("role", problem.role);
  if (problem.retryAfter) query.set("retryAfter", problem.retryAfter);
  if (redirect) query.set("redirect", redirect);
  return reply.code(303).header("location", `${LOGIN_PAGE}?${query}`).send();
}
