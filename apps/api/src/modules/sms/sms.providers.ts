import type { SmsSending } from "@stampwise/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { DeliveryFailure } from "../../lib/delivery-failure";
import type { SmsSender } from "./sms.sender";
import { smsOutbox } from "./sms.table";
import { type SmsProvider, smsWebhookToken } from "./sms-webhook-token";

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The SMS sender SMS_URL names: `46elks+https://USER:PASS@api.46elks.com/a1/sms`
 * (a form POST with basic auth; delivery reports to `whendelivered`) or
 * `twilio+https://SID:TOKEN@api.twilio.com/2010-04-01/Accounts/SID/Messages.json` (To, From, Body;
 * reports to `StatusCallback`). Unset: the dev outbox, which only logs and keeps the message, or in
 * production nothing: a text that cannot leave fails SMS_UNAVAILABLE and is never counted as sent.
 * A 429, a 5xx, a timeout or a network error is temporary; another refusal is permanent.
 */
export function createSmsSender(deps: {
  smsUrl?: string;
  /** Without SMS_URL: keep texts in the dev outbox (development and tests), or send none. */
  devOutbox: boolean;
  from: string;
  publicUrl: string;
  secret: string;
  db: Db;
  log: FastifyBaseLogger;
}): SmsSender {
  if (!deps.smsUrl && !deps.devOutbox) {
    return {
      sending: "unavailable",
      async send() {
        throw smsUnavailable();
      },
      async close() {},
    };
  }
  if (!deps.smsUrl) {
    return {
      sending: "dev-outbox",
      async send(message) {
        await deps.db.insert(smsOutbox).values({ toNumber: message.to, body: message.body });
        deps.log.info({ to: message.to }, "dev outbox: SMS kept, not sent");
        return { providerMessageId: null };
      },
      async close() {},
    };
  }
  const { provider, endpoint, authorization } = parseSmsUrl(deps.smsUrl);
  const reportUrl = `${deps.publicUrl}/api/sms/delivery-report/${provider}?token=${smsWebhookToken(deps.secret, provider)}`;

  async function post(form: Record<string, string>): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: "POST",
        headers: {
          authorization,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new DeliveryFailure(
        "SMS_NETWORK",
        `The SMS provider could not be reached: ${String(error)}`.slice(0, 500),
        true,
      );
    }
    const text = await response.text().catch(() => "");
    if (!response.ok) {
      const temporary = response.status === 429 || response.status >= 500;
      throw new DeliveryFailure(
        `SMS_HTTP_${response.status}`,
        text.slice(0, 500) || response.statusText,
        temporary,
      );
    }
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new DeliveryFailure("SMS_BAD_ANSWER", `The SMS provider answered: ${text.slice(0, 200)}`, true);
    }
  }

  return {
    sending: "provider",
    async send(message) {
      if (provider === "46elks") {
        const answer = await post({
          from: deps.from,
          to: message.to,
          message: message.body,
          whendelivered: reportUrl,
        });
        return { providerMessageId: typeof answer.id === "string" ? answer.id : null };
      }
      const answer = await post({
        From: deps.from,
        To: message.to,
        Body: message.body,
        StatusCallback: reportUrl,
      });
      return { providerMessageId: typeof answer.sid === "string" ? answer.sid : null };
    },
    async close() {},
  };
}

/**
 * Says at start, at warn level, when text messages will not reach anybody: owners would otherwise
 * learn it from customers who never got their code.
 */
export function warnAboutSmsSending(log: Pick<FastifyBaseLogger, "warn">, sending: SmsSending): void {
  if (sending === "unavailable") {
    log.warn(
      "no SMS provider (SMS_URL is unset): text messages cannot be sent; the SMS channel and phone confirmation are shown as unavailable",
    );
  } else if (sending === "dev-outbox") {
    log.warn("SMS_URL is unset: text messages are kept in the development outbox, not sent");
  }
}

/** A text that cannot leave because no provider is set up: permanent, until SMS_URL is given. */
export function smsUnavailable(): DeliveryFailure {
  return new DeliveryFailure(
    "SMS_UNAVAILABLE",
    "No SMS provider is set up (SMS_URL), so the text message was not sent",
    false,
  );
}

/** The provider, its endpoint without credentials, and the basic-auth header from SMS_URL. */
export function parseSmsUrl(smsUrl: string): {
  provider: SmsProvider;
  endpoint: string;
  authorization: string;
} {
  const match = /^(46elks|twilio)\+(https?:\/\/.*)$/.exec(smsUrl);
  if (!match) throw new Error("SMS_URL must start with 46elks+https:// or twilio+https://");
  const url = new URL(match[2] as string);
  const credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
  url.username = "";
  url.password = "";
  return {
    provider: match[1] as SmsProvider,
    endpoint: url.toString(),
    authorization: `Basic ${Buffer.from(credentials).toString("base64")}`,
  };
}
