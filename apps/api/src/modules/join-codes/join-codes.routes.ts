import {
  GeneratedQrActionSchema,
  JoinCodeInstanceSchema,
  JoinCodeSettingsSchema,
  JoinResultSchema,
} from "@stampwise/contract";
import { z } from "zod";
import type { AppInstance } from "../../app-types";
import { errorResponses } from "../../lib/route-schemas";
import { type Authentication, currentSession } from "../../plugins/authentication";
import { currentOrganizationId, type TenancyGuard } from "../../plugins/tenancy";
import type { JoinCodesService } from "./join-codes.service";

const InstanceParams = z.object({ instanceId: z.uuid() });
const tags = ["join-code"];

/** The store's join code: its welcome reward, the codes the till shows, and joining by one. */
export function registerJoinCodeRoutes(
  app: AppInstance,
  deps: {
    joinCodesService: JoinCodesService;
    authentication: Authentication;
    requireOrganization: TenancyGuard;
  },
): void {
  const { joinCodesService: service } = deps;
  const admin = [deps.authentication.requireUser, deps.requireOrganization];

  app.get(
    "/join-code",
    {
      preHandler: admin,
      schema: {
        tags,
        summary: "The welcome reward of joining",
        response: { 200: JoinCodeSettingsSchema, ...errorResponses },
      },
    },
    async (request) => service.settings(currentOrganizationId(request)),
  );
  app.put(
    "/join-code",
    {
      preHandler: admin,
      schema: {
        tags,
        summary: "Sets the welcome reward (null: none)",
        body: JoinCodeSettingsSchema,
        response: { 200: JoinCodeSettingsSchema, ...errorResponses },
      },
    },
    async (request) => service.saveSettings(currentOrganizationId(request), request.body),
  );
  app.get(
    "/join-code/generate",
    {
      preHandler: admin,
      schema: {
        tags,
        summary: "Mints a single-use join code for the till's screen (valid one minute)",
        response: { 200: GeneratedQrActionSchema, ...errorResponses },
      },
    },
    async (request) => service.generate(currentOrganizationId(request), currentSession(request).user.id),
  );
  app.get(
    "/join-code/instance/:instanceId",
    {
      schema: {
        tags,
        summary: "What a scanned join code offers, before joining",
        params: InstanceParams,
        response: { 200: JoinCodeInstanceSchema, ...errorResponses },
      },
    },
    async (request) => service.instance(request.params.instanceId),
  );
  app.post(
    "/join-code/instance/:instanceId/join",
    {
      preHandler: [deps.authentication.requireUser],
      schema: {
        tags,
        summary: "The signed-in person becomes the organization's customer (single use)",
        params: InstanceParams,
        response: { 200: JoinResultSchema, ...errorResponses },
      },
    },
    async (request) => service.join(request.params.instanceId, currentSession(request).user),
  );
}
