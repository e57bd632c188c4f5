import type { FastifyInstance } from "fastify";

/**
 * Accepts `application/x-www-form-urlencoded` bodies in this plugin scope only, as flat string
 * records: for callers that cannot send JSON (a mail provider's one-click unsubscribe, an SMS
 * provider's webhooks). Everywhere else a form body stays a 415.
 */
export function acceptFormBodies(scope: FastifyInstance, bodyLimit: number): void {
  scope.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
