import { SetupChecklistSchema } from "@stampwise/contract";
import type { AppInstance } from "../../app-types";
import { errorResponses } from "../../lib/route-schemas";
import type { Authentication } from "../../plugins/authentication";
import { currentOrganizationId, requireOwner, type TenancyGuard } from "../../plugins/tenancy";
import type { SetupChecklistService } from "./setup-checklist.service";

/** The setup checklist: every member reads it; owners, who set the organization up, hide it. */
export function registerSetupChecklistRoutes(
  app: AppInstance,
  deps: {
    setupChecklist: SetupChecklistService;
    authentication: Authentication;
    requireOrganization: TenancyGuard;
  },
): void {
  const tags = ["organization"];
  const preHandler = [deps.authentication.requireUser, deps.requireOrganization];

  app.get(
    "/organization/setup-checklist",
    {
      preHandler,
      schema: {
        tags,
        summary: "The first steps of a new organization, each done or not, and whether an owner hid them",
        response: { 200: SetupChecklistSchema, ...errorResponses },
      },
    },
    (request) => deps.setupChecklist.read(currentOrganizationId(request)),
  );

  app.post(
    "/organization/setup-checklist/dismiss",
    {
      preHandler: [...preHandler, requireOwner],
      schema: {
        tags,
        summary:
          "Hide the setup checklist for everybody in the organization (owner); asking again changes nothing",
        response: { 200: SetupChecklistSchema, ...errorResponses },
      },
    },
    (request) => deps.setupChecklist.dismiss(currentOrganizationId(request)),
  );
}
