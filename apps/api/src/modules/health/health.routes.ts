import { ErrorResponseSchema } from "@stampwise/contract";
import { z } from "zod";
import type { AppInstance } from "../../app-types";
import { AppError } from "../../lib/app-error";
import type { HealthService } from "./health.service";

const HealthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["up", "down"]),
  databaseKind: z.enum(["pglite", "postgres"]),
});

const LiveSchema = z.object({ status: z.literal("alive") });
const ReadySchema = z.object({
  status: z.literal("ready"),
  databaseKind: z.enum(["pglite", "postgres"]),
});

const notReady = (reason: string) => new AppError(503, "SERVICE_UNAVAILABLE", `Not ready: ${reason}`);

/**
 * Health for people and orchestrators. `/health/live` answers while the process can answer at
 * all (restart it when it does not); `/health/ready` answers 200 only when this process should
 * get traffic: its database answers, carries every migration this build ships, and the process
 * is not shutting down. A load balancer that checks it stops sending to a stopping process.
 */
export function registerHealthRoutes(app: AppInstance, health: HealthService): void {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "Whether the API and its database answer",
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const up = await health.databaseAnswers();
      return reply.code(up ? 200 : 503).send({
        status: up ? "ok" : "degraded",
        database: up ? "up" : "down",
        databaseKind: health.databaseKind,
      });
    },
  );

  app.get(
    "/health/live",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness: the process answers (it does not touch the database)",
        response: { 200: LiveSchema },
      },
    },
    async () => ({ status: "alive" as const }),
  );

  app.get(
    "/health/ready",
    {
      schema: {
        tags: ["health"],
        summary: "Readiness: database reachable, migrations applied, not shutting down",
        response: { 200: ReadySchema, 503: ErrorResponseSchema },
      },
    },
    async () => {
      const reason = await health.notReadyReason();
      if (reason) throw notReady(reason);
      return { status: "ready" as const, databaseKind: health.databaseKind };
    },
  );
}
