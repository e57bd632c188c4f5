import { sql } from "drizzle-orm";
import type { Db } from "./client";

/** PostgreSQL's `query_canceled`: a statement stopped by its timeout (or cancelled by an operator). */
const QUERY_CANCELED = "57014";

/**
 * Runs `work` in one transaction whose statements may each run `timeoutMs` (SET LOCAL: the bound
 * ends with the transaction, the connection goes back to the pool with its default). On PGlite the
 * setting is accepted and has no effect: it cannot interrupt a statement (decision 031).
 */
export async function withStatementTimeout<T>(
  db: Db,
  timeoutMs: number,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // SET takes no parameters: the value is an integer the server's config chose.
    await tx.execute(sql.raw(`set local statement_timeout = ${Math.max(0, Math.trunc(timeoutMs))}`));
    return work(tx as unknown as Db);
  });
}

type DriverError = { code?: unknown; cause?: unknown } | null | undefined;

/** A statement the database stopped for running too long, raw from the driver or wrapped by drizzle. */
export function isStatementTimeout(error: unknown): boolean {
  let current = error as DriverError;
  for (let depth = 0; current && depth < 3; depth++) {
    if (current.code === QUERY_CANCELED) return true;
    current = current.cause as DriverError;
  }
  return false;
}

/**
 * `tx` with its `execute` calls run one after the other: a repository that sends several reads
 * at once (`Promise.all` of `queryRows`) can then read through one transaction's connection, which
 * runs one statement at a time anyway (node-postgres would queue them, and warns it will stop).
 */
export function oneAtATime(tx: Db): Db {
  let previous: Promise<unknown> = Promise.resolve();
  const execute = (query: Parameters<Db["execute"]>[0]) => {
    const next = previous.then(
      () => tx.execute(query),
      () => tx.execute(query),
    );
    previous = next.catch(() => undefined);
    return next;
  };
  return new Proxy(tx, {
    get: (target, property, receiver) =>
      property === "execute" ? execute : Reflect.get(target, property, receiver),
  });
}
