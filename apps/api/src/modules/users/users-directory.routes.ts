import {
  RecentUsersSchema,
  UserProfileSchema,
  UserSearchQuerySchema,
  UserSearchResultSchema,
  UsersExportRequestSchema,
  UsersPageQuerySchema,
  UsersPageSchema,
} from "@stampwise/contract";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppInstance } from "../../app-types";
import { errorResponses } from "../../lib/route-schemas";
import { type Authentication, currentSession } from "../../plugins/authentication";
import { currentOrganizationId, type TenancyGuard } from "../../plugins/tenancy";
import type { HeavyRequests } from "../heavy-requests/heavy-requests";
import { exportFileName } from "./users-csv";
import type { AdminScope, UsersDirectoryService } from "./users-directory.service";

const IdParams = z.object({ id: z.uuid() });
const tags = ["user"];

/** The signed-in admin in the organization the request names. */
export function adminScope(request: FastifyRequest): AdminScope {
  return { organizationId: currentOrganizationId(request), adminId: currentSession(request).user.id };
}

/**
 * The admin's users directory: search, the users table, CSV export, profiles and
 * recent history. Every route runs the tenancy guard; people out of reach answer 404.
 */
export function registerUsersDirectoryRoutes(
  app: AppInstance,
  deps: {
    usersDirectoryService: UsersDirectoryService;
    authentication: Authentication;
    requireOrganization: TenancyGuard;
    /** The heavy routes' hooks (the users table and its export): see `HeavyRequests.routeHooks`. */
    heavyRouteHooks: HeavyRequests["routeHooks"];
  },
): void {
  const { usersDirectoryService: service } = deps;
  const preHandler = [deps.authentication.requireUser, deps.requireOrganization];

  app.get(
    "/user/search",
    {
      preHandler,
      schema: {
        tags,
        summary: "Customers by name, email or phone; an exact email or phone also finds non-customers",
        querystring: UserSearchQuerySchema,
        response: { 200: UserSearchResultSchema, ...errorResponses },
      },
    },
    async (request) => service.search(adminScope(request), request.query.q, request.query.record === "true"),
  );

  app.get(
    "/user",
    {
      ...deps.heavyRouteHooks,
      preHandler,
      schema: {
        tags,
        summary: "The users table: customers filtered, sorted and paged",
        querystring: UsersPageQuerySchema,
        response: { 200: UsersPageSchema, ...errorResponses },
      },
    },
    async (request) => service.page(currentOrganizationId(request), request.query),
  );

  app.post(
    "/user/export",
    {
      ...deps.heavyRouteHooks,
      preHandler,
      schema: {
        tags,
        summary: "CSV of the given customers, or of every customer matching q",
        body: UsersExportRequestSchema,
        // A stream: fastify pipes it as it is, without the serializer.
        response: { 200: z.any().describe("text/csv"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const csv = await service.exportCsv(
        currentOrganizationId(request),
        request.body,
        currentSession(request).user.language,
      );
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${exportFileName()}"`)
        .header("cache-control", "no-store")
        .send(csv);
    },
  );

  app.get(
    "/user/recent",
    {
      preHandler,
      schema: {
        tags,
        summary: "The admin's recently opened profiles and searches here, newest first",
        response: { 200: RecentUsersSchema, ...errorResponses },
      },
    },
    async (request) => service.recent(adminScope(request)),
  );

  app.delete(
    "/user/recent",
    {
      preHandler,
      schema: {
        tags,
        summary: "Clears the admin's recent users and searches here",
        response: { 204: z.null().describe("Cleared"), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.clearRecent(adminScope(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/user/:id",
    {
      preHandler,
      schema: {
        tags,
        summary: "A customer's (or reached person's) profile: totals and cards",
        params: IdParams,
        response: { 200: UserProfileSchema, ...errorResponses },
      },
    },
    async (request) => service.profile(adminScope(request), request.params.id),
  );
}
