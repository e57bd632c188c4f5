import { WalletsHoldingSchema } from "@stampwise/contract";
import { z } from "zod";
import type { AppInstance } from "../../app-types";
import { errorResponses } from "../../lib/route-schemas";
import { type Authentication, currentSession } from "../../plugins/authentication";
import { currentOrganizationId, type TenancyGuard } from "../../plugins/tenancy";
import { PKPASS_CONTENT_TYPE } from "./apple-pass";
import type { WalletService } from "./wallet.service";

const InstanceParams = z.object({ instanceId: z.uuid() });
/** Apple's ids: a pass type id, a device library id and a push token are short plain words. */
const PassTypeId = z.string().regex(/^pass\.[A-Za-z0-9.-]{1,200}$/);
const DeviceId = z.string().regex(/^[A-Za-z0-9_.-]{1,128}$/);
const RegistrationParams = z.object({ deviceId: DeviceId, passTypeId: PassTypeId, serial: z.uuid() });
const PassParams = z.object({ passTypeId: PassTypeId, serial: z.uuid() });
const RegistrationBody = z.object({ pushToken: z.string().regex(/^[A-Za-z0-9_-]{8,200}$/) });
const UpdatedQuery = z.object({ passesUpdatedSince: z.string().max(40).optional() });
/** The PassKit calls about one pass carry its token; the other two carry nothing (Apple's design). */
const applePass = [{ applePass: [] }];
const LogBody = z.object({ logs: z.array(z.string().max(2000)).max(100) });
/** What Apple's devices send is small; a bigger body is not theirs. */
const WEB_SERVICE_BODY_LIMIT = 64 * 1024;

/**
 * The customer's "Add to Apple Wallet" (their own card's pass file), and the PassKit web service
 * at the paths Apple defines under the pass's webServiceURL (PUBLIC_URL/api/wallet/apple): its
 * calls carry no session, only `Authorization: ApplePass <the pass's token>`.
 */
export function registerWalletRoutes(
  app: AppInstance,
  deps: { wallet: WalletService; authentication: Authentication; requireOrganization: TenancyGuard },
): void {
  const { wallet } = deps;
  const tags = ["wallet"];

  app.get(
    "/wallet/customer/:userId",
    {
      preHandler: [deps.authentication.requireUser, deps.requireOrganization],
      schema: {
        tags,
        summary:
          "The wallets (Apple Wallet) holding a customer's cards of this organization, for their profile",
        params: z.object({ userId: z.uuid() }),
        response: { 200: WalletsHoldingSchema, ...errorResponses },
      },
    },
    async (request) => ({
      wallets: await wallet.walletsHolding(currentOrganizationId(request), request.params.userId),
    }),
  );

  app.get(
    "/user/wallet/apple/:instanceId",
    {
      preHandler: [deps.authentication.requireUser],
      config: { apiKey: "never" },
      schema: {
        tags,
        summary: "Your card as an Apple Wallet pass (.pkpass); 404 when Apple Wallet is not set up here",
        params: InstanceParams,
        response: { 200: z.any().describe(PKPASS_CONTENT_TYPE), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { file, fileName } = await wallet.applePassFor(
        currentSession(request).user,
        request.params.instanceId,
      );
      return reply
        .header("content-type", PKPASS_CONTENT_TYPE)
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "no-store")
        .send(file);
    },
  );

  const webService = "/wallet/apple/v1";
  const webServiceOptions = { bodyLimit: WEB_SERVICE_BODY_LIMIT, config: { apiKey: "never" as const } };

  app.post(
    `${webService}/devices/:deviceId/registrations/:passTypeId/:serial`,
    {
      ...webServiceOptions,
      schema: {
        tags,
        summary: "PassKit: a device registers for a pass's updates (201 new, 200 already)",
        security: applePass,
        params: RegistrationParams,
        body: RegistrationBody,
        response: { 200: z.null(), 201: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const outcome = await wallet.registerDevice(
        request.params,
        request.headers.authorization,
        request.body.pushToken,
      );
      return reply.code(outcome === "created" ? 201 : 200).send(null);
    },
  );

  app.delete(
    `${webService}/devices/:deviceId/registrations/:passTypeId/:serial`,
    {
      ...webServiceOptions,
      schema: {
        tags,
        summary: "PassKit: a device no longer wants a pass's updates",
        security: applePass,
        params: RegistrationParams,
        response: { 200: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await wallet.unregisterDevice(request.params, request.headers.authorization);
      return reply.code(200).send(null);
    },
  );

  app.get(
    `${webService}/devices/:deviceId/registrations/:passTypeId`,
    {
      ...webServiceOptions,
      schema: {
        tags,
        summary: "PassKit: the serial numbers of a device's passes changed since a tag (204: none)",
        security: [],
        params: z.object({ deviceId: DeviceId, passTypeId: PassTypeId }),
        querystring: UpdatedQuery,
        response: {
          200: z.object({ serialNumbers: z.array(z.string()), lastUpdated: z.string() }),
          204: z.null(),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const changed = await wallet.updatedSerials(
        request.params.passTypeId,
        request.params.deviceId,
        request.query.passesUpdatedSince,
      );
      return changed ? changed : reply.code(204).send(null);
    },
  );

  app.get(
    `${webService}/passes/:passTypeId/:serial`,
    {
      ...webServiceOptions,
      schema: {
        tags,
        summary: "PassKit: the pass as it is now (304 when not changed since If-Modified-Since)",
        security: applePass,
        params: PassParams,
        response: { 200: z.any().describe(PKPASS_CONTENT_TYPE), 304: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const latest = await wallet.latestApplePass(
        request.params,
        request.headers.authorization,
        request.headers["if-modified-since"],
      );
      reply.header("last-modified", latest.lastModified.toUTCString()).header("cache-control", "no-cache");
      if (latest.notModified) return reply.code(304).send(null);
      return reply.header("content-type", PKPASS_CONTENT_TYPE).send(latest.file);
    },
  );

  app.post(
    `${webService}/log`,
    {
      ...webServiceOptions,
      schema: {
        tags,
        summary:
          "PassKit: problems a device met with this web service, for the server's log (429 past 30 a minute from one address)",
        security: [],
        body: LogBody,
        response: { 200: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      // A device's words, not ours: a few, cut short, from an address within its limit.
      for (const line of await wallet.deviceLogLines(request.ip, request.body.logs)) {
        request.log.info({ walletLog: line }, "Apple Wallet device log");
      }
      return reply.code(200).send(null);
    },
  );
}
