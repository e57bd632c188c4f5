import {
  AuthenticatedResponseSchema,
  CompleteResetPasswordRequestSchema,
  CompleteSignupRequestSchema,
  LoginRequestSchema,
  MessageResponseSchema,
  ResetPasswordRequestSchema,
  SignupRequestSchema,
  type User,
} from "@stampwise/contract";
import type { FastifyReply } from "fastify";
import type { AppInstance } from "../../app-types";
import { errorResponses, originRefused } from "../../lib/route-schemas";
import {
  type Authentication,
  clearSessionCookie,
  currentSession,
  setSessionCookie,
} from "../../plugins/authentication";
import type { AuthService, SignedIn } from "./auth.service";
import { registerGoogleRoutes } from "./google.routes";
import type { GoogleService } from "./google.service";

export interface AuthRoutesDeps {
  auth: AuthService;
  google: GoogleService;
  authentication: Authentication;
  secureCookies: boolean;
  sessionTtlSeconds: number;
  publicUrl: string;
}

export const authenticated = (user: User, deletionCancelled = false) => ({
  status: "authenticated" as const,
  data: deletionCancelled ? { user, deletionCancelled } : { user },
});

export function registerAuthRoutes(app: AppInstance, deps: AuthRoutesDeps): void {
  const { auth, authentication } = deps;
  const tags = ["auth"];

  function signIn(reply: FastifyReply, signedIn: SignedIn) {
    setSessionCookie(reply, signedIn.sessionToken, {
      secure: deps.secureCookies,
      maxAgeSeconds: deps.sessionTtlSeconds,
    });
  }

  app.post(
    "/auth/signup",
    {
      schema: {
        tags,
        summary: "Start a sign-up: sends a verification link by email",
        body: SignupRequestSchema,
        response: { 202: MessageResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await auth.requestSignup(request.body, { ip: request.ip });
      return reply.code(202).send({ message: "Verification link sent. Please check your email." });
    },
  );

  app.post(
    "/auth/complete-signup",
    {
      onRequest: async (request) => auth.refuseBlockedLinkUse("complete-signup", request.ip),
      schema: {
        tags,
        summary: "Finish a sign-up with the emailed token; signs the new account in",
        body: CompleteSignupRequestSchema,
        response: { 201: AuthenticatedResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const signedIn = await auth.completeSignup(request.body, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      });
      signIn(reply, signedIn);
      return reply.code(201).send(authenticated(signedIn.user, signedIn.deletionCancelled));
    },
  );

  app.post(
    "/auth/login",
    {
      schema: {
        tags,
        summary: "Sign in with email and password",
        body: LoginRequestSchema,
        response: { 201: AuthenticatedResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const signedIn = await auth.login(request.body, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      });
      signIn(reply, signedIn);
      return reply.code(201).send(authenticated(signedIn.user, signedIn.deletionCancelled));
    },
  );

  app.post(
    "/auth/logout",
    {
      schema: {
        tags,
        summary: "Sign out and end this session",
        response: { 202: MessageResponseSchema, ...originRefused },
      },
    },
    async (request, reply) => {
      const session = await authentication.loadSession(request, reply);
      if (session) await deps.auth.endSession(session.sessionId);
      clearSessionCookie(reply, deps.secureCookies);
      return reply.code(202).send({ message: "Logged out" });
    },
  );

  app.get(
    "/auth/is-authenticated",
    {
      preHandler: authentication.requireUser,
      schema: {
        tags,
        summary: "The signed-in account with its organizations",
        response: { 200: AuthenticatedResponseSchema, 401: errorResponses[401] },
      },
    },
    async (request) => authenticated(await auth.accountView(currentSession(request).user)),
  );

  app.post(
    "/auth/reset-password",
    {
      schema: {
        tags,
        summary: "Send a password reset link (same answer whether or not the email exists)",
        body: ResetPasswordRequestSchema,
        response: { 202: MessageResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await auth.requestPasswordReset(request.body, { ip: request.ip });
      return reply
        .code(202)
        .send({ message: "If an account exists for this email, a reset link has been sent." });
    },
  );

  app.post(
    "/auth/complete-reset-password",
    {
      // A flood from a blocked address costs no body parsing, validation or query.
      onRequest: async (request) => auth.refuseBlockedLinkUse("complete-reset", request.ip),
      schema: {
        tags,
        summary: "Set a new password with the emailed token; ends all other sessions",
        body: CompleteResetPasswordRequestSchema,
        response: { 200: MessageResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = await authentication.loadSession(request, reply);
      await auth.completePasswordReset(request.body, {
        ip: request.ip,
        currentSessionId: session?.sessionId,
      });
      return { message: "Your password has been changed." };
    },
  );

  registerGoogleRoutes(app, {
    google: deps.google,
    startSession: auth.startSession,
    signIn,
    secureCookies: deps.secureCookies,
    publicUrl: deps.publicUrl,
    authenticated,
  });
}
