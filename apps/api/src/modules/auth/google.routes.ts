import {
  AuthenticatedResponseSchema,
  ErrorResponseSchema,
  GoogleStartQuerySchema,
  GoogleVerifyTokenQuerySchema,
  type Role,
  type User,
} from "@stampwise/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppInstance } from "../../app-types";
import { AppError } from "../../lib/app-error";
import { errorResponses, redirectResponse } from "../../lib/route-schemas";
import { type AuthService, appBaseUrl, type SignedIn } from "./auth.service";
import type { GoogleService, PendingGoogleLogin } from "./google.service";

const PENDING_COOKIE = "sw_google";
const PENDING_MAX_AGE_SECONDS = 10 * 60;

const PendingSchema = z.object({
  state: z.string(),
  codeVerifier: z.string(),
  loginType: z.enum(["admin", "user"]),
});

const CallbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(512).optional(),
});

export interface GoogleRoutesDeps {
  google: GoogleService;
  startSession: AuthService["startSession"];
  signIn(reply: FastifyReply, signedIn: SignedIn): void;
  secureCookies: boolean;
  publicUrl: string;
  authenticated(
    user: User,
    deletionCancelled?: boolean,
  ): { status: "authenticated"; data: { user: User; deletionCancelled?: boolean } };
}

/**
 * The popup flow: /auth/google sends the popup to Google, the callback signs the account in
 * and lands on the app's /oauth page, which tells the opener through a local flag.
 */
export function registerGoogleRoutes(app: AppInstance, deps: GoogleRoutesDeps): void {
  const tags = ["auth"];
  const oauthPage = (loginType: Role, status: "completed" | "cancelled", reason?: string) => {
    const url = new URL(`${appBaseUrl(deps.publicUrl, loginType)}/oauth`);
    url.searchParams.set("status", status);
    if (reason) url.searchParams.set("reason", reason);
    return url.toString();
  };

  function readPending(request: FastifyRequest): PendingGoogleLogin | undefined {
    const raw = request.cookies[PENDING_COOKIE];
    if (!raw) return undefined;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return undefined;
    try {
      const parsed = PendingSchema.safeParse(JSON.parse(unsigned.value));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }

  app.get(
    "/auth/google",
    {
      schema: {
        tags,
        summary: "Start Google sign-in (opened in a popup); redirects to Google",
        querystring: GoogleStartQuerySchema,
        response: {
          ...redirectResponse(
            "To Google's consent screen, or to /oauth when Google sign-in is not configured",
          ),
          400: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { loginType } = request.query;
      if (!deps.google.isConfigured()) {
        return reply.redirect(oauthPage(loginType, "cancelled", "unavailable"));
      }
      const { url, pending } = deps.google.start(loginType);
      reply.setCookie(PENDING_COOKIE, JSON.stringify(pending), {
        path: "/api/auth/google",
        httpOnly: true,
        // Lax lets the cookie ride on the top-level redirect back from Google.
        sameSite: "lax",
        secure: deps.secureCookies,
        signed: true,
        maxAge: PENDING_MAX_AGE_SECONDS,
      });
      return reply.redirect(url.toString());
    },
  );

  app.get(
    "/auth/google/callback",
    {
      schema: {
        tags,
        summary: "Google's redirect back; signs in and lands on /oauth",
        querystring: CallbackQuerySchema,
        response: {
          ...redirectResponse("To /oauth, which tells the opener how the sign-in ended"),
          400: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const pending = readPending(request);
      reply.clearCookie(PENDING_COOKIE, { path: "/api/auth/google" });
      const loginType = pending?.loginType ?? "admin";
      const { code, state, error } = request.query;
      if (error || !code || !pending || state !== pending.state) {
        return reply.redirect(oauthPage(loginType, "cancelled", error ? "denied" : "invalid_state"));
      }
      try {
        const user = await deps.google.finish(code, pending);
        deps.signIn(
          reply,
          await deps.startSession(user, { ip: request.ip, userAgent: request.headers["user-agent"] }),
        );
        return reply.redirect(oauthPage(loginType, "completed"));
      } catch (failure) {
        if (!(failure instanceof AppError)) request.log.error({ err: failure }, "google sign-in failed");
        const reason =
          failure instanceof AppError && failure.code === "INVALID_LOGIN_TYPE"
            ? "invalid_login_type"
            : "failed";
        return reply.redirect(oauthPage(loginType, "cancelled", reason));
      }
    },
  );

  app.get(
    "/auth/google/verify-token",
    {
      schema: {
        tags,
        summary: "Sign in with a Google ID token obtained by the client",
        querystring: GoogleVerifyTokenQuerySchema,
        response: { 200: AuthenticatedResponseSchema, ...errorResponses, 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await deps.google.verifyIdToken(request.query.token, request.query.loginType);
      const signedIn = await deps.startSession(user, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      });
      deps.signIn(reply, signedIn);
      return deps.authenticated(signedIn.user, signedIn.deletionCancelled);
    },
  );
}
