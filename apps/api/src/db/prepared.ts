import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./handle";

const dialect = new PgDialect();
const namesByText = new Map<string, string>();
let byName = true;

/**
 * Off behind a pooler in transaction mode (pgbouncer before 1.21 keeps no prepared statement of a
 * client: the next transaction may run on another server connection). For the whole process:
 * its one database is either pooled that way or not.
 */
export function preparedStatementsByName(on: boolean): void {
  byName = on;
}

/**
 * The name for drizzle's `.prepare(name)`: itself, or, behind a transaction pooler, none (an
 * empty name is node-postgres's unnamed statement, parsed with each run). Call it after the
 * database was opened (the session lookups prepare theirs on first use with each handle).
 */
export function statementName(name: string): string {
  return byName ? name : "";
}

/** A name that only this text can have: node-postgres refuses one name for two texts. */
function nameOfText(text: string): string {
  let name = namesByText.get(text);
  if (!name) {
    name = `s_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
    namesByText.set(text, name);
  }
  return name;
}

/**
 * Runs a hand-written statement as a named prepared statement. On PostgreSQL each pooled
 * connection then parses and plans it once (and keeps a generic plan once it proves as good)
 * instead of on every request: for the statements every counter scan runs, planning cost more
 * server time than executing (docs/decisions/012). On PGlite the name is ignored.
 *
 * Only for statements whose text is fixed (values travel as parameters): every distinct text is
 * kept prepared on every connection for its lifetime. `db` is the handle to run on — a
 * transaction's, inside one — with no default, like every repository function.
 */
export async function executePrepared(db: Db, query: SQL): Promise<{ rows: Record<string, unknown>[] }> {
  const compiled = dialect.sqlToQuery(query);
  const name = byName ? nameOfText(compiled.sql) : undefined;
  const prepared = db._.session.prepareQuery(compiled, undefined, name, false);
  return (await prepared.execute()) as { rows: Record<string, unknown>[] };
}

/**
 * Runs a statement whose text varies (a compiled targeting query) and answers its rows, typed by
 * the caller; both drivers answer `{ rows }`. Not prepared: each text would stay on every connection.
 */
export async function queryRows<Row extends Record<string, unknown>>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
