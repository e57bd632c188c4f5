import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppInstance } from "../../app-types";
import { AppError } from "../../lib/app-error";
import { acceptFormBodies } from "../../lib/form-body";
import { errorResponses } from "../../lib/route-schemas";
import { stopRequestFrom, undeliveredReport } from "./sms-callbacks";
import type { recentSmsOutbox } from "./sms-outbox";
import { isSmsWebhookToken, SMS_PROVIDERS, type SmsProvider } from "./sms-webhook-token";

const FORM_BODY_LIMIT = 16 * 1024;

/**
 * What the callbacks do, handed in by app.ts: SMS is a channel the modules above it use
 * (communications sends through it, consent keeps the opt-outs), so it calls them without
 * importing them.
 */
export interface SmsCallbackHandlers {
  /** A message the provider reports undelivered: its delivery ends failed (communications). */
  undelivered(report: NonNullable<ReturnType<typeof undeliveredReport>>): Promise<void>;
  /** A STOP from a number: its SMS marketing consents end (consent); answers how many. */
  stop(phoneNumber: string): Promise<number>;
  /** The development outbox's latest messages. */
  outbox(to: string | undefined): ReturnType<typeof recentSmsOutbox>;
}

const ProviderParams = z.object({ provider: z.enum(SMS_PROVIDERS) });
const TokenQuery = z.object({ token: z.string().max(100).optional() });
const FormBody = z.record(z.string(), z.string().max(2000)).optional();

/**
 * The SMS provider's callbacks (no login; the token in the address they were given proves them):
 * delivery reports mark a delivery failed when the message never arrived; an incoming STOP opts
 * the number out of SMS marketing everywhere. Both answer 204 for what they do not know, so a
 * provider does not retry it.
 */
export function registerSmsRoutes(
  app: AppInstance,
  deps: { handlers: SmsCallbackHandlers; secret: string; devOutbox: boolean },
): void {
  const { handlers } = deps;
  const tags = ["sms"];

  void app.register(async (scope) => {
    const typed: AppInstance = scope.withTypeProvider<ZodTypeProvider>();
    acceptFormBodies(scope, FORM_BODY_LIMIT);
    const checkToken = (provider: SmsProvider, token: string | undefined) => {
      if (!isSmsWebhookToken(deps.secret, provider, token)) {
        throw new AppError(403, "FORBIDDEN", "Not a callback of the configured SMS provider");
      }
    };

    typed.post(
      "/sms/delivery-report/:provider",
      {
        schema: {
          tags,
          summary:
            "A provider's delivery report (46elks: id, status; Twilio: MessageSid, MessageStatus, ErrorCode)",
          params: ProviderParams,
          querystring: TokenQuery,
          body: FormBody,
          response: { 204: z.null().describe("Noted"), ...errorResponses },
        },
      },
      async (request, reply) => {
        const { provider } = request.params;
        checkToken(provider, request.query.token);
        const report = undeliveredReport(provider, request.body ?? {});
        if (report) await handlers.undelivered(report);
        return reply.code(204).send(null);
      },
    );

    typed.post(
      "/sms/incoming/:provider",
      {
        schema: {
          tags,
          summary:
            "A text message to our number (46elks: from, message; Twilio: From, Body): STOP opts the number out",
          params: ProviderParams,
          querystring: TokenQuery,
          body: FormBody,
          response: { 204: z.null().describe("Noted"), ...errorResponses },
        },
      },
      async (request, reply) => {
        const { provider } = request.params;
        checkToken(provider, request.query.token);
        const from = stopRequestFrom(provider, request.body ?? {});
        if (from) {
          // Every account that confirmed this number, in every organization where SMS was on.
          const optedOut = await handlers.stop(from);
          request.log.info({ optedOut }, "SMS STOP received");
        }
        return reply.code(204).send(null);
      },
    );
  });

  if (deps.devOutbox) {
    app.get(
      "/dev/outbox/sms",
      {
        schema: {
          tags: ["development"],
          summary:
            "Recent text messages that would have been sent (development only, while SMS_URL is unset)",
          querystring: z.object({ to: z.string().max(20).optional() }),
          response: {
            200: z.object({
              messages: z.array(
                z.object({ id: z.string(), to: z.string(), body: z.string(), createdAt: z.iso.datetime() }),
              ),
            }),
          },
        },
      },
      async (request) => ({ messages: await handlers.outbox(request.query.to) }),
    );
  }
}
