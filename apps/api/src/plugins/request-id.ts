import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

export const REQUEST_ID_HEADER = "x-request-id";

/** What a load balancer's or client's id may look like to be kept: short, no spaces or controls. */
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Each request's id: the one the load balancer gave it (X-Request-Id), so its lines and ours
 * match up, when it is short and plain; otherwise a new UUID. A client cannot put newlines,
 * control characters or kilobytes into every log line this way.
 */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === "string" && ACCEPTABLE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Answers carry the id, so a person reporting a problem can quote the one the logs hold. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
