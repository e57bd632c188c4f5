import {
  CreateCustomerInvitationRequestSchema,
  CustomerInvitationAcceptedSchema,
  CustomerInvitationPreviewSchema,
  CustomerInvitationSentSchema,
  CustomerInvitationTokenSchema,
} from "@stampwise/contract";
import type { AppInstance } from "../../app-types";
import { errorResponses } from "../../lib/route-schemas";
import { type Authentication, currentSession } from "../../plugins/authentication";
import type { TenancyGuard } from "../../plugins/tenancy";
import { adminScope } from "../users/users-directory.routes";
import type { CustomerInvitationsService } from "./customer-invitations.service";

const tags = ["customer-invitation"];

/**
 * Staff invite an account found by exact email or phone to join; the invited account previews and
 * accepts the emailed link in the customer app.
 */
export function registerCustomerInvitationRoutes(
  app: AppInstance,
  deps: {
    customerInvitations: CustomerInvitationsService;
    authentication: Authentication;
    requireOrganization: TenancyGuard;
  },
): void {
  const { customerInvitations: service } = deps;

  app.post(
    "/customer-invitation",
    {
      preHandler: [deps.authentication.requireUser, deps.requireOrganization],
      schema: {
        tags,
        summary:
          "Emails the account with this exact email or phone a link to join (404 NO_ACCOUNT, 409 ALREADY_CUSTOMER)",
        body: CreateCustomerInvitationRequestSchema,
        response: { 201: CustomerInvitationSentSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.invite(adminScope(request), request.body.contact)),
  );

  app.get(
    "/customer-invitation/preview",
    {
      schema: {
        tags,
        summary: "The organization an invitation link is from, while it can be accepted",
        querystring: CustomerInvitationTokenSchema,
        response: { 200: CustomerInvitationPreviewSchema, ...errorResponses },
      },
    },
    async (request) => service.preview(request.query.token),
  );

  app.post(
    "/customer-invitation/accept",
    {
      preHandler: [deps.authentication.requireUser],
      schema: {
        tags,
        summary: "The invited account accepts and becomes the organization's customer (single use)",
        body: CustomerInvitationTokenSchema,
        response: { 200: CustomerInvitationAcceptedSchema, ...errorResponses },
      },
    },
    async (request) => service.accept(request.body.token, currentSession(request).user.id),
  );
}
