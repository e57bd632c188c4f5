import { randomBytes } from "node:crypto";
import {
  type CreateWebhookEndpointRequestSchema,
  type UpdateWebhookEndpointRequestSchema,
  WEBHOOK_ENDPOINTS_PER_ORGANIZATION,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookEventType,
} from "@stampwise/contract";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import { type AddressPolicy, isAllowedWebhookUrl } from "./webhook-address";
import * as deliveries from "./webhook-deliveries.repository";
import * as endpoints from "./webhook-endpoints.repository";
import type { WebhookDeliveryRow, WebhookEndpointRow } from "./webhooks.table";

type CreateRequest = z.output<typeof CreateWebhookEndpointRequestSchema>;
type UpdateRequest = z.output<typeof UpdateWebhookEndpointRequestSchema>;

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

/** Endpoints and their delivery logs, for the organization's owners (Settings → Integrations). */
export function createWebhooksService(deps: {
  db: Db;
  policy: AddressPolicy;
  /** Asks for a run of the delivery job now (after a commit that made a delivery due). */
  deliverSoon(): void;
}) {
  const { db } = deps;

  function checkUrl(url: string | undefined): void {
    if (url !== undefined && !isAllowedWebhookUrl(url, deps.policy)) {
      throw new AppError(
        400,
        "WEBHOOK_URL_NOT_ALLOWED",
        "Webhooks go to https:// addresses on the internet, not to private or local networks",
      );
    }
  }

  async function existing(organizationId: string, id: string): Promise<WebhookEndpointRow> {
    const endpoint = await endpoints.findEndpoint(db, organizationId, id);
    if (!endpoint) throw notFound("Webhook endpoint");
    return endpoint;
  }

  return {
    async list(organizationId: string): Promise<WebhookEndpoint[]> {
      return (await endpoints.listEndpoints(db, organizationId)).map(toEndpointDto);
    },

    async get(organizationId: string, id: string): Promise<WebhookEndpoint> {
      return toEndpointDto(await existing(organizationId, id));
    },

    async create(organizationId: string, body: CreateRequest): Promise<WebhookEndpointCreated> {
      checkUrl(body.url);
      const secret = newWebhookSecret();
      const row = await db.transaction(async (tx) => {
        await endpoints.lockEndpointCreation(tx, organizationId);
        if ((await endpoints.countEndpoints(tx, organizationId)) >= WEBHOOK_ENDPOINTS_PER_ORGANIZATION) {
          throw new AppError(
            409,
            "WEBHOOK_ENDPOINT_LIMIT_REACHED",
            `An organization may have at most ${WEBHOOK_ENDPOINTS_PER_ORGANIZATION} webhook endpoints`,
          );
        }
        return endpoints.insertEndpoint(tx, organizationId, {
          url: body.url,
          description: body.description ?? "",
          eventTypes: body.eventTypes,
          enabled: body.enabled ?? true,
          secret,
        });
      });
      return { ...toEndpointDto(row), secret };
    },

    async update(organizationId: string, id: string, body: UpdateRequest): Promise<WebhookEndpoint> {
      checkUrl(body.url);
      const row = await endpoints.updateEndpoint(db, organizationId, id, body);
      if (!row) throw notFound("Webhook endpoint");
      // Switched on again: what waited for it goes now.
      if (body.enabled) deps.deliverSoon();
      return toEndpointDto(row);
    },

    /** A new secret, shown once; the old one stops signing at once. */
    async rotateSecret(organizationId: string, id: string): Promise<{ secret: string }> {
      const secret = newWebhookSecret();
      if (!(await endpoints.updateEndpoint(db, organizationId, id, { secret })))
        throw notFound("Webhook endpoint");
      return { secret };
    },

    async remove(organizationId: string, id: string): Promise<void> {
      if (!(await endpoints.deleteEndpoint(db, organizationId, id))) throw notFound("Webhook endpoint");
    },

    /** Sends a `webhook.test` event to the endpoint now, whether or not it is switched on. */
    async sendTest(organizationId: string, id: string): Promise<WebhookDelivery> {
      const endpoint = await existing(organizationId, id);
      if (!endpoint.enabled) {
        throw new AppError(
          409,
          "WEBHOOK_ENDPOINT_DISABLED",
          "Switch the endpoint on to send it a test event",
        );
      }
      const row = await deliveries.insertTestDelivery(db, organizationId, id);
      deps.deliverSoon();
      return toDeliveryDto(row);
    },

    async listDeliveries(
      organizationId: string,
      endpointId: string,
      query: { limit: number; status?: WebhookDeliveryStatus },
    ): Promise<WebhookDelivery[]> {
      await existing(organizationId, endpointId);
      return (await deliveries.listDeliveries(db, organizationId, endpointId, query)).map(toDeliveryDto);
    },

    async resend(organizationId: string, endpointId: string, deliveryId: string): Promise<WebhookDelivery> {
      const row = await deliveries.resendDelivery(db, organizationId, endpointId, deliveryId);
      if (!row) throw notFound("Webhook delivery");
      deps.deliverSoon();
      return toDeliveryDto(row);
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;

function toEndpointDto(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes as WebhookEventType[],
    enabled: row.enabled,
    disabledReason: row.enabled ? null : (row.disabledReason ?? "owner"),
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toDeliveryDto(row: WebhookDeliveryRow): WebhookDelivery {
  const unfinished = row.status === "pending" || row.status === "retrying";
  return {
    id: row.id,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    responseExcerpt: row.responseExcerpt,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: unfinished ? row.nextAttemptAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}
