import { ErrorResponseSchema, EVENTS_RECONNECT_INITIAL_MS } from "@stampwise/contract";
import { z } from "zod";
import type { AppInstance } from "../../app-types";
import { AppError } from "../../lib/app-error";
import { errorResponses } from "../../lib/route-schemas";
import { type Authentication, currentSession } from "../../plugins/authentication";
import type { SessionsRepository } from "../auth/sessions.repository";
import type { EventBus } from "./events.bus";
import { type EventStream, openEventStream } from "./events.stream";

export interface EventRoutesDeps {
  events: EventBus;
  sessions: Pick<SessionsRepository, "isLive">;
  authentication: Authentication;
  heartbeatSeconds: number;
}

/**
 * `GET /events`: one server-sent event stream per open tab of a signed-in account. The session
 * is checked on connect and again at every heartbeat, so a stream of a session that ended
 * (logout, password reset elsewhere, expiry) closes within one heartbeat; the client's
 * reconnect then gets 401.
 */
export function registerEventRoutes(app: AppInstance, deps: EventRoutesDeps): void {
  const openStreams = new Set<EventStream>();

  // preClose, not onClose: server.close() waits for open responses, and these never finish alone.
  app.addHook("preClose", async () => {
    for (const stream of openStreams) stream.end();
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

      // From here on the response is ours: Fastify neither serializes nor ends it.
      reply.hijack();
      // The client may have left while we waited; its close event is gone, so open nothing.
      if (!reply.raw.socket || reply.raw.socket.destroyed) return;
      let unsubscribe = () => {};
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
          openStreams.delete(stream);
        },
      });
      openStreams.add(stream);
      // Sent and subscribed in one turn of the event loop: whatever is published after the client
      // reads `ready` reaches it.
      stream.send({ type: "ready", data: { heartbeatSeconds: deps.heartbeatSeconds } });
      unsubscribe = deps.events.subscribe(session.user.id, (event) => stream.send(event));
    },
  );
}
