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
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import { acceptFormBodies } from "../../lib/form-body";
import { errorResponses } from "../../lib/route-schemas";
import { type Authentication, currentSession } from "../../plugins/authentication";
import { type ConsentRepository, setConsent } from "./consent.repository";
import { readUnsubscribeToken } from "./unsubscribe-token";
import { createUndoTicket, isLiveUndoTicket, UNSUBSCRIBE_UNDO_MINUTES } from "./unsubscribe-undo-ticket";

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
  deps: { db: Db; consent: ConsentRepository; authentication: Authentication; secret: string },
): void {
  const { consent } = deps;
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
    async (request) => consent.listForUser(currentSession(request).user.id),
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
    async (request) => {
      const userId = currentSession(request).user.id;
      const { organizationId } = request.params;
      if (!(await consent.isCustomer(userId, organizationId))) throw notFound("Organization");
      await setConsent(deps.db, { userId, organizationId, ...request.body, source: "customer_app" });
      return consent.listForUser(userId);
    },
  );

  // The one-click POST comes from mail providers as a form: a parser for this scope only.
  void app.register(async (scope) => {
    const typed: AppInstance = scope.withTypeProvider<ZodTypeProvider>();
    acceptFormBodies(scope, FORM_BODY_LIMIT);

    const stateOf = async (token: string) => {
      const claim = readUnsubscribeToken(deps.secret, token);
      const state = claim && (await consent.unsubscribeState(claim));
      if (!claim || !state) throw notFound("Subscription");
      return { claim, state };
    };

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
      async (request) => (await stateOf(request.params.token)).state,
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
        const { token } = request.params;
        const { claim, state } = await stateOf(token);
        const oneClick =
          (request.body as Record<string, unknown> | undefined)?.["List-Unsubscribe"] === "One-Click";
        await setConsent(deps.db, {
          ...claim,
          granted: false,
          source: oneClick ? "list_unsubscribe_post" : "unsubscribe_link",
        });
        // Only an unsubscribe that switched news off can be undone: repeating it on a consent
        // that was already off must not hand out a way to switch it on.
        const undoTicket = state.subscribed ? createUndoTicket(deps.secret, token) : undefined;
        return { ...state, subscribed: false, ...(undoTicket && { undoTicket }) };
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
      async (request) => {
        const { token } = request.params;
        const { claim, state } = await stateOf(token);
        if (!isLiveUndoTicket(deps.secret, token, request.body.ticket)) {
          throw new AppError(
            410,
            "UNSUBSCRIBE_UNDO_EXPIRED",
            "This unsubscribe can no longer be undone here. Turn news back on in the app, signed in.",
          );
        }
        await setConsent(deps.db, { ...claim, granted: true, source: "unsubscribe_undo" });
        return { ...state, subscribed: true };
      },
    );
  });
}
