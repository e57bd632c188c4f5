import { AuthProvidersSchema, type SmsSending } from "@stampwise/contract";
import type { AppInstance } from "../../app-types";
import type { GoogleService } from "./google.service";

/** Configuration changes only with a restart; a few minutes of a browser's copy is harmless. */
const CACHE_SECONDS = 300;

/**
 * What the server offers, for the sign-in screens and anything else that must not show a way that
 * cannot work. Public and the same for everybody: it names no account and no secret.
 */
export function registerAuthProvidersRoutes(
  app: AppInstance,
  deps: {
    google: GoogleService;
    smsSending: SmsSending;
    wallets: { appleWallet: boolean; googleWallet: boolean };
  },
): void {
  app.get(
    "/auth/providers",
    {
      schema: {
        tags: ["auth"],
        summary:
          "What this server offers (Google sign-in configured or not; text messages through a provider, into the development outbox, or not at all; Apple Wallet and Google Wallet passes or not); public",
        response: { 200: AuthProvidersSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", `public, max-age=${CACHE_SECONDS}`);
      return { google: deps.google.isConfigured(), sms: deps.smsSending, ...deps.wallets };
    },
  );
}
