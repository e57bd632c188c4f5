import {
  CardInstanceSchema,
  CreateCardInstanceRequestSchema,
  CreateTransactionRequestSchema,
  ListRewardsQuerySchema,
  RewardSchema,
  TransactionResultSchema,
  UpdateRewardRequestSchema,
} from "@stampwise/contract";
import { z } from "zod";
import type { AppInstance } from "../../app-types";
import { errorResponses } from "../../lib/route-schemas";
import { COUNTER_KEY } from "../../plugins/api-key-scopes";
import { type Authentication, currentActor } from "../../plugins/authentication";
import { currentOrganizationId, type TenancyGuard } from "../../plugins/tenancy";
import type { CardInstancesService } from "./card-instances.service";

const IdParams = z.object({ id: z.uuid() });

/**
 * A customer's cards, the stamp ledger and rewards (loyalty-card-instance, transaction,
 * reward). Every route runs the tenancy guard; another organization's id answers 404.
 */
export function registerCardInstanceRoutes(
  app: AppInstance,
  deps: {
    cardInstancesService: CardInstancesService;
    authentication: Authentication;
    requireOrganization: TenancyGuard;
  },
): void {
  const { cardInstancesService: service } = deps;
  const preHandler = [deps.authentication.requireUser, deps.requireOrganization];

  app.post(
    "/loyalty-card-instance",
    {
      preHandler,
      schema: {
        tags: ["loyalty-card-instance"],
        summary: "Give a customer a stamp card (409 CARD_INSTANCE_EXISTS if they hold it)",
        body: CreateCardInstanceRequestSchema,
        response: { 201: CardInstanceSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const instance = await service.createInstance(currentOrganizationId(request), request.body);
      return reply.code(201).send(instance);
    },
  );

  app.delete(
    "/loyalty-card-instance/:id",
    {
      preHandler,
      schema: {
        tags: ["loyalty-card-instance"],
        summary: "Remove a customer's card (its ledger and rewards stay)",
        params: IdParams,
        response: { 204: z.null().describe("Removed"), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.deleteInstance(currentOrganizationId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/transaction",
    {
      preHandler,
      config: COUNTER_KEY,
      schema: {
        tags: ["transaction"],
        summary: "Add or remove stamps (201; a repeated idempotency key answers the original with 200)",
        body: CreateTransactionRequestSchema,
        response: { 200: TransactionResultSchema, 201: TransactionResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { result, replayed } = await service.recordTransaction(
        currentOrganizationId(request),
        currentActor(request),
        request.body,
      );
      return reply.code(replayed ? 200 : 201).send(result);
    },
  );

  app.get(
    "/reward",
    {
      preHandler,
      schema: {
        tags: ["reward"],
        summary: "A card instance's rewards, newest first",
        querystring: ListRewardsQuerySchema,
        response: { 200: z.array(RewardSchema), ...errorResponses },
      },
    },
    async (request) => service.listRewards(currentOrganizationId(request), request.query.instanceId),
  );

  app.patch(
    "/reward/:id",
    {
      preHandler,
      config: COUNTER_KEY,
      schema: {
        tags: ["reward"],
        summary: "Redeem an available reward (409 REWARD_NOT_AVAILABLE otherwise)",
        params: IdParams,
        body: UpdateRewardRequestSchema,
        response: { 200: RewardSchema, ...errorResponses },
      },
    },
    async (request) =>
      service.redeemReward(currentOrganizationId(request), request.params.id, currentActor(request)),
  );
}
