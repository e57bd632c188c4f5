import { CommunicationPreviewRequestSchema, CommunicationPreviewSchema } from "@stampwise/contract";
import type { AppInstance } from "../../app-types";
import type { RateLimiter } from "../../lib/rate-limiter";
import { errorResponses } from "../../lib/route-schemas";
import { type Authentication, currentSession } from "../../plugins/authentication";
import { currentOrganizationId, type TenancyGuard } from "../../plugins/tenancy";
import type { CommunicationPreviewService } from "./communication-preview.service";

/**
 * The communication editor's previews. Guarded like the other `/communication` routes;
 * a user who is not a customer of this organization answers 404, whoever they are elsewhere.
 */
export function registerCommunicationPreviewRoutes(
  app: AppInstance,
  deps: {
    previewService: CommunicationPreviewService;
    authentication: Authentication;
    requireOrganization: TenancyGuard;
    rateLimiter: RateLimiter;
    /** Previews one admin may ask for per minute (COMMUNICATION_PREVIEW_RATE_LIMIT_PER_MINUTE). */
    previewsPerMinute: number;
  },
): void {
  app.post(
    "/communication/preview",
    {
      preHandler: [deps.authentication.requireUser, deps.requireOrganization],
      schema: {
        tags: ["communication"],
        summary:
          "Unsaved content rendered for one customer of the organization as it would be sent: the email's subject, HTML and text, the SMS with its segments, the in-app title and body (a null channel is not rendered; 404 for anyone who is not a customer here; 120 a minute per admin by default, then 429)",
        body: CommunicationPreviewRequestSchema,
        response: { 200: CommunicationPreviewSchema, ...errorResponses },
      },
    },
    async (request) => {
      // The editor previews as the content changes (debounced); more than this is a script, and
      // each email preview renders the whole template.
      await deps.rateLimiter.consume([
        {
          key: `communication-preview:${currentSession(request).user.id}`,
          limit: deps.previewsPerMinute,
          windowSeconds: 60,
        },
      ]);
      return deps.previewService.preview(currentOrganizationId(request), request.body);
    },
  );
}
