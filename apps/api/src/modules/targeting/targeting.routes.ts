import {
  CreateTargetGroupRequestSchema,
  TargetGroupSchema,
  TargetPreviewRequestSchema,
  TargetPreviewSchema,
  UpdateTargetGroupRequestSchema,
} from "@stampwise/contract";
import { z } from "zod";
import type { AppInstance } from "../../app-types";
import type { RateLimiter } from "../../lib/rate-limiter";
import { errorResponses } from "../../lib/route-schemas";
import { type Authentication, currentSession } from "../../plugins/authentication";
import { currentOrganizationId, type TenancyGuard } from "../../plugins/tenancy";
import type { HeavyRequests } from "../heavy-requests/heavy-requests";
import type { TargetingService } from "./targeting.service";

const IdParams = z.object({ id: z.uuid() });

/** Target groups (`/target-group`); another organization's ids answer 404. */
export function registerTargetingRoutes(
  app: AppInstance,
  deps: {
    targetingService: TargetingService;
    authentication: Authentication;
    requireOrganization: TenancyGuard;
    rateLimiter: RateLimiter;
    heavyRequests: HeavyRequests;
    /** Live counts one admin may ask for per minute (TARGETING_PREVIEW_RATE_LIMIT_PER_MINUTE). */
    previewsPerMinute: number;
  },
): void {
  const { targetingService: service } = deps;
  const preHandler = [deps.authentication.requireUser, deps.requireOrganization];
  const tags = ["target-group"];

  app.get(
    "/target-group",
    {
      preHandler,
      schema: {
        tags,
        summary: "The organization's target groups",
        response: { 200: z.array(TargetGroupSchema), ...errorResponses },
      },
    },
    async (request) => service.list(currentOrganizationId(request)),
  );

  app.post(
    "/target-group",
    {
      preHandler,
      schema: {
        tags,
        summary: "Save targeting rules (no groups: everyone); cards and levels must be this organization's",
        body: CreateTargetGroupRequestSchema,
        response: { 201: TargetGroupSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(currentOrganizationId(request), request.body)),
  );

  app.get(
    "/target-group/:id",
    {
      preHandler,
      schema: {
        tags,
        summary: "One target group",
        params: IdParams,
        response: { 200: TargetGroupSchema, ...errorResponses },
      },
    },
    async (request) => service.get(currentOrganizationId(request), request.params.id),
  );

  app.patch(
    "/target-group/:id",
    {
      preHandler,
      schema: {
        tags,
        summary:
          "Change a target group's name or rules (a continuous communication using it follows at once)",
        params: IdParams,
        body: UpdateTargetGroupRequestSchema,
        response: { 200: TargetGroupSchema, ...errorResponses },
      },
    },
    async (request) => service.update(currentOrganizationId(request), request.params.id, request.body),
  );

  app.post(
    "/target-group/preview",
    {
      ...deps.heavyRequests.routeHooks,
      preHandler,
      schema: {
        tags,
        summary:
          "How many customers these rules select now, of how many, and five of them by name (120 a minute per admin by default, then 429; a heavy request: 429 TOO_MANY_HEAVY_REQUESTS past the organization's concurrent ones, 503 QUERY_TOO_HEAVY past its time bound)",
        body: TargetPreviewRequestSchema,
        response: { 200: TargetPreviewSchema, ...errorResponses },
      },
    },
    async (request) => {
      // The editor counts as rules change (debounced); more than this is a script, and each count
      // reads every customer of the organization.
      await deps.rateLimiter.consume([
        {
          key: `target-preview:${currentSession(request).user.id}`,
          limit: deps.previewsPerMinute,
          windowSeconds: 60,
        },
      ]);
      const organizationId = currentOrganizationId(request);
      // A heavy request (decision 031): it reads every customer of the organization.
      return deps.heavyRequests.run(organizationId, (slot) =>
        service.preview(organizationId, request.body.rules, slot, request.body.media),
      );
    },
  );
}
