import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { WEBHOOK_RESPONSE_EXCERPT_MAX } from "@stampwise/contract";
import { Webhook } from "standardwebhooks";
import { type AddressPolicy, guardedLookup } from "./webhook-address";

/** A receiver that takes longer than this is counted as failed, and tried again later. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface WebhookMessage {
  /** The `webhook-id`: the delivery's id, the same on every attempt. */
  id: string;
  url: string;
  secret: string;
  body: string;
}

/** What one attempt got: the receiver's status (null when none answered) and the start of its answer. */
export interface AttemptOutcome {
  delivered: boolean;
  status: number | null;
  excerpt: string;
}

/**
 * Sends one signed message (Standard Webhooks: `webhook-id`, `webhook-timestamp`,
 * `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, made by the reference
 * library). A 2xx is delivered; any other status, a refused connection, a refused address or the
 * timeout is a failure to retry. Never throws.
 */
export async function sendWebhook(
  message: WebhookMessage,
  policy: AddressPolicy,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<AttemptOutcome> {
  const first = await sendOnce(message, policy, timeoutMs);
  // A kept-alive connection the receiver closed just as this request went out: the request never
  // reached it (Node's documented race), so it is sent again at once on a new connection rather
  // than counted as the receiver's failure.
  return first.staleConnection ? sendOnce(message, policy, timeoutMs) : first;
}

function sendOnce(
  message: WebhookMessage,
  policy: AddressPolicy,
  timeoutMs: number,
): Promise<AttemptOutcome & { staleConnection?: boolean }> {
  const timestamp = new Date();
  const signature = new Webhook(message.secret).sign(message.id, timestamp, message.body);
  const url = new URL(message.url);
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: AttemptOutcome & { staleConnection?: boolean }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = send(
      url,
      {
        method: "POST",
        lookup: guardedLookup(policy) as never,
        headers: {
          "content-type": "application/json",
          "user-agent": "Stampwise-Webhooks/1",
          "webhook-id": message.id,
          "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
          "webhook-signature": signature,
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let excerpt = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          excerpt += chunk;
          // The log keeps an excerpt; the rest of a long answer is not read at all.
          if (excerpt.length >= WEBHOOK_RESPONSE_EXCERPT_MAX) response.destroy();
        });
        const done = () =>
          finish({
            delivered: status >= 200 && status < 300,
            status,
            excerpt: storableText(excerpt.slice(0, WEBHOOK_RESPONSE_EXCERPT_MAX)),
          });
        response.on("end", done);
        response.on("close", done);
        response.on("error", done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({ delivered: false, status: null, excerpt: `No answer within ${timeoutMs / 1000} s` });
    }, timeoutMs);
    request.on("error", (error: NodeJS.ErrnoException) =>
      finish({
        delivered: false,
        status: null,
        excerpt: describeFailure(error),
        staleConnection: request.reusedSocket && error.code === "ECONNRESET",
      }),
    );
    request.end(message.body);
  });
}

/**
 * A receiver's answer as the log can keep it: PostgreSQL refuses a NUL in text, and a receiver
 * choosing its bytes must not make the delivery's record (and so the pass) fail.
 */
function storableText(text: string): string {
  return text.replaceAll("\u0000", "\uFFFD");
}

/** Why no answer came, in words for the delivery log (never the stack). */
function describeFailure(error: NodeJS.ErrnoException): string {
  if (error.code === "ADDRESS_NOT_ALLOWED") return "Refused: the address is on a private network";
  if (error.code === "ECONNREFUSED") return "Connection refused";
  if (error.code === "ENOTFOUND") return "The host name was not found";
  return `Connection failed (${error.code ?? "error"})`;
}
