import {
  FraudEventListSchema,
  FraudRulesSchema,
  ListFraudEventsQuerySchema,
  UpdateFraudRulesRequestSchema,
} from "@stampwise/contract";
import type { AppInstance } from "../../app-types";
import { errorResponses } from "../../lib/route-schemas";
import type { Authentication } from "../../plugins/authentication";
import { currentOrganizationId, requireOwner, type TenancyGuard } from "../../plugins/tenancy";
import type { CounterRulesService } from "./counter-rules.service";

/**
 * The counter caps of the organization in x-organization-id and the log of scans they refused.
 * The tenancy guard runs first: another organization's id answers 404.
 */
export function registerCounterRulesRoutes(
  app: AppInstance,
  deps: {
    fraudService: CounterRulesService;
    authentication: Authentication;
    requireOrganization: TenancyGuard;
  },
): void {
  const { fraudService: service } = deps;
  // Reading is for every member; changing the organization's settings is for its owners.
  const preHandler = [deps.authentication.requireUser, deps.requireOrganization];
  const ownerPreHandler = [...preHandler, requireOwner];
  const tags = ["organization"];

  app.get(
    "/organization/fraud-rules",
    {
      preHandler,
      schema: {
        tags,
        summary: "The counter caps (the safe defaults until changed)",
        response: { 200: FraudRulesSchema, ...errorResponses },
      },
    },
    async (request) => service.getRules(currentOrganizationId(request)),
  );

  app.patch(
    "/organization/fraud-rules",
    {
      preHandler: ownerPreHandler,
      schema: {
        tags,
        summary: "Change one or both counter caps",
        body: UpdateFraudRulesRequestSchema,
        response: { 200: FraudRulesSchema, ...errorResponses },
      },
    },
    async (request) => service.updateRules(currentOrganizationId(request), request.body),
  );

  app.get(
    "/organization/fraud-events",
    {
      preHandler,
      schema: {
        tags,
        summary: "Scans the caps refused, newest first",
        querystring: ListFraudEventsQuerySchema,
        response: { 200: FraudEventListSchema, ...errorResponses },
      },
    },
    async (request) => service.listEvents(currentOrganizationId(request), request.query.limit),
  );
}
