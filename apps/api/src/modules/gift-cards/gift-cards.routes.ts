import {
  CreateGiftCardRequestSchema,
  GiftCardPostingRequestSchema,
  GiftCardPostingResultSchema,
  GiftCardSchema,
  GiftCodeSchema,
  HeldGiftCardSchema,
  IssuedGiftCardSchema,
  IssueGiftCardRequestSchema,
  ListIssuedGiftCardsQuerySchema,
  UpdateGiftCardRequestSchema,
} from "@stampwise/contract";
import { z } from "zod";
import type { AppInstance } from "../../app-types";
import { errorResponses } from "../../lib/route-schemas";
import { COUNTER_KEY, requireFullKeyFor } from "../../plugins/api-key-scopes";
import { type Authentication, currentActor, currentSession } from "../../plugins/authentication";
import { currentOrganizationId, type TenancyGuard } from "../../plugins/tenancy";
import type { GiftCardsService } from "./gift-cards.service";

const IdParams = z.object({ id: z.uuid() });
const CodeParams = z.object({ code: GiftCodeSchema });

/**
 * Gift cards: definitions under
 * /loyalty-card/gift-cards, issued cards under /gift-card-instance. Every admin route runs the
 * tenancy guard, so another organization's ids answer 404; the customer's own list spans them all.
 */
export function registerGiftCardRoutes(
  app: AppInstance,
  deps: {
    giftCardsService: GiftCardsService;
    authentication: Authentication;
    requireOrganization: TenancyGuard;
  },
): void {
  const { giftCardsService: service } = deps;
  const preHandler = [deps.authentication.requireUser, deps.requireOrganization];
  const tags = ["gift-card"];

  app.get(
    "/loyalty-card/gift-cards",
    {
      preHandler,
      schema: {
        tags,
        summary: "The organization's gift cards, with how many were issued and what they still hold",
        response: { 200: z.array(GiftCardSchema), ...errorResponses },
      },
    },
    async (request) => service.list(currentOrganizationId(request)),
  );

  app.post(
    "/loyalty-card/gift-cards",
    {
      preHandler,
      schema: {
        tags,
        summary: "Create a gift card (amounts in minor units; SEK unless another currency is named)",
        body: CreateGiftCardRequestSchema,
        response: { 201: GiftCardSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(currentOrganizationId(request), request.body)),
  );

  app.patch(
    "/loyalty-card/gift-cards/:id",
    {
      preHandler,
      schema: {
        tags,
        summary: "Change a gift card; a new initial balance or currency applies to cards issued from now on",
        params: IdParams,
        body: UpdateGiftCardRequestSchema,
        response: { 200: GiftCardSchema, ...errorResponses },
      },
    },
    async (request) => service.update(currentOrganizationId(request), request.params.id, request.body),
  );

  app.delete(
    "/loyalty-card/gift-cards/:id",
    {
      preHandler,
      schema: {
        tags,
        summary: "Delete a gift card: no new cards are issued; issued ones keep their balance",
        params: IdParams,
        response: { 204: z.null().describe("Deleted"), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.remove(currentOrganizationId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/loyalty-card/gift-cards/:id/issue",
    {
      preHandler,
      schema: {
        tags,
        summary: "Issue a gift card to a customer, loaded with its initial balance (200 for a repeated key)",
        params: IdParams,
        body: IssueGiftCardRequestSchema,
        response: { 200: IssuedGiftCardSchema, 201: IssuedGiftCardSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { giftCard, replayed } = await service.issue(
        currentOrganizationId(request),
        currentActor(request),
        request.params.id,
        request.body,
      );
      return reply.code(replayed ? 200 : 201).send(giftCard);
    },
  );

  app.get(
    "/gift-card-instance",
    {
      preHandler,
      schema: {
        tags,
        summary: "A customer's gift cards in this organization, newest first",
        querystring: ListIssuedGiftCardsQuerySchema,
        response: { 200: z.array(IssuedGiftCardSchema), ...errorResponses },
      },
    },
    async (request) => service.listIssuedToUser(currentOrganizationId(request), request.query.userId),
  );

  app.get(
    "/gift-card-instance/by-code/:code",
    {
      preHandler,
      schema: {
        tags,
        summary: "The issued gift card with this code (typed or scanned; dashes and case do not matter)",
        params: CodeParams,
        response: { 200: IssuedGiftCardSchema, ...errorResponses },
      },
    },
    async (request) => service.findByCode(currentOrganizationId(request), request.params.code),
  );

  app.post(
    "/gift-card-instance/:id/transaction",
    {
      preHandler,
      config: COUNTER_KEY,
      schema: {
        tags,
        summary: "Redeem part of a gift card or adjust it (409 GIFT_CARD_BALANCE_TOO_LOW below zero)",
        params: IdParams,
        body: GiftCardPostingRequestSchema,
        response: { 200: GiftCardPostingResultSchema, 201: GiftCardPostingResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // A till redeems at the counter; correcting a balance is for a full key (or a person).
      if (request.body.operation !== "redeem") requireFullKeyFor(request);
      const { result, replayed } = await service.post(
        currentOrganizationId(request),
        currentActor(request),
        request.params.id,
        request.body,
      );
      return reply.code(replayed ? 200 : 201).send(result);
    },
  );

  app.delete(
    "/gift-card-instance/:id",
    {
      preHandler,
      schema: {
        tags,
        summary:
          "Take a gift card away: what it still holds is written off in the ledger; its code stops working",
        params: IdParams,
        response: { 204: z.null().describe("Removed"), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.removeIssued(currentOrganizationId(request), currentActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/gift-card-instance/mine",
    {
      preHandler: [deps.authentication.requireUser],
      schema: {
        tags,
        summary: "The signed-in customer's gift cards in every organization (403 for admin accounts)",
        response: { 200: z.array(HeldGiftCardSchema), ...errorResponses },
      },
    },
    async (request) => service.listMine(currentSession(request).user),
  );
}
