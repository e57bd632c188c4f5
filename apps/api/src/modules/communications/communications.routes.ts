import {
  CommunicationListItemSchema,
  CommunicationSchema,
  CreateCommunicationRequestSchema,
  ListCommunicationsQuerySchema,
  UpdateCommunicationRequestSchema,
} from "@stampwise/contract";
import { z } from "zod";
import type { AppInstance } from "../../app-types";
import { errorResponses } from "../../lib/route-schemas";
import { type Authentication, currentSession } from "../../plugins/authentication";
import { currentOrganizationId, type TenancyGuard } from "../../plugins/tenancy";
import type { CommunicationsService } from "./communications.service";

const IdParams = z.object({ id: z.uuid() });

/**
 * Communications (`/communication`): the organization's messages and their status
 * machine. Every route runs the tenancy guard, so another organization's ids answer 404.
 */
export function registerCommunicationRoutes(
  app: AppInstance,
  deps: {
    communicationsService: CommunicationsService;
    authentication: Authentication;
    requireOrganization: TenancyGuard;
  },
): void {
  const { communicationsService: service } = deps;
  const preHandler = [deps.authentication.requireUser, deps.requireOrganization];
  const tags = ["communication"];

  app.get(
    "/communication",
    {
      preHandler,
      schema: {
        tags,
        summary: "The organization's communications, newest first, optionally by status or medium",
        querystring: ListCommunicationsQuerySchema,
        response: { 200: z.array(CommunicationListItemSchema), ...errorResponses },
      },
    },
    async (request) => service.list(currentOrganizationId(request), request.query),
  );

  app.post(
    "/communication",
    {
      preHandler,
      schema: {
        tags,
        summary: "Create a draft communication (a title and a delivery type are enough)",
        body: CreateCommunicationRequestSchema,
        response: { 201: CommunicationSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.create(currentOrganizationId(request), currentSession(request).user.id, request.body),
        ),
  );

  app.get(
    "/communication/:id",
    {
      preHandler,
      schema: {
        tags,
        summary: "One communication",
        params: IdParams,
        response: { 200: CommunicationSchema, ...errorResponses },
      },
    },
    async (request) => service.get(currentOrganizationId(request), request.params.id),
  );

  app.patch(
    "/communication/:id",
    {
      preHandler,
      schema: {
        tags,
        summary:
          "Change fields (draft or paused only: 409 COMMUNICATION_READ_ONLY while active, COMMUNICATION_SCHEDULED while scheduled) and/or the status: scheduled (with scheduledFor; 400 COMMUNICATION_INCOMPLETE lists what is missing), draft (cancel the schedule), inactive (pause), active (reactivate); 409 COMMUNICATION_STATUS_CHANGE otherwise",
        params: IdParams,
        body: UpdateCommunicationRequestSchema,
        response: { 200: CommunicationSchema, ...errorResponses },
      },
    },
    async (request) => service.update(currentOrganizationId(request), request.params.id, request.body),
  );

  app.delete(
    "/communication/:id",
    {
      preHandler,
      schema: {
        tags,
        summary: "Delete a communication and its delivery records (409 COMMUNICATION_ACTIVE while sending)",
        params: IdParams,
        response: { 204: z.null().describe("Deleted"), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.remove(currentOrganizationId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
