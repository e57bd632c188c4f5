import {
  MarketingConsentSchema,
  UnsubscribeResultSchema,
  UnsubscribeStateSchema,
  UnsubscribeTokenSchema,
  UnsubscribeUndoRequestSchema,
  UpdateMarketingConsentRequestSchema,
} from "@stampwise/contract";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppInstance } from "../../app-types";
import { acceptFormBodies } from "../../lib/form-body";
import { errorResponses } from "../../lib/route-schemas";
import { type Authentication, currentSession } from "../../plugins/authentication";
import type { ConsentService } from "./consent.service";
import { UNSUBSCRIBE_UNDO_MINUTES } from "./unsubscribe-undo-ticket";

const TokenParams = z.object({ token: UnsubscribeTokenSchema });
const OrganizationParams = z.object({ organizationId: z.uuid() });
/** RFC 8058's body is `List-Unsubscribe=One-Click`; anything else small is accepted as a click. */
const FORM_BODY_LIMIT = 1024;

/**
 * Marketing consent: the customer's own choices per organization and channel, and the
 * unsubscribe link of every campaign email (RFC 8058 one-click, no login). The link only ever
 * switches news off; its page may undo that for a few minutes with the ticket the unsubscribe
 * answered, and after that only the customer, signed in, switches news on again.
 */
export function registerConsentRoutes(
  app: AppInstance,
  deps: { consentService: ConsentService; authentication: Authentication },
): void {
  const { consentService: service } = deps;
  const tags = ["consent"];

  app.get(
    "/user/marketing-consents",
    {
      preHandler: [deps.authentication.requireUser],
      schema: {
        tags,
        summary: "The signed-in customer's marketing consent in each organization where they are a customer",
        response: { 200: z.array(MarketingConsentSchema), ...errorResponses },
      },
    },
    async (request) => service.listMine(currentSession(request).user.id),
  );

  app.put(
    "/user/marketing-consents/:organizationId",
    {
      preHandler: [deps.authentication.requireUser],
      schema: {
        tags,
        summary: "Say yes or no to an organization's news by email or SMS (logged with time and source)",
        params: OrganizationParams,
        body: UpdateMarketingConsentRequestSchema,
        response: { 200: z.array(MarketingConsentSchema), ...errorResponses },
      },
    },
    async (request) =>
      service.setMine(currentSession(request).user.id, request.params.organizationId, request.body),
  );

  // The one-click POST comes from mail providers as a form: a parser for this scope only.
  void app.register(async (scope) => {
    const typed: AppInstance = scope.withTypeProvider<ZodTypeProvider>();
    acceptFormBodies(scope, FORM_BODY_LIMIT);

    typed.get(
      "/unsubscribe/:token",
      {
        schema: {
          tags,
          summary: "What an unsubscribe link is for, and whether that consent is on now (no login)",
          params: TokenParams,
          response: { 200: UnsubscribeStateSchema, ...errorResponses },
        },
      },
      async (request) => service.unsubscribeState(request.params.token),
    );

    typed.post(
      "/unsubscribe/:token",
      {
        schema: {
          tags,
          summary:
            "Unsubscribe (RFC 8058 one-click: form body List-Unsubscribe=One-Click; or from the page); idempotent",
          params: TokenParams,
          response: { 200: UnsubscribeResultSchema, ...errorResponses },
        },
      },
      async (request) => {
        const oneClick =
          (request.body as Record<string, unknown> | undefined)?.["List-Unsubscribe"] === "One-Click";
        return service.unsubscribe(request.params.token, oneClick);
      },
    );

    typed.post(
      "/unsubscribe/:token/undo",
      {
        schema: {
          tags,
          summary: `Undo an unsubscribe within ${UNSUBSCRIBE_UNDO_MINUTES} minutes, with the ticket it answered: the consent is on again`,
          params: TokenParams,
          body: UnsubscribeUndoRequestSchema,
          response: { 200: UnsubscribeStateSchema, ...errorResponses },
        },
      },
      async (request) => service.undoUnsubscribe(request.params.token, request.body.ticket),
    );
  });
}
