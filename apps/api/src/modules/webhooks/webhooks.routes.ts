import {
  CreateWebhookEndpointRequestSchema,
  UpdateWebhookEndpointRequestSchema,
  WebhookDeliveryListQuerySchema,
  WebhookDeliveryListSchema,
  WebhookDeliverySchema,
  WebhookEndpointCreatedSchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookSecretSchema,
} from "@stampwise/contract";
import { z } from "zod";
import type { AppInstance } from "../../app-types";
import { errorResponses } from "../../lib/route-schemas";
import type { Authentication } from "../../plugins/authentication";
import { currentOrganizationId, requireOwner, type TenancyGuard } from "../../plugins/tenancy";
import type { WebhooksService } from "./webhooks.service";

const EndpointParamsSchema = z.object({ id: z.uuid() });
const DeliveryParamsSchema = z.object({ id: z.uuid(), deliveryId: z.uuid() });

/**
 * Webhook endpoints and their delivery logs: owners only (they carry the organization's events
 * out of Stampwise and hold a signing secret). Another organization's ids answer 404.
 */
export function registerWebhookRoutes(
  app: AppInstance,
  deps: { webhooks: WebhooksService; authentication: Authentication; requireOrganization: TenancyGuard },
): void {
  const { webhooks } = deps;
  const tags = ["webhook-endpoint"];
  const preHandler = [deps.authentication.requireUser, deps.requireOrganization, requireOwner];

  app.get(
    "/webhook-endpoint",
    {
      preHandler,
      schema: {
        tags,
        summary: "The organization's webhook endpoints (owner)",
        response: { 200: WebhookEndpointListSchema, ...errorResponses },
      },
    },
    (request) => webhooks.list(currentOrganizationId(request)),
  );

  app.post(
    "/webhook-endpoint",
    {
      preHandler,
      schema: {
        tags,
        summary: "Add a webhook endpoint (owner); its signing secret is in this answer only",
        body: CreateWebhookEndpointRequestSchema,
        response: { 201: WebhookEndpointCreatedSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await webhooks.create(currentOrganizationId(request), request.body)),
  );

  app.get(
    "/webhook-endpoint/:id",
    {
      preHandler,
      schema: {
        tags,
        summary: "One webhook endpoint (owner)",
        params: EndpointParamsSchema,
        response: { 200: WebhookEndpointSchema, ...errorResponses },
      },
    },
    (request) => webhooks.get(currentOrganizationId(request), request.params.id),
  );

  app.patch(
    "/webhook-endpoint/:id",
    {
      preHandler,
      schema: {
        tags,
        summary: "Change a webhook endpoint's address, description, events or switch it on or off (owner)",
        params: EndpointParamsSchema,
        body: UpdateWebhookEndpointRequestSchema,
        response: { 200: WebhookEndpointSchema, ...errorResponses },
      },
    },
    (request) => webhooks.update(currentOrganizationId(request), request.params.id, request.body),
  );

  app.delete(
    "/webhook-endpoint/:id",
    {
      preHandler,
      schema: {
        tags,
        summary: "Delete a webhook endpoint and its delivery log (owner)",
        params: EndpointParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await webhooks.remove(currentOrganizationId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/webhook-endpoint/:id/rotate-secret",
    {
      preHandler,
      schema: {
        tags,
        summary: "Give a webhook endpoint a new signing secret, shown once (owner)",
        params: EndpointParamsSchema,
        response: { 200: WebhookSecretSchema, ...errorResponses },
      },
    },
    (request) => webhooks.rotateSecret(currentOrganizationId(request), request.params.id),
  );

  app.post(
    "/webhook-endpoint/:id/test",
    {
      preHandler,
      schema: {
        tags,
        summary: "Send a webhook.test event to the endpoint now (owner)",
        params: EndpointParamsSchema,
        response: { 201: WebhookDeliverySchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await webhooks.sendTest(currentOrganizationId(request), request.params.id)),
  );

  app.get(
    "/webhook-endpoint/:id/delivery",
    {
      preHandler,
      schema: {
        tags,
        summary: "The endpoint's delivery log, newest first (owner)",
        params: EndpointParamsSchema,
        querystring: WebhookDeliveryListQuerySchema,
        response: { 200: WebhookDeliveryListSchema, ...errorResponses },
      },
    },
    (request) => webhooks.listDeliveries(currentOrganizationId(request), request.params.id, request.query),
  );

  app.post(
    "/webhook-endpoint/:id/delivery/:deliveryId/resend",
    {
      preHandler,
      schema: {
        tags,
        summary: "Send one delivery again, with the same webhook-id (owner)",
        params: DeliveryParamsSchema,
        response: { 200: WebhookDeliverySchema, ...errorResponses },
      },
    },
    (request) =>
      webhooks.resend(currentOrganizationId(request), request.params.id, request.params.deliveryId),
  );
}
