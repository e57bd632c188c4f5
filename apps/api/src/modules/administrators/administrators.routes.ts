import {
  AcceptInvitationResponseSchema,
  AdministratorListSchema,
  AdministratorSchema,
  AuthenticatedResponseSchema,
  CompleteInvitationSignupRequestSchema,
  CreateInvitationRequestSchema,
  InvitationListSchema,
  InvitationPreviewSchema,
  InvitationSchema,
  InvitationTokenRequestSchema,
  MessageResponseSchema,
  UpdateAdministratorRequestSchema,
} from "@stampwise/contract";
import { z } from "zod";
import type { AppInstance } from "../../app-types";
import { errorResponses } from "../../lib/route-schemas";
import { type Authentication, currentSession, setSessionCookie } from "../../plugins/authentication";
import {
  currentMembership,
  currentOrganizationId,
  requireOwner,
  type TenancyGuard,
} from "../../plugins/tenancy";
import { authenticated } from "../auth/auth.routes";
import type { AuthService } from "../auth/auth.service";
import type { AdministratorsService } from "./administrators.service";

export interface AdministratorRoutesDeps {
  administrators: AdministratorsService;
  auth: AuthService;
  authentication: Authentication;
  requireOrganization: TenancyGuard;
  secureCookies: boolean;
  sessionTtlSeconds: number;
}

const UserIdParamsSchema = z.object({ userId: z.uuid() });
const InvitationIdParamsSchema = z.object({ invitationId: z.uuid() });

/**
 * The Administrators page and the invitation link. Every member may read the team;
 * owners invite, edit, remove and send resets (`requireOwner`); any member may leave.
 */
export function registerAdministratorRoutes(app: AppInstance, deps: AdministratorRoutesDeps): void {
  const { administrators } = deps;
  const tags = ["administrators"];
  const member = [deps.authentication.requireUser, deps.requireOrganization];
  const owner = [...member, requireOwner];
  // The team is people's names and addresses, and leaving is a person's own act: no key, ever.
  const NO_KEY = { apiKey: "never" } as const;

  app.get(
    "/organization/admin",
    {
      preHandler: member,
      config: NO_KEY,
      schema: {
        tags,
        summary: "The organization's administrators (any member)",
        response: { 200: AdministratorListSchema, ...errorResponses },
      },
    },
    (request) => administrators.listMembers(currentOrganizationId(request)),
  );

  app.patch(
    "/organization/admin/:userId",
    {
      preHandler: owner,
      schema: {
        tags,
        summary: "Edit an administrator's names, phone or role (owner); the last owner keeps the role",
        params: UserIdParamsSchema,
        body: UpdateAdministratorRequestSchema,
        response: { 200: AdministratorSchema, ...errorResponses },
      },
    },
    (request) =>
      administrators.updateMember(currentOrganizationId(request), request.params.userId, request.body),
  );

  app.delete(
    "/organization/admin/:userId",
    {
      preHandler: member,
      config: NO_KEY,
      schema: {
        tags,
        summary: "Remove an administrator (owner), or leave (yourself); never the last owner",
        params: UserIdParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { organizationId, role } = currentMembership(request);
      const actor = { userId: currentSession(request).user.id, role };
      await administrators.removeMember(organizationId, actor, request.params.userId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/organization/admin/:userId/reset-password",
    {
      preHandler: owner,
      schema: {
        tags,
        summary: "Mail an administrator a password reset link (owner)",
        params: UserIdParamsSchema,
        response: { 202: MessageResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await administrators.sendPasswordReset(currentOrganizationId(request), request.params.userId, {
        ip: request.ip,
      });
      return reply.code(202).send({ message: "Password reset link sent" });
    },
  );

  app.get(
    "/invitation/by-organization",
    {
      preHandler: member,
      config: NO_KEY,
      schema: {
        tags,
        summary: "Open invitations of the organization, pending or expired (any member)",
        response: { 200: InvitationListSchema, ...errorResponses },
      },
    },
    (request) => administrators.listInvitations(currentOrganizationId(request)),
  );

  app.post(
    "/invitation",
    {
      preHandler: owner,
      schema: {
        tags,
        summary: "Invite a person to administer the organization: mails a link valid 7 days (owner)",
        body: CreateInvitationRequestSchema,
        response: { 201: InvitationSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const invitation = await administrators.invite(
        currentOrganizationId(request),
        currentSession(request).user,
        request.body,
      );
      return reply.code(201).send(invitation);
    },
  );

  app.delete(
    "/invitation/:invitationId",
    {
      preHandler: owner,
      schema: {
        tags,
        summary: "Cancel an open invitation (owner); its link stops working",
        params: InvitationIdParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await administrators.cancelInvitation(currentOrganizationId(request), request.params.invitationId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/invitation/preview",
    {
      schema: {
        tags,
        summary:
          "What an invitation link offers: organization, inviter, and whether the email has an account",
        body: InvitationTokenRequestSchema,
        response: { 200: InvitationPreviewSchema, ...errorResponses },
      },
    },
    (request) => administrators.preview(request.body.token),
  );

  app.post(
    "/invitation/accept",
    {
      preHandler: deps.authentication.requireUser,
      schema: {
        tags,
        summary: "The signed-in account accepts an invitation sent to its email",
        body: InvitationTokenRequestSchema,
        response: { 200: AcceptInvitationResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = currentSession(request);
      const { organizationId } = await administrators.accept(request.body.token, user);
      return { organizationId, user: await deps.auth.accountView(user) };
    },
  );

  app.post(
    "/invitation/complete-signup",
    {
      schema: {
        tags,
        summary: "A new person creates their account from an invitation and is signed in",
        body: CompleteInvitationSignupRequestSchema,
        response: { 201: AuthenticatedResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const signedIn = await administrators.completeSignup(request.body, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      });
      setSessionCookie(reply, signedIn.sessionToken, {
        secure: deps.secureCookies,
        maxAgeSeconds: deps.sessionTtlSeconds,
      });
      return reply.code(201).send(authenticated(signedIn.user));
    },
  );
}
