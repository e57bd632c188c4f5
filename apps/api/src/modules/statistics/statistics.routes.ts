import { StatisticsRequestSchema, StatisticsResponseSchema } from "@stampwise/contract";
import type { AppInstance } from "../../app-types";
import { oneAtATime } from "../../db/statement-timeout";
import { notFound } from "../../lib/app-error";
import type { RateLimiter } from "../../lib/rate-limiter";
import { errorResponses } from "../../lib/route-schemas";
import { type Authentication, currentSession } from "../../plugins/authentication";
import { currentOrganizationId, type TenancyGuard } from "../../plugins/tenancy";
import type { HeavyRequests } from "../heavy-requests/heavy-requests";
import { createStatisticsRepository, type StatisticsRepository } from "./statistics.repository";
import { createStatisticsService } from "./statistics.service";

/** Insights (`POST /statistics`): the organization's figures for a range of its days. */
export function registerStatisticsRoutes(
  app: AppInstance,
  deps: {
    statistics: StatisticsRepository;
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
      const organization = await deps.statistics.organization(currentOrganizationId(request));
      if (!organization) throw notFound("Organization");
      // A heavy request (decision 031): one of the organization's slots, and its statements on one
      // connection under the heavy bound, so a flood of them takes neither the pool nor the cores.
      return deps.heavyRequests.run(organization.id, (slot) =>
        slot.bounded((tx) =>
          createStatisticsService({
            statistics: createStatisticsRepository({ db: oneAtATime(tx) }),
          }).statistics(organization, request.body),
        ),
      );
    },
  );
}
