import {
  ErrorResponseSchema,
  EVENTS_RECONNECT_INITIAL_MS,
  EVENTS_RECONNECT_MAX_MS,
} from "@stampwise/contract";
import { z } from "zod";
import type { AppInstance } from "../../app-types";
import { AppError } from "../../lib/app-error";
import { errorResponses } from "../../lib/route-schemas";
import { type Authentication, currentSession } from "../../plugins/authentication";
import type { EventBus } from "./events.bus";
import { type EventStream, openEventStream } from "./events.stream";

export interface EventRoutesDeps {
  events: EventBus;
  /** Whether the stream's session still holds (asked at each heartbeat): auth's, handed in at start. */
  sessions: { isLive(sessionId: string): Promise<boolean> };
  authentication: Authentication;
  heartbeatSeconds: number;
  /** Open streams per client address in this process; one more answers 429. */
  maxStreamsPerIp: number;
}

/**
 * A person has a few tabs open, not dozens: a session's sixth stream ends its oldest, so one
 * leaked cookie cannot hold a thousand connections (and their listeners) open.
 */
const MAX_STREAMS_PER_SESSION = 5;

/** How long a client refused for too many streams should wait: its reconnect back-off ceiling. */
const STREAMS_RETRY_AFTER_SECONDS = Math.ceil(EVENTS_RECONNECT_MAX_MS / 1000);

/** The reconnect delay a stream is given when this process shuts down: 0.5 to 3 s. */
export const SHUTDOWN_RETRY_MIN_MS = 500;
export const SHUTDOWN_RETRY_MAX_MS = 3000;
const shutdownRetryMs = () =>
  SHUTDOWN_RETRY_MIN_MS + Math.random() * (SHUTDOWN_RETRY_MAX_MS - SHUTDOWN_RETRY_MIN_MS);

/**
 * `GET /events`: one server-sent event stream per open tab of a signed-in account. The session
 * is checked on connect and again at every heartbeat, so a stream of a session that ended
 * (logout, password reset elsewhere, expiry) closes within one heartbeat; the client's
 * reconnect then gets 401. Removal from an organization ends the account's streams at once.
 */
export function registerEventRoutes(app: AppInstance, deps: EventRoutesDeps): { openStreamCount(): number } {
  const openStreams = new Set<EventStream>();
  /** Each session's streams, oldest first. */
  const streamsBySession = new Map<string, EventStream[]>();
  const streamsByIp = new Map<string, number>();

  function track(sessionId: string, ip: string, stream: EventStream): () => void {
    openStreams.add(stream);
    streamsByIp.set(ip, (streamsByIp.get(ip) ?? 0) + 1);
    const ofSession = [...(streamsBySession.get(sessionId) ?? []), stream];
    streamsBySession.set(sessionId, ofSession);
    if (ofSession.length > MAX_STREAMS_PER_SESSION) ofSession[0]?.end();
    return function untrack() {
      openStreams.delete(stream);
      const left = (streamsByIp.get(ip) ?? 1) - 1;
      if (left > 0) streamsByIp.set(ip, left);
      else streamsByIp.delete(ip);
      const remaining = (streamsBySession.get(sessionId) ?? []).filter((other) => other !== stream);
      if (remaining.length > 0) streamsBySession.set(sessionId, remaining);
      else streamsBySession.delete(sessionId);
    };
  }

  // preClose, not onClose: server.close() waits for open responses, and these never finish alone.
  // Each client is told to come back soon (to another process behind the load balancer), at a
  // spread of delays so a stopping process's streams do not all land on the others at once.
  app.addHook("preClose", async () => {
    for (const stream of openStreams) stream.end({ retryMs: shutdownRetryMs() });
  });

  app.get(
    "/events",
    {
      preHandler: deps.authentication.requireUser,
      // A HEAD request would run the handler and hold a stream open with no body to send.
      exposeHeadRoute: false,
      schema: {
        tags: ["events"],
        summary: "Live events of the signed-in account (text/event-stream); the first is `ready`",
        description:
          "Each event is `id: <n>`, `event: <type>`, `data: <JSON>`; `: heartbeat` comments keep the connection open. Event types: LiveEventSchema in packages/contract.",
        response: {
          200: {
            description: "The stream; it stays open until the client leaves or the session ends",
            content: { "text/event-stream": { schema: z.string() } },
          },
          401: errorResponses[401],
          429: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const session = currentSession(request);
      try {
        await deps.events.whenListening();
      } catch (error) {
        request.log.error({ err: error }, "live events: LISTEN failed");
        throw new AppError(503, "SERVICE_UNAVAILABLE", "Live updates are unavailable. Please try again.");
      }
      // Checked after the last await: nothing can open a stream between this check and `track`.
      if ((streamsByIp.get(request.ip) ?? 0) >= deps.maxStreamsPerIp) {
        throw new AppError(
          429,
          "RATE_LIMITED",
          "Too many live connections from this address. Please close some tabs and try again.",
          { retryAfterSeconds: STREAMS_RETRY_AFTER_SECONDS },
          { "retry-after": String(STREAMS_RETRY_AFTER_SECONDS) },
        );
      }

      // From here on the response is ours: Fastify neither serializes nor ends it.
      reply.hijack();
      // The client may have left while we waited; its close event is gone, so open nothing.
      if (!reply.raw.socket || reply.raw.socket.destroyed) return;
      let unsubscribe = () => {};
      let untrack = () => {};
      let checkingSession = false;
      const renewedCookie = deps.authentication.renewedSessionCookie(request);
      const stream: EventStream = openEventStream(reply.raw, {
        headers: { ...reply.getHeaders(), ...(renewedCookie && { "set-cookie": renewedCookie }) },
        retryMs: EVENTS_RECONNECT_INITIAL_MS,
        heartbeatMs: deps.heartbeatSeconds * 1000,
        onHeartbeat() {
          if (checkingSession) return;
          checkingSession = true;
          deps.sessions
            .isLive(session.sessionId)
            .then((live) => {
              if (!live) stream.end();
            })
            .catch((error: unknown) => request.log.warn({ err: error }, "live events: session check failed"))
            .finally(() => {
              checkingSession = false;
            });
        },
        onClose() {
          unsubscribe();
          untrack();
        },
      });
      untrack = track(session.sessionId, request.ip, stream);
      // Sent and subscribed in one turn of the event loop: whatever is published after the client
      // reads `ready` reaches it.
      stream.send({ type: "ready", data: { heartbeatSeconds: deps.heartbeatSeconds } });
      unsubscribe = deps.events.subscribe(session.user.id, (event) => {
        stream.send(event);
        // A removed member's stream must not go on carrying what it was opened under (a counter
        // code's "collected by" with the customer's name): it ends, and a reconnect starts afresh.
        if (event.type === "membership.ended") stream.end();
      });
    },
  );
  return { openStreamCount: () => openStreams.size };
}
