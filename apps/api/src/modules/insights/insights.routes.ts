import { StatisticsRequestSchema, StatisticsResponseSchema } from "@stampwise/contract";
import type { AppInstance } from "../../app-types";
import type { RateLimiter } from "../../lib/rate-limiter";
import { errorResponses } from "../../lib/route-schemas";
import { type Authentication, currentSession } from "../../plugins/authentication";
import { currentOrganizationId, type TenancyGuard } from "../../plugins/tenancy";
import type { HeavyRequests } from "../heavy-requests/heavy-requests";
import type { InsightsService } from "./insights.service";

/** Insights (`POST /statistics`): the organization's figures for a range of its days. */
export function registerInsightsRoutes(
  app: AppInstance,
  deps: {
    statisticsService: InsightsService;
    heavyRequests: HeavyRequests;
    authentication: Authentication;
    requireOrganization: TenancyGuard;
    rateLimiter: RateLimiter;
    /** Requests one admin may make per minute (STATISTICS_RATE_LIMIT_PER_MINUTE). */
    requestsPerMinute: number;
  },
): void {
  app.post(
    "/statistics",
    {
      ...deps.heavyRequests.routeHooks,
      preHandler: [deps.authentication.requireUser, deps.requireOrganization],
      schema: {
        tags: ["statistics"],
        summary:
          "Insights for the organization's calendar days from–to (inclusive, at most 24 months): the overview with the previous period of the same length, monthly analytics, reports and notifications (60 a minute per admin by default, then 429; a heavy request: 429 TOO_MANY_HEAVY_REQUESTS past the organization's concurrent ones, 503 QUERY_TOO_HEAVY past its time bound)",
        body: StatisticsRequestSchema,
        response: { 200: StatisticsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      // Each request aggregates a year of the ledger: a script asking in a loop would load the database.
      await deps.rateLimiter.consume([
        {
          key: `statistics:${currentSession(request).user.id}`,
          limit: deps.requestsPerMinute,
          windowSeconds: 60,
        },
      ]);
      return deps.statisticsService.statistics(currentOrganizationId(request), request.body);
    },
  );
}
