import type { FastifyInstance } from "fastify";

/**
 * API answers carry people's data (profiles, identity secrets, sessions): no browser or proxy may
 * keep a copy, where the next person at a shared computer could read it from the back button or
 * the cache. A route that chose its own caching keeps it.
 */
export function registerNoStore(api: FastifyInstance): void {
  api.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  });
}
