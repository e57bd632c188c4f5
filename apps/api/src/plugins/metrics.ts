import { timingSafeEqual } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/client";

/**
 * The process's metrics in the Prometheus text format (prom-client). Off unless configured:
 * METRICS_TOKEN serves `GET /metrics` on the API's port to `Authorization: Bearer <token>` only;
 * METRICS_PORT serves it, without a token, on a port of its own (keep that one private).
 */
export interface Metrics {
  registry: Registry;
  /** A delivery's outcome on a channel: email and sms where the channel sends, in_app once written. */
  delivery(channel: string, outcome: "sent" | "failed"): void;
  /** A ledger posting that was written, by the kind of card it went on. */
  posting(kind: string): void;
}

export function createMetrics(deps: {
  database: Database;
  /** Open live-event streams in this process. */
  openStreams: () => number;
}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const deliveries = new Counter({
    name: "stampwise_deliveries_total",
    help: "Communication deliveries this process sent or failed, per channel",
    labelNames: ["channel", "outcome"],
    registers: [registry],
  });
  const postings = new Counter({
    name: "stampwise_postings_total",
    help: "Ledger postings this process wrote, per kind of card",
    labelNames: ["kind"],
    registers: [registry],
  });
  new Gauge({
    name: "stampwise_event_streams_open",
    help: "Live-event streams open in this process",
    registers: [registry],
    collect() {
      this.set(deps.openStreams());
    },
  });
  new Gauge({
    name: "stampwise_db_pool_connections",
    help: "Database connections of this process's pool, by state (PostgreSQL only)",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const pool = deps.database.poolStats?.();
      if (!pool) return;
      this.set({ state: "total" }, pool.total);
      this.set({ state: "idle" }, pool.idle);
      this.set({ state: "in_use" }, pool.total - pool.idle);
    },
  });
  new Gauge({
    name: "stampwise_db_pool_waiting",
    help: "Queries waiting for a free connection of this process's pool (PostgreSQL only)",
    registers: [registry],
    collect() {
      const pool = deps.database.poolStats?.();
      if (pool) this.set(pool.waiting);
    },
  });
  const poolWait = new Histogram({
    name: "stampwise_db_pool_wait_seconds",
    help: "How long a statement or transaction waited for a connection of this process's pool (PostgreSQL only)",
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  deps.database.onPoolWait?.((seconds) => poolWait.observe(seconds));
  const queueDepth = new Gauge({
    name: "stampwise_job_queue_depth",
    help: "Jobs due and not yet taken, per queue (the whole database, not this process)",
    labelNames: ["queue"],
    registers: [registry],
  });
  new Gauge({
    name: "stampwise_job_queue_oldest_age_seconds",
    help: "Age of the oldest job due and not yet taken, per queue",
    labelNames: ["queue"],
    registers: [registry],
    async collect() {
      queueDepth.reset();
      this.reset();
      try {
        const { rows } = await deps.database.executeSql(
          `select name, count(*)::int as depth,
             coalesce(extract(epoch from now() - min(created_on)), 0)::float8 as age
           from pgboss.job where state in ('created', 'retry') and start_after <= now() group by name`,
          [],
        );
        for (const row of rows) {
          queueDepth.set({ queue: String(row.name) }, Number(row.depth));
          this.set({ queue: String(row.name) }, Number(row.age));
        }
      } catch {
        // No job tables yet (no process has started the jobs): nothing queued.
      }
    },
  });

  return {
    registry,
    delivery: (channel, outcome) => deliveries.inc({ channel, outcome }),
    posting: (kind) => postings.inc({ kind }),
  };
}

/** Request latency per route and status: every answer this app gives is timed. */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  const duration = new Histogram({
    name: "stampwise_http_request_duration_seconds",
    help: "Time to answer a request, per method, route and status",
    labelNames: ["method", "route", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metrics.registry],
  });
  app.addHook("onResponse", async (request, reply) => {
    // The route's pattern, never the raw URL: ids in paths would make a series per id.
    const route = request.routeOptions.url ?? "unmatched";
    duration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith("Bearer ") ? header.slice(7) : "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `GET /metrics` on the API's own port, for `Authorization: Bearer <METRICS_TOKEN>` only. */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string): void {
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!tokenMatches(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header("www-authenticate", "Bearer")
        .send({ error: { code: "UNAUTHENTICATED", message: "A metrics token is required" } });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

/** A listener of its own for the metrics (METRICS_PORT): nothing else is served there. */
export async function listenForMetrics(
  metrics: Metrics,
  port: number,
  host: string,
): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  server.get("/metrics", async (_request, reply) =>
    reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
  );
  server.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ error: { code: "NOT_FOUND", message: "Route not found" } }),
  );
  await server.listen({ port, host });
  return server;
}

/**
 * The same sender, its `send` counted: a resolved send is a delivery sent, a thrown one failed.
 * Everything else the sender has is reached through the prototype chain.
 */
export function countedSender<S extends { send: (...args: never[]) => Promise<unknown> }>(
  channel: string,
  sender: S,
  metrics: Pick<Metrics, "delivery">,
): S {
  const counted = Object.create(sender) as S;
  const send = async (...args: Parameters<S["send"]>) => {
    try {
      const result = await sender.send(...args);
      metrics.delivery(channel, "sent");
      return result;
    } catch (error) {
      metrics.delivery(channel, "failed");
      throw error;
    }
  };
  counted.send = send as S["send"];
  return counted;
}
