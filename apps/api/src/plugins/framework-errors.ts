import type { Socket } from "node:net";
import type { ErrorCode, ErrorResponse } from "@stampwise/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * Answers the router gives before any route or hook runs: a path that does not decode
 * (`/api/user/%zz`), a path parameter longer than the router's maxParamLength (100 characters;
 * every id is a 36-character UUID). Fastify's defaults answer in its own shape; ours is
 * `{ error: { code, message } }` like every other answer.
 */
const ROUTER_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, code: "BAD_REQUEST", message: "The address is not valid" },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: "BAD_REQUEST", message: "The address is too long" },
};

const errorBody = (code: ErrorCode, message: string): ErrorResponse => ({ error: { code, message } });

export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = ROUTER_ERRORS[error.code];
  if (known) {
    reply.code(known.status).send(errorBody(known.code, known.message));
    return;
  }
  request.log.error({ err: error }, "router failed");
  reply.code(500).send(errorBody("INTERNAL_ERROR", "Something went wrong. Please try again."));
}

/**
 * Requests Node's HTTP parser refuses (a malformed request line, headers over the size limit, a
 * request that took too long to arrive) never reach Fastify; this writes the answer on the socket,
 * in our shape, and closes it as Node's default would.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, message] =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? [408, "Request Timeout", "The request took too long to arrive"]
      : error.code === "HPE_HEADER_OVERFLOW"
        ? [431, "Request Header Fields Too Large", "The request headers are too large"]
        : [400, "Bad Request", "The request is not valid HTTP"];
  const body = JSON.stringify(errorBody("BAD_REQUEST", message));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Outside /api (which has its own), for a server without the web apps (API-only, tests): unknown
 * paths answer in our shape too. With the web apps, their fallback to index.html takes over.
 */
export function registerRootNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send(errorBody("NOT_FOUND", "Route not found")),
  );
}
