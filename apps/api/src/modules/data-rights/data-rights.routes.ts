import {
  AccountDeletionRequestSchema,
  AccountDeletionScheduledSchema,
  DataExportStateSchema,
  DataExportTokenParamsSchema,
  DataRequestLogEntrySchema,
  YourDataSchema,
} from "@stampwise/contract";
import { z } from "zod";
import type { AppInstance } from "../../app-types";
import { errorResponses } from "../../lib/route-schemas";
import { type Authentication, clearSessionCookie, currentSession } from "../../plugins/authentication";
import { currentOrganizationId, requireOwner, type TenancyGuard } from "../../plugins/tenancy";
import type { DataRightsService } from "./data-rights.service";

const CustomerBody = z.strictObject({ userId: z.uuid() });
const OrganizationParams = z.object({ organizationId: z.uuid() });

/**
 * The signed-in person's own data (`/user/data…`): no organization header, no API key. Every
 * answer is about the session's account only. And the owners' side: an export started for a
 * customer who asked in person, and the log of those (owners only).
 */
export function registerDataRightsRoutes(
  app: AppInstance,
  deps: {
    dataRights: DataRightsService;
    authentication: Authentication;
    requireOrganization: TenancyGuard;
    secureCookies: boolean;
  },
): void {
  const { dataRights } = deps;
  const preHandler = [deps.authentication.requireUser];
  const tags = ["user"];

  app.get(
    "/user/data",
    {
      preHandler,
      schema: {
        tags,
        summary:
          "Your data: your account, and per business your cards, consents, rewards, and the newest history and messages",
        response: { 200: YourDataSchema, ...errorResponses },
      },
    },
    async (request) => dataRights.yourData(currentSession(request).user),
  );

  app.get(
    "/user/data-export",
    {
      preHandler,
      schema: {
        tags,
        summary: "Where your newest request for a copy of your data stands (latest is null before any)",
        response: { 200: z.object({ latest: DataExportStateSchema.nullable() }), ...errorResponses },
      },
    },
    async (request) => ({ latest: await dataRights.latestExport(currentSession(request).user) }),
  );

  app.post(
    "/user/data-export",
    {
      preHandler,
      schema: {
        tags,
        summary:
          "Ask for a copy of all your data: a job prepares it and mails you a link that works once (429 past the day's limit)",
        response: { 202: DataExportStateSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await dataRights.requestExport(currentSession(request).user)),
  );

  app.post(
    "/user/leave/:organizationId",
    {
      preHandler,
      schema: {
        tags,
        summary:
          "Leave a business: your cards there end and what they hold is forfeited, and it no longer sees your name, email or phone",
        params: OrganizationParams,
        response: { 204: z.null().describe("Left"), ...errorResponses },
      },
    },
    async (request, reply) => {
      await dataRights.leaveBusiness(currentSession(request).user, request.params.organizationId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/user/account-deletion",
    {
      preHandler,
      schema: {
        tags,
        summary:
          "Delete your account: confirmed with your password (or a fresh Google sign-in), erased after the grace period unless you sign in again; signs you out everywhere",
        body: AccountDeletionRequestSchema,
        response: { 202: AccountDeletionScheduledSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const scheduled = await dataRights.requestAccountDeletion(currentSession(request), request.body);
      clearSessionCookie(reply, deps.secureCookies);
      return reply.code(202).send(scheduled);
    },
  );

  app.get(
    "/user/data-export/download/:token",
    {
      preHandler,
      schema: {
        tags,
        summary:
          "The zip of your data behind a mailed link: once, signed in as its owner (410 when used or expired)",
        params: DataExportTokenParamsSchema,
        response: { 200: z.any().describe("application/zip"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { file, fileName } = await dataRights.download(
        currentSession(request).user,
        request.params.token,
      );
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "no-store")
        .send(file);
    },
  );

  const ownersOnly = [deps.authentication.requireUser, deps.requireOrganization, requireOwner];

  app.post(
    "/data-requests/export",
    {
      preHandler: ownersOnly,
      schema: {
        tags,
        summary:
          "Start a copy of a customer's data for them (owners): mailed to the customer, opened only in their session",
        body: CustomerBody,
        response: { 202: DataExportStateSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await dataRights.requestExportForCustomer(
            currentOrganizationId(request),
            currentSession(request).user,
            request.body.userId,
          ),
        ),
  );

  app.post(
    "/data-requests/erasure",
    {
      preHandler: ownersOnly,
      schema: {
        tags,
        summary:
          "Start the deletion of a customer's account for them (owners): the same grace period, mailed to the customer, cancelled if they sign in",
        body: CustomerBody,
        response: { 202: AccountDeletionScheduledSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await dataRights.requestErasureForCustomer(
            currentOrganizationId(request),
            currentSession(request).user,
            request.body.userId,
          ),
        ),
  );

  app.get(
    "/data-requests",
    {
      preHandler: ownersOnly,
      schema: {
        tags: ["organization"],
        summary:
          "The log of data exports and account deletions for this business's customers, newest first (owners)",
        response: { 200: z.array(DataRequestLogEntrySchema), ...errorResponses },
      },
    },
    async (request) => dataRights.listOrganizationRequests(currentOrganizationId(request)),
  );
}
