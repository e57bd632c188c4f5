/**
 * Counts the SQL statements the API sends to PostgreSQL, BEGIN and COMMIT included: every
 * statement of node-postgres goes through `Client.prototype.query` (a pool's `query` too), so
 * counting there sees all of them. Bench-only; the product is not instrumented. PGlite runs in
 * the process without such a seam (its transactions send BEGIN and COMMIT internally), so only
 * PostgreSQL is counted.
 */
import pg from "pg";

let counted = 0;

/** Starts a bench's own statement (the CPU meter's) that runs during a load and is not the API's. */
export const UNCOUNTED = "/* bench: uncounted */";

const textOf = (config: unknown) =>
  typeof config === "string"
    ? config
    : typeof config === "object" && config !== null && "text" in config
      ? String(config.text)
      : "";
let installed = false;

export function installStatementCounter(): void {
  if (installed) return;
  installed = true;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
    if (!textOf(args[0]).startsWith(UNCOUNTED)) counted += 1;
    return (query as (...rest: unknown[]) => unknown).apply(this, args);
  } as typeof query;
}

/** Statements sent since the process started (PostgreSQL only). */
export const statementsSoFar = () => counted;
