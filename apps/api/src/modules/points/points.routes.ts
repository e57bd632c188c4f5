import {
  AdjustPointsRequestSchema,
  CreatePointsRewardRequestSchema,
  CustomerPointsCardListSchema,
  EarnPointsRequestSchema,
  PointsPostingResultSchema,
  PointsRewardListSchema,
  PointsRewardSchema,
  RedeemPointsRewardRequestSchema,
  RedeemPointsRewardResultSchema,
  UpdatePointsRewardRequestSchema,
} from "@stampwise/contract";
import { z } from "zod";
import type { AppInstance } from "../../app-types";
import { errorResponses } from "../../lib/route-schemas";
import { COUNTER_KEY } from "../../plugins/api-key-scopes";
import { type Authentication, currentActor, currentSession } from "../../plugins/authentication";
import { currentOrganizationId, type TenancyGuard } from "../../plugins/tenancy";
import type { CustomerPointsService } from "./customer-points.service";
import type { PointsService } from "./points.service";

const IdParams = z.object({ id: z.uuid() });
const postingResponses = {
  200: PointsPostingResultSchema,
  201: PointsPostingResultSchema,
  ...errorResponses,
};

/**
 * Points through the ledger and the points rewards catalogue. Staff routes: any member of the
 * organization, owner or admin (the tenancy guard; another organization's ids answer 404, a
 * customer account is no member and gets 404 too). The customer's own points cards: a signed-in
 * customer account (an admin account gets 403). A posting answers 201, its repeat with the same
 * idempotency key the original with 200.
 */
export function registerPointsRoutes(
  app: AppInstance,
  deps: {
    pointsService: PointsService;
    customerPointsService: CustomerPointsService;
    authentication: Authentication;
    requireOrganization: TenancyGuard;
  },
): void {
  const { pointsService: points } = deps;
  const member = [deps.authentication.requireUser, deps.requireOrganization];
  const actor = currentActor;

  app.post(
    "/points-transaction/earn",
    {
      preHandler: member,
      config: COUNTER_KEY,
      schema: {
        tags: ["points"],
        summary:
          "Role: owner or admin. Give a customer points for a purchase (öre, by the program's rule) or a number of points (400 POINTS_NOTHING_EARNED, 409 POINTS_PROGRAM_INACTIVE)",
        body: EarnPointsRequestSchema,
        response: postingResponses,
      },
    },
    async (request, reply) => {
      const { result, replayed } = await points.earn(
        currentOrganizationId(request),
        actor(request),
        request.body,
      );
      return reply.code(replayed ? 200 : 201).send(result);
    },
  );

  app.post(
    "/points-transaction/adjust",
    {
      preHandler: member,
      schema: {
        tags: ["points"],
        summary:
          "Role: owner or admin. Correct a customer's points either way, with a reason (400 POINTS_INSUFFICIENT below zero)",
        body: AdjustPointsRequestSchema,
        response: postingResponses,
      },
    },
    async (request, reply) => {
      const { result, replayed } = await points.adjust(
        currentOrganizationId(request),
        actor(request),
        request.body,
      );
      return reply.code(replayed ? 200 : 201).send(result);
    },
  );

  app.get(
    "/points-reward",
    {
      preHandler: member,
      schema: {
        tags: ["points-reward"],
        summary: "Role: owner or admin. The points rewards catalogue, cheapest first",
        response: { 200: PointsRewardListSchema, ...errorResponses },
      },
    },
    async (request) => points.listRewards(currentOrganizationId(request)),
  );

  app.post(
    "/points-reward",
    {
      preHandler: member,
      schema: {
        tags: ["points-reward"],
        summary: "Role: owner or admin. Add a reward (409 LOYALTY_PROGRAM_REQUIRED without a program)",
        body: CreatePointsRewardRequestSchema,
        response: { 201: PointsRewardSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await points.createReward(currentOrganizationId(request), request.body)),
  );

  app.patch(
    "/points-reward/:id",
    {
      preHandler: member,
      schema: {
        tags: ["points-reward"],
        summary: "Role: owner or admin. Rename a reward, change its cost or switch it on or off",
        params: IdParams,
        body: UpdatePointsRewardRequestSchema,
        response: { 200: PointsRewardSchema, ...errorResponses },
      },
    },
    async (request) => points.updateReward(currentOrganizationId(request), request.params.id, request.body),
  );

  app.delete(
    "/points-reward/:id",
    {
      preHandler: member,
      schema: {
        tags: ["points-reward"],
        summary: "Role: owner or admin. Remove a reward (the rewards it issued stay)",
        params: IdParams,
        response: { 204: z.null().describe("Removed"), ...errorResponses },
      },
    },
    async (request, reply) => {
      await points.deleteReward(currentOrganizationId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/points-reward/:id/redeem",
    {
      preHandler: member,
      config: COUNTER_KEY,
      schema: {
        tags: ["points-reward"],
        summary:
          "Role: owner or admin. Spend a customer's points on a reward and hand it over (400 POINTS_INSUFFICIENT, 409 POINTS_REWARD_INACTIVE)",
        params: IdParams,
        body: RedeemPointsRewardRequestSchema,
        response: {
          200: RedeemPointsRewardResultSchema,
          201: RedeemPointsRewardResultSchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { result, replayed } = await points.redeem(
        currentOrganizationId(request),
        actor(request),
        request.params.id,
        request.body,
      );
      return reply.code(replayed ? 200 : 201).send(result);
    },
  );

  app.get(
    "/loyalty-card/point-cards",
    {
      preHandler: [deps.authentication.requireUser],
      schema: {
        tags: ["loyalty-card"],
        summary:
          "Role: customer account (403 for admin accounts). The signed-in customer's points cards: balance, level, progress, what expires when, recent history",
        response: { 200: CustomerPointsCardListSchema, ...errorResponses },
      },
    },
    async (request) => deps.customerPointsService.listMine(currentSession(request).user),
  );
}
