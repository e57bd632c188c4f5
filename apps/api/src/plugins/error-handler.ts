import type { ErrorCode, ErrorResponse } from "@stampwise/contract";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isStatementTimeout } from "../db/statement-timeout";
import { AppError, VALIDATION_MESSAGE } from "../lib/app-error";

/** What a statement stopped by its time bound answers, whichever route ran it (decision 031). */
export const QUERY_TOO_HEAVY_MESSAGE =
  "This request needs more of the database than one request may take. Narrow it (fewer conditions, a shorter range, a filter) and try again.";

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large) mapped to our codes. */
const FRAMEWORK_CODES: Record<number, ErrorCode> = {
  400: "BAD_REQUEST",
  404: "NOT_FOUND",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
};

function body(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): ErrorResponse {
  return { error: { code, message, ...extra } } as ErrorResponse;
}

/**
 * One place decides what a failure looks like on the wire: 4xx carry a code and a message the
 * apps translate; 5xx are logged with their cause and answered without internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(body(error.code, error.message, error.extra));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, "").replaceAll("/", "."),
        message: issue.message ?? "Invalid value",
      }));
      return reply.code(400).send(body("VALIDATION_ERROR", VALIDATION_MESSAGE, { issues }));
    }
    if (isStatementTimeout(error)) {
      // The database stopped it: the request asked too much, the server is not broken. Logged at
      // warn so an operator sees which route meets its bound.
      request.log.warn({ url: request.url }, "statement stopped by its timeout");
      return reply.code(503).send(body("QUERY_TOO_HEAVY", QUERY_TOO_HEAVY_MESSAGE));
    }
    const status = error.statusCode ?? 500;
    if (status < 500 && FRAMEWORK_CODES[status]) {
      return reply.code(status).send(body(FRAMEWORK_CODES[status], error.message));
    }
    if (status < 500) {
      return reply.code(400).send(body("BAD_REQUEST", error.message));
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send(body("INTERNAL_ERROR", "Something went wrong. Please try again."));
  });
}
