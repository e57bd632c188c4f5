import {
  CreateOrganizationRequestSchema,
  OrganizationSchema,
  UpdateOrganizationRequestSchema,
} from "@stampwise/contract";
import type { AppInstance } from "../../app-types";
import { forbidden } from "../../lib/app-error";
import type { RateLimiter } from "../../lib/rate-limiter";
import { errorResponses } from "../../lib/route-schemas";
import { type Authentication, currentSession } from "../../plugins/authentication";
import { currentOrganizationId, requireOwner, type TenancyGuard } from "../../plugins/tenancy";
import type { OrganizationsService } from "./organizations.service";

export function registerOrganizationRoutes(
  app: AppInstance,
  deps: {
    organizationsService: OrganizationsService;
    authentication: Authentication;
    requireOrganization: TenancyGuard;
    rateLimiter: RateLimiter;
    /** How many organizations one account may start per hour, and own in all. */
    organizationLimits: { perHour: number; owned: number };
  },
): void {
  const tags = ["organization"];
  // Reading is for every member; changing the organization's settings is for its owners.
  const preHandler = [deps.authentication.requireUser, deps.requireOrganization];
  const ownerPreHandler = [...preHandler, requireOwner];

  app.get(
    "/organization",
    {
      preHandler,
      schema: {
        tags,
        summary: "The organization named by x-organization-id",
        response: { 200: OrganizationSchema, ...errorResponses },
      },
    },
    async (request) => deps.organizationsService.get(currentOrganizationId(request)),
  );

  app.patch(
    "/organization",
    {
      preHandler: ownerPreHandler,
      schema: {
        tags,
        summary:
          "Update name, email, phone (as typed, read with the country; stored in E.164), country, address and map location",
        body: UpdateOrganizationRequestSchema,
        response: { 200: OrganizationSchema, ...errorResponses },
      },
    },
    async (request) => deps.organizationsService.update(currentOrganizationId(request), request.body),
  );

  app.post(
    "/organization",
    {
      preHandler: deps.authentication.requireUser,
      schema: {
        tags,
        summary:
          "Start another organization; the signed-in admin becomes its owner (limited per hour and in all: 429, 409 ORGANIZATION_LIMIT_REACHED)",
        body: CreateOrganizationRequestSchema,
        response: { 201: OrganizationSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = currentSession(request);
      if (user.role !== "admin") throw forbidden("Only admin accounts can have organizations");
      // Each organization is a tenant with its own data and jobs: one account cannot start them
      // without end (429 with the wait for the hour, 409 once it owns the most it may).
      const { perHour, owned } = deps.organizationLimits;
      await deps.rateLimiter.consume([
        { key: `organization-create:user:${user.id}`, limit: perHour, windowSeconds: 3600 },
      ]);
      const organization = await deps.organizationsService.createOwned(
        { name: request.body.name, userId: user.id, email: user.email },
        owned,
      );
      return reply.code(201).send(organization);
    },
  );
}
