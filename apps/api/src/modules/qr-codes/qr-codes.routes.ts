import {
  CreateQrCodeRequestSchema,
  GeneratedQrActionSchema,
  GenerateQrActionQuerySchema,
  IdentifyRequestSchema,
  IdentitySecretSchema,
  QrCodeSchema,
  QrInstanceSchema,
  RedeemQrResultSchema,
  UpdateQrCodeRequestSchema,
  UserProfileSchema,
} from "@stampwise/contract";
import { z } from "zod";
import type { AppInstance } from "../../app-types";
import { errorResponses } from "../../lib/route-schemas";
import { COUNTER_KEY } from "../../plugins/api-key-scopes";
import { type Authentication, currentSession } from "../../plugins/authentication";
import { currentOrganizationId, type TenancyGuard } from "../../plugins/tenancy";
import { adminScope } from "../users/users-directory.routes";
import type { UsersDirectoryService } from "../users/users-directory.service";
import { notRecognized, type QrCodesService } from "./qr-codes.service";

const IdParams = z.object({ id: z.uuid() });
const InstanceParams = z.object({ instanceId: z.uuid() });
const tags = ["qrcode"];

/** Stamp QR codes, their single-use instances and the identity QR. */
export function registerQrCodeRoutes(
  app: AppInstance,
  deps: {
    qrCodesService: QrCodesService;
    usersDirectoryService: UsersDirectoryService;
    authentication: Authentication;
    requireOrganization: TenancyGuard;
    /**
     * The customer a wallet pass's barcode names at this organization (its newest version only);
     * undefined for any other code. Passes are their own module's (decision 044).
     */
    walletPassHolder?: (organizationId: string, code: string) => Promise<string | undefined>;
  },
): void {
  const { qrCodesService: service } = deps;
  const admin = [deps.authentication.requireUser, deps.requireOrganization];
  const signedIn = [deps.authentication.requireUser];

  app.get(
    "/qrcode",
    {
      preHandler: admin,
      schema: {
        tags,
        summary: "The organization's counter QR codes",
        response: { 200: z.array(QrCodeSchema), ...errorResponses },
      },
    },
    async (request) => service.list(currentOrganizationId(request)),
  );
  app.post(
    "/qrcode",
    {
      preHandler: admin,
      schema: {
        tags,
        summary: "Creates a counter QR code (stamps or points)",
        body: CreateQrCodeRequestSchema,
        response: { 201: QrCodeSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(currentOrganizationId(request), request.body)),
  );
  app.get(
    "/qrcode/generate-action",
    {
      preHandler: admin,
      schema: {
        tags,
        summary: "Mints a single-use code from a counter QR code, to show at the counter",
        querystring: GenerateQrActionQuerySchema,
        response: { 200: GeneratedQrActionSchema, ...errorResponses },
      },
    },
    async (request) =>
      service.generate(
        currentOrganizationId(request),
        request.query.qrCodeId,
        currentSession(request).user.id,
      ),
  );
  app.get(
    "/qrcode/identity-secret",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "The secret the customer's phone draws their rotating identity code from",
        response: { 200: IdentitySecretSchema, ...errorResponses },
      },
    },
    async (request) => service.identitySecret(currentSession(request).user.id),
  );
  app.post(
    "/qrcode/identify",
    {
      preHandler: admin,
      config: COUNTER_KEY,
      schema: {
        tags,
        summary: "Identifies a customer by their scanned identity code; answers their profile",
        body: IdentifyRequestSchema,
        response: { 200: UserProfileSchema, ...errorResponses },
      },
    },
    async (request) => {
      const scope = adminScope(request);
      // A wallet pass's barcode cannot rotate: its own token names the holder (decision 044). Its
      // visit then goes through the same counter rules as a rotating code's.
      const passHolder = await deps.walletPassHolder?.(scope.organizationId, request.body.code);
      const { userId, verify } = passHolder
        ? { userId: passHolder, verify: () => true }
        : service.parseIdentityCode(request.body.code);
      // The answer is the profile the dashboard opens, so the counter needs no second request;
      // the scan puts the person at the top of the admin's recent users.
      const profile = await deps.usersDirectoryService.identifyProfile(scope, userId, verify);
      if (!profile) throw notRecognized();
      return profile;
    },
  );
  app.get(
    "/qrcode/instance/:instanceId",
    {
      schema: {
        tags,
        summary: "What a scanned single-use code offers (signed out too)",
        params: InstanceParams,
        response: { 200: QrInstanceSchema, ...errorResponses },
      },
    },
    async (request) => service.instance(request.params.instanceId),
  );
  app.post(
    "/qrcode/instance/:instanceId/redeem",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Claims a single-use code for the signed-in customer",
        params: InstanceParams,
        response: { 200: RedeemQrResultSchema, ...errorResponses },
      },
    },
    async (request) => service.redeem(request.params.instanceId, currentSession(request).user.id),
  );
  app.patch(
    "/qrcode/:id",
    {
      preHandler: admin,
      schema: {
        tags,
        summary: "Renames, changes or pauses a counter QR code",
        params: IdParams,
        body: UpdateQrCodeRequestSchema,
        response: { 200: QrCodeSchema, ...errorResponses },
      },
    },
    async (request) => service.update(currentOrganizationId(request), request.params.id, request.body),
  );
  app.delete(
    "/qrcode/:id",
    {
      preHandler: admin,
      schema: {
        tags,
        summary: "Deletes a counter QR code (its issued codes stop working)",
        params: IdParams,
        response: { 204: z.null().describe("Deleted"), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.remove(currentOrganizationId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
