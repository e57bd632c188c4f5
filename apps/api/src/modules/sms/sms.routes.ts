import { desc, eq, sql } from "drizzle-orm";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppInstance } from "../../app-types";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { acceptFormBodies } from "../../lib/form-body";
import { errorResponses } from "../../lib/route-schemas";
import { users } from "../accounts/users.table";
import { userCommunications } from "../communications/communications.table";
import { setConsent } from "../consent/consent.repository";
import { marketingConsents, smsOutbox } from "../consent/consent.table";
import { isSmsWebhookToken, SMS_PROVIDERS, type SmsProvider } from "./sms-webhook-token";

const FORM_BODY_LIMIT = 16 * 1024;
/** Words that opt a number out (English and Swedish), case and spaces ignored. */
const STOP_WORDS = new Set(["STOP", "STOPP", "AVSLUTA", "UNSUBSCRIBE", "END", "QUIT", "CANCEL"]);

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
  deps: { db: Db; secret: string; devOutbox: boolean },
): void {
  const { db } = deps;
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
        const form = request.body ?? {};
        const id = provider === "46elks" ? form.id : form.MessageSid;
        const status = provider === "46elks" ? form.status : form.MessageStatus;
        if (id && (status === "failed" || status === "undelivered")) {
          const code =
            provider === "twilio" && form.ErrorCode
              ? `SMS_${form.ErrorCode.slice(0, 20)}`
              : "SMS_UNDELIVERED";
          await db
            .update(userCommunications)
            .set({
              status: "failed",
              failureCode: code,
              failureReason: `The provider reported the message ${status}`,
            })
            .where(eq(userCommunications.providerMessageId, id));
        }
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
        const form = request.body ?? {};
        const from = provider === "46elks" ? form.from : form.From;
        const text = (provider === "46elks" ? form.message : form.Body) ?? "";
        if (from && STOP_WORDS.has(text.trim().toUpperCase())) {
          // Every account that confirmed this number, in every organization where SMS was on.
          const granted = await db
            .select({ userId: marketingConsents.userId, organizationId: marketingConsents.organizationId })
            .from(marketingConsents)
            .innerJoin(users, eq(users.id, marketingConsents.userId))
            .where(
              sql`${users.phoneNumber} = ${from} and ${users.phoneConfirmedAt} is not null
                and ${marketingConsents.channel} = 'sms' and ${marketingConsents.granted}`,
            );
          for (const consent of granted) {
            await setConsent(db, { ...consent, channel: "sms", granted: false, source: "sms_stop" });
          }
          request.log.info({ optedOut: granted.length }, "SMS STOP received");
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
      async (request) => {
        const rows = await db
          .select()
          .from(smsOutbox)
          .where(request.query.to ? eq(smsOutbox.toNumber, request.query.to) : undefined)
          .orderBy(desc(smsOutbox.createdAt))
          .limit(50);
        return {
          messages: rows.map((row) => ({
            id: row.id,
            to: row.toNumber,
            body: row.body,
            createdAt: row.createdAt.toISOString(),
          })),
        };
      },
    );
  }
}
