import type { FastifyBaseLogger } from "fastify";
import type { Database } from "./client";

/**
 * Behind a pooler in transaction mode our connections cannot set their own defaults (startup
 * options are refused), so the pooler's `connect_query` must: `SET jit = off; SET
 * statement_timeout = <STATEMENT_TIMEOUT_MS>`. Read once at start, through the pooler, and said
 * in the log when it does not, since without it a runaway statement is unbounded (decision 031).
 */
export async function checkPoolerSettings(
  database: Pick<Database, "executeSql">,
  statementTimeoutMs: number,
  log: Pick<FastifyBaseLogger, "warn">,
): Promise<boolean> {
  const { rows } = await database.executeSql(
    `select (select setting from pg_settings where name = 'statement_timeout') as timeout,
       (select setting from pg_settings where name = 'jit') as jit`,
  );
  const timeout = Number(rows[0]?.timeout);
  const jit = String(rows[0]?.jit);
  if (timeout === statementTimeoutMs && jit === "off") return true;
  log.warn(
    { statementTimeoutMs: timeout, jit, expected: { statementTimeoutMs, jit: "off" } },
    `connections through the pooler (DATABASE_URL) run with statement_timeout ${timeout} ms and jit ${jit}: set the pooler's connect_query to "SET jit = off; SET statement_timeout = ${statementTimeoutMs}"`,
  );
  return false;
}
