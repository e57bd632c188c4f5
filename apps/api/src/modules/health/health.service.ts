import type { Database } from "../../db/client";
import type { Lifecycle } from "../../lib/lifecycle";
import { migrationsApplied } from "./migrations-applied";

/** What the health routes report: the database asked directly, and the process's own state. */
export function createHealthService(deps: { database: Database; lifecycle: Lifecycle }) {
  const { database, lifecycle } = deps;
  return {
    databaseKind: database.kind,
    /** Whether the database answers a trivial statement now. */
    databaseAnswers: (): Promise<boolean> => database.ping(),
    /** Why this process should get no traffic now, or undefined when it should. */
    async notReadyReason(): Promise<string | undefined> {
      if (lifecycle.shuttingDown) return "the process is shutting down";
      if (!(await database.ping())) return "the database does not answer";
      if (!(await migrationsApplied(database))) return "the database lacks migrations this version needs";
      return undefined;
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
