import {
  ApiKeyListSchema,
  ApiKeySchema,
  CreateApiKeyRequestSchema,
  CreatedApiKeySchema,
} from "@stampwise/contract";
import { z } from "zod";
import type { AppInstance } from "../../app-types";
import { errorResponses } from "../../lib/route-schemas";
import { type Authentication, currentSession } from "../../plugins/authentication";
import { currentOrganizationId, requireOwner, type TenancyGuard } from "../../plugins/tenancy";
import type { ApiKeysService } from "./api-keys.service";

const IdParamsSchema = z.object({ id: z.uuid() });

/**
 * Settings → Integrations: the organization's API keys. Every member may read the list (admins
 * see the settings read-only); owners make and revoke keys. No key reaches these routes, not even
 * a full one: a leaked key can not make itself another.
 */
export function registerApiKeyRoutes(
  app: AppInstance,
  deps: { apiKeys: ApiKeysService; authentication: Authentication; requireOrganization: TenancyGuard },
): void {
  const member = [deps.authentication.requireUser, deps.requireOrganization];
  const owner = [...member, requireOwner];
  const tags = ["api-key"];
  const config = { apiKey: "never" as const };

  app.get(
    "/api-key",
    {
      preHandler: member,
      config,
      schema: {
        tags,
        summary: "The organization's API keys, newest first (any member)",
        response: { 200: ApiKeyListSchema, ...errorResponses },
      },
    },
    (request) => deps.apiKeys.list(currentOrganizationId(request)),
  );

  app.post(
    "/api-key",
    {
      preHandler: owner,
      config,
      schema: {
        tags,
        summary: "Make an API key (owner); the answer holds the key, shown this once",
        body: CreateApiKeyRequestSchema,
        response: { 201: CreatedApiKeySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await deps.apiKeys.create(
        currentOrganizationId(request),
        currentSession(request).user.id,
        request.body,
      );
      return reply.code(201).send(created);
    },
  );

  app.delete(
    "/api-key/:id",
    {
      preHandler: owner,
      config,
      schema: {
        tags,
        summary: "Revoke an API key (owner): refused from the next request on",
        params: IdParamsSchema,
        response: { 200: ApiKeySchema, ...errorResponses },
      },
    },
    (request) => deps.apiKeys.revoke(currentOrganizationId(request), request.params.id),
  );
}
