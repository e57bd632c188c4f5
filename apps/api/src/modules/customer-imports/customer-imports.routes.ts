import {
  CUSTOMER_IMPORT_BYTES_MAX,
  CustomerImportListSchema,
  CustomerImportSchema,
  CustomerImportSummarySchema,
  ErrorResponseSchema,
  StartCustomerImportQuerySchema,
  StartedCustomerImportSchema,
} from "@stampwise/contract";
import type { FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppInstance } from "../../app-types";
import { acceptedLanguage } from "../../lib/request-language";
import { errorResponses } from "../../lib/route-schemas";
import { type Authentication, currentActor } from "../../plugins/authentication";
import { currentOrganizationId, requireOwner, type TenancyGuard } from "../../plugins/tenancy";
import type { HeavyRequests } from "../heavy-requests/heavy-requests";
import type { CustomerImportsService } from "./customer-imports.service";

const IdParamsSchema = z.object({ id: z.uuid() });
/** The body is the file itself: whatever type the browser names it (a .csv is often text/plain or Excel's). */
const FileBodySchema = z.any().describe("The CSV file's bytes (text/csv)");
const fileResponses = { ...errorResponses, 413: ErrorResponseSchema } as const;

/** The uploaded file's bytes: any content type is read as bytes here, and a missing body is empty. */
const fileBytes = (request: FastifyRequest) =>
  Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);

/**
 * Settings → Import (decision 041). Owners run the dry run and start imports; every member reads
 * the list and an import's progress (admins see the settings read-only). No API key: importing
 * people is an owner's act in the app.
 */
export function registerCustomerImportRoutes(
  app: AppInstance,
  deps: {
    customerImports: CustomerImportsService;
    authentication: Authentication;
    requireOrganization: TenancyGuard;
    /** Reading a file is heavy work: see `HeavyRequests.routeHooks`. */
    heavyRouteHooks: HeavyRequests["routeHooks"];
  },
): void {
  const member = [deps.authentication.requireUser, deps.requireOrganization];
  const owner = [...member, requireOwner];
  const tags = ["customer-import"];
  const config = { apiKey: "never" as const };

  void app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    // The file comes as the body, in whatever type the browser gives it (text/csv, text/plain,
    // application/vnd.ms-excel, or none): read as bytes here only, judged by readImportFile.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: CUSTOMER_IMPORT_BYTES_MAX },
      (_request, body, done) => done(null, body),
    );

    scope.post(
      "/customer-import/dry-run",
      {
        ...deps.heavyRouteHooks,
        preHandler: owner,
        bodyLimit: CUSTOMER_IMPORT_BYTES_MAX,
        config,
        schema: {
          tags,
          summary: "What importing this CSV file would do (owner); nothing is stored",
          body: FileBodySchema,
          response: { 200: CustomerImportSummarySchema, ...fileResponses },
        },
      },
      (request) => deps.customerImports.dryRun(currentOrganizationId(request), fileBytes(request)),
    );

    scope.post(
      "/customer-import",
      {
        ...deps.heavyRouteHooks,
        preHandler: owner,
        bodyLimit: CUSTOMER_IMPORT_BYTES_MAX,
        config,
        schema: {
          tags,
          summary:
            "Import the customers of this CSV file (owner): a job does it, GET the import for its progress",
          body: FileBodySchema,
          querystring: StartCustomerImportQuerySchema,
          response: { 202: StartedCustomerImportSchema, ...fileResponses },
        },
      },
      async (request, reply) => {
        const started = await deps.customerImports.start(
          currentOrganizationId(request),
          currentActor(request),
          fileBytes(request),
          {
            sendInvitations: request.query.sendInvitations === "true",
            language:
              request.query.language ?? acceptedLanguage(request.headers["accept-language"]) ?? "en-US",
          },
        );
        return reply.code(202).send(started);
      },
    );
  });

  app.get(
    "/customer-import",
    {
      preHandler: member,
      config,
      schema: {
        tags,
        summary: "The organization's imports, newest first (any member)",
        response: { 200: CustomerImportListSchema, ...errorResponses },
      },
    },
    (request) => deps.customerImports.list(currentOrganizationId(request)),
  );

  app.get(
    "/customer-import/:id",
    {
      preHandler: member,
      config,
      schema: {
        tags,
        summary: "One import and its progress (any member)",
        params: IdParamsSchema,
        response: { 200: CustomerImportSchema, ...errorResponses },
      },
    },
    (request) => deps.customerImports.get(currentOrganizationId(request), request.params.id),
  );
}
