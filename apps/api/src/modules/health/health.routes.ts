import { z } from "zod";
import type { AppInstance } from "../../app-types";
import type { Database } from "../../db/client";

const HealthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["up", "down"]),
  databaseKind: z.enum(["pglite", "postgres"]),
});

export function registerHealthRoutes(app: AppInstance, deps: { database: Database }): void {
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
      const up = await deps.database.ping();
      return reply.code(up ? 200 : 503).send({
        status: up ? "ok" : "degraded",
        database: up ? "up" : "down",
        databaseKind: deps.database.kind,
      });
    },
  );
}
