import {
  CommunicationStatisticsSchema,
  DeliveryPageSchema,
  DeliverySearchQuerySchema,
  InboxSchema,
} from "@stampwise/contract";
import { z } from "zod";
import type { AppInstance } from "../../app-types";
import { errorResponses } from "../../lib/route-schemas";
import { type Authentication, currentSession } from "../../plugins/authentication";
import { currentOrganizationId, type TenancyGuard } from "../../plugins/tenancy";
import type { UserCommunicationsService } from "./user-communications.service";

const CommunicationParams = z.object({ communicationId: z.uuid() });
const IdParams = z.object({ id: z.uuid() });

/**
 * Delivery records (`/user-communication`): a communication's statistics, details and
 * resending for its organization's admins; the in-app inbox for the customer it was sent to.
 */
export function registerUserCommunicationRoutes(
  app: AppInstance,
  deps: {
    userCommunicationsService: UserCommunicationsService;
    authentication: Authentication;
    requireOrganization: TenancyGuard;
  },
): void {
  const { userCommunicationsService: service } = deps;
  const adminOnly = [deps.authentication.requireUser, deps.requireOrganization];
  const tags = ["user-communication"];

  app.get(
    "/user-communication/statistics/:communicationId",
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: "A communication's totals, success rate, coverage, per channel and per hour",
        params: CommunicationParams,
        response: { 200: CommunicationStatisticsSchema, ...errorResponses },
      },
    },
    async (request) => service.statistics(currentOrganizationId(request), request.params.communicationId),
  );

  app.get(
    "/user-communication/search",
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: "A communication's deliveries, newest first, by status and channel, a page at a time",
        querystring: DeliverySearchQuerySchema,
        response: { 200: DeliveryPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { items, total } = await service.search(currentOrganizationId(request), request.query);
      return { items, total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.post(
    "/user-communication/resend-failed/:communicationId",
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary:
          "Try failed deliveries again where the cause may be gone (temporary failures, consent or a number given since, a changed address); sent while the communication is active",
        params: CommunicationParams,
        response: { 200: z.object({ resent: z.number().int() }), ...errorResponses },
      },
    },
    async (request) => ({
      resent: await service.resendFailed(currentOrganizationId(request), request.params.communicationId),
    }),
  );

  app.get(
    "/user-communication/inbox",
    {
      preHandler: [deps.authentication.requireUser],
      schema: {
        tags,
        summary: "The signed-in customer's in-app messages, newest first, with the unread count",
        response: { 200: InboxSchema, ...errorResponses },
      },
    },
    async (request) => service.inbox(currentSession(request).user.id),
  );

  app.post(
    "/user-communication/:id/read",
    {
      preHandler: [deps.authentication.requireUser],
      schema: {
        tags,
        summary: "Mark one of the signed-in customer's messages read",
        params: IdParams,
        response: { 204: z.null().describe("Read"), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.markRead(currentSession(request).user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
