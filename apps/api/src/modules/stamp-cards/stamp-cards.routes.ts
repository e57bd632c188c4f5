import {
  CardTemplateSchema,
  CreateRewardMilestoneRequestSchema,
  CreateStampCardRequestSchema,
  RewardMilestoneSchema,
  StampCardListSchema,
  StampCardSchema,
  UpdateCardTemplateRequestSchema,
  UpdateRewardMilestoneRequestSchema,
  UpdateStampCardRequestSchema,
} from "@stampwise/contract";
import { z } from "zod";
import type { AppInstance } from "../../app-types";
import { notFound } from "../../lib/app-error";
import { errorResponses } from "../../lib/route-schemas";
import { type Authentication, currentActor } from "../../plugins/authentication";
import { currentOrganizationId, type TenancyGuard } from "../../plugins/tenancy";
import type { StampCardsService } from "./stamp-cards.service";

const IdParams = z.object({ id: z.uuid() });
const StampCardIdParams = z.object({ stampCardId: z.uuid() });
const noContent = { 204: z.null().describe("Deleted") };

/**
 * Stamp card definitions (loyalty-card, card-template, reward-milestone). Every route runs
 * the tenancy guard; an id of another organization answers 404 exactly like an unknown one.
 */
export function registerStampCardRoutes(
  app: AppInstance,
  deps: {
    stampCardsService: StampCardsService;
    authentication: Authentication;
    requireOrganization: TenancyGuard;
  },
): void {
  const { stampCardsService: service } = deps;
  const preHandler = [deps.authentication.requireUser, deps.requireOrganization];
  const cardTags = ["loyalty-card"];
  const milestoneTags = ["reward-milestone"];

  app.post(
    "/loyalty-card",
    {
      preHandler,
      schema: {
        tags: cardTags,
        summary: "Create a stamp card with the default template",
        body: CreateStampCardRequestSchema,
        response: { 201: StampCardSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const card = await service.createStampCard(currentOrganizationId(request), request.body);
      return reply.code(201).send(card);
    },
  );

  app.delete(
    "/loyalty-card/:id",
    {
      preHandler,
      schema: {
        tags: cardTags,
        summary: "Delete a card (soft: customers' history stays)",
        params: IdParams,
        response: { ...noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      const deleted = await service.deleteStampCard(currentOrganizationId(request), request.params.id);
      if (!deleted) throw notFound("Stamp card");
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/loyalty-card/stamp-cards",
    {
      preHandler,
      schema: {
        tags: cardTags,
        summary: "The organization's stamp cards, newest first",
        response: { 200: StampCardListSchema, ...errorResponses },
      },
    },
    async (request) => service.listStampCards(currentOrganizationId(request)),
  );

  app.get(
    "/loyalty-card/stamp-cards/:id",
    {
      preHandler,
      schema: {
        tags: cardTags,
        summary: "A stamp card with its milestones and template",
        params: IdParams,
        response: { 200: StampCardSchema, ...errorResponses },
      },
    },
    async (request) => service.getStampCard(currentOrganizationId(request), request.params.id),
  );

  app.patch(
    "/loyalty-card/stamp-cards/:id",
    {
      preHandler,
      schema: {
        tags: cardTags,
        summary: "Update name, description or stamps required (409 LOWERING_NEEDS_CONFIRMATION to confirm)",
        params: IdParams,
        body: UpdateStampCardRequestSchema,
        response: { 200: StampCardSchema, ...errorResponses },
      },
    },
    async (request) =>
      service.updateStampCard(
        currentOrganizationId(request),
        request.params.id,
        request.body,
        currentActor(request),
      ),
  );

  app.patch(
    "/card-template/:id",
    {
      preHandler,
      schema: {
        tags: ["card-template"],
        summary: "Update the template of the stamp card with this id (the card id: one template per card)",
        params: IdParams,
        body: UpdateCardTemplateRequestSchema,
        response: { 200: CardTemplateSchema, ...errorResponses },
      },
    },
    async (request) =>
      service.updateTemplate(currentOrganizationId(request), request.params.id, request.body),
  );

  app.post(
    "/reward-milestone",
    {
      preHandler,
      schema: {
        tags: milestoneTags,
        summary: "Add a milestone to a stamp card (stamps needed ≤ the card's stamps required)",
        body: CreateRewardMilestoneRequestSchema,
        response: { 201: RewardMilestoneSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const milestone = await service.createMilestone(currentOrganizationId(request), request.body);
      return reply.code(201).send(milestone);
    },
  );

  app.get(
    "/reward-milestone/stamp-card/:stampCardId",
    {
      preHandler,
      schema: {
        tags: milestoneTags,
        summary: "A stamp card's milestones, fewest stamps first",
        params: StampCardIdParams,
        response: { 200: z.array(RewardMilestoneSchema), ...errorResponses },
      },
    },
    async (request) => service.listMilestones(currentOrganizationId(request), request.params.stampCardId),
  );

  app.patch(
    "/reward-milestone/:id",
    {
      preHandler,
      schema: {
        tags: milestoneTags,
        summary: "Update a milestone",
        params: IdParams,
        body: UpdateRewardMilestoneRequestSchema,
        response: { 200: RewardMilestoneSchema, ...errorResponses },
      },
    },
    async (request) =>
      service.updateMilestone(currentOrganizationId(request), request.params.id, request.body),
  );

  app.delete(
    "/reward-milestone/:id",
    {
      preHandler,
      schema: {
        tags: milestoneTags,
        summary: "Delete a milestone",
        params: IdParams,
        response: { ...noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      const deleted = await service.deleteMilestone(currentOrganizationId(request), request.params.id);
      if (!deleted) throw notFound("Milestone");
      return reply.code(204).send(null);
    },
  );
}
