import { CustomerCardListSchema } from "@stampwise/contract";
import type { AppInstance } from "../../app-types";
import { errorResponses } from "../../lib/route-schemas";
import { type Authentication, currentSession } from "../../plugins/authentication";
import type { CustomerCardsService } from "./customer-cards.service";

/**
 * The customer app's side of card instances: the signed-in customer's own cards. No
 * `x-organization-id` here: the list spans every organization the customer collects stamps at.
 */
export function registerCustomerCardRoutes(
  app: AppInstance,
  deps: { customerCardsService: CustomerCardsService; authentication: Authentication },
): void {
  app.get(
    "/loyalty-card-instance/mine",
    {
      preHandler: [deps.authentication.requireUser],
      schema: {
        tags: ["loyalty-card-instance"],
        summary: "The signed-in customer's cards, most recently active first (403 for admin accounts)",
        response: { 200: CustomerCardListSchema, ...errorResponses },
      },
    },
    async (request) => deps.customerCardsService.listMine(currentSession(request).user),
  );
}
