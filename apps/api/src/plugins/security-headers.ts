import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";
import type { AppInstance } from "../app-types";

/**
 * The headers helmet sets for these options, worked out once. The Fastify plugin for helmet
 * builds helmet's middleware anew on every request (parsing the CSP directives each time); a
 * profile of the counter's requests showed it among the largest costs of the request itself
 * (docs/decisions/012). Our options are static (no nonces), so the result is too.
 */
export function securityHeadersFor(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(", ") : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.fromEntries(headers);
}

/** Every response carries the security headers, errors and not-found answers included. */
export function registerSecurityHeaders(app: AppInstance, options: HelmetOptions): void {
  const headers = securityHeadersFor(options);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
