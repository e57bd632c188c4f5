import { ErrorResponseSchema, GoogleWalletSaveSchema } from "@stampwise/contract";
import { z } from "zod";
import type { AppInstance } from "../../app-types";
import { errorResponses } from "../../lib/route-schemas";
import { type Authentication, currentSession } from "../../plugins/authentication";
import type { WalletService } from "./wallet.service";

const InstanceParams = z.object({ instanceId: z.uuid() });
/** A logo is named by the card's two colours and a mac over them: `1f2937-ffffff-<mac>.png`. */
const LogoParams = z.object({ file: z.string().regex(/^[0-9a-f]{6}-[0-9a-f]{6}-[A-Za-z0-9_-]{16}\.png$/) });
/** Google's ECv2SigningOnly callback, each part bounded by what Google sends (a few hundred bytes). */
const CallbackBody = z.object({
  signature: z.string().max(1000),
  intermediateSigningKey: z.object({
    signedKey: z.string().max(2000),
    signatures: z.array(z.string().max(1000)).min(1).max(10),
  }),
  protocolVersion: z.string().max(50),
  signedMessage: z.string().max(4000),
});
const CALLBACK_BODY_LIMIT = 64 * 1024;
/** A logo's address names everything drawn in it, so what it names never changes. */
const LOGO_CACHE = "public, max-age=31536000, immutable";

/**
 * The customer's "Add to Google Wallet" (the link that adds their own card's pass), the program
 * logos Google fetches for the passes it shows, and the callbacks in which Google tells of saves
 * and deletes.
 */
export function registerGoogleWalletRoutes(
  app: AppInstance,
  deps: { wallet: WalletService; authentication: Authentication },
): void {
  const { wallet } = deps;
  const tags = ["wallet"];

  app.get(
    "/user/wallet/google/:instanceId",
    {
      preHandler: [deps.authentication.requireUser],
      config: { apiKey: "never" },
      schema: {
        tags,
        summary:
          "Your card as a Google Wallet pass: the link that adds it; 404 when Google Wallet is not set up here, 502 when Google fails",
        params: InstanceParams,
        response: { 200: GoogleWalletSaveSchema, ...errorResponses, 502: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return wallet.googleSaveUrlFor(currentSession(request).user, request.params.instanceId);
    },
  );

  app.get(
    "/wallet/google/logo/:file",
    {
      config: { apiKey: "never" },
      schema: {
        tags,
        summary:
          "A Google Wallet program's logo (PNG) in the card's two colours; public, for Google to fetch",
        security: [],
        params: LogoParams,
        response: { 200: z.any().describe("image/png"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const png = wallet.googleLogo(request.params.file);
      return reply.header("content-type", "image/png").header("cache-control", LOGO_CACHE).send(png);
    },
  );
  app.post(
    "/wallet/google/callback",
    {
      bodyLimit: CALLBACK_BODY_LIMIT,
      config: { apiKey: "never" },
      schema: {
        tags,
        summary:
          "Google Wallet: a customer saved or deleted a pass (signed by Google; 401 otherwise, 404 when callbacks are not set up)",
        security: [],
        body: CallbackBody,
        response: { 200: z.object({ recorded: z.boolean() }), ...errorResponses },
      },
    },
    async (request) => wallet.googleCallback(request.body, request.ip),
  );
}
