import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { dumpPglite } from "../backup/pglite-backup";
import { backupPostgres } from "../backup/postgres-backup";
import { apiPackageRoot } from "../lib/package-root";
import type { Db } from "./handle";
import {
  listenOnPglite,
  listenOnPostgres,
  type NotificationListener,
  type NotificationLog,
} from "./notifications";
import { preparedStatementsByName } from "./prepared";

export type { Db } from "./handle";

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs the committed SQL migrations; safe to call on every start. */
  migrate(): Promise<void>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  /**
   * Calls `onPayload` for every NOTIFY on `channel` from any process, once LISTEN is active.
   * On PostgreSQL it holds one pooled connection and reconnects when that connection drops.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    log?: NotificationLog,
  ): Promise<NotificationListener>;
  /** NOTIFY; inside `tx` it is delivered only when that transaction commits. */
  notify(channel: string, payload: string, tx?: Db): Promise<void>;
  /**
   * Plain SQL for a library that brings its own (pg-boss's `db` option): parameters travel as
   * values; a text without them may hold several statements (pg-boss's schema and its locked
   * multi-statement plans), which PGlite runs with `exec`.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** Stops the listeners, then closes the connections. */
  close(): Promise<void>;
  /**
   * A consistent copy of the whole database in `file`, taken while it runs: pg_dump's custom
   * format on PostgreSQL, a gzipped tarball of the data directory on PGlite.
   */
  backupTo(file: string): Promise<void>;
  /** The pool's connections and the queries waiting for one (PostgreSQL; PGlite has no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** Hears how long each checkout of a pool connection waited, in seconds (PostgreSQL only). */
  onPoolWait?(listener: (seconds: number) => void): void;
}

const migrationsFolder = path.join(apiPackageRoot, "drizzle");

export interface DatabaseOptions {
  /** postgres://… for PostgreSQL; otherwise PGlite. */
  url?: string;
  /** PGlite directory; undefined keeps the database in memory (tests). */
  dataDir?: string;
  /**
   * PGlite only: a data directory dumped by `migratedPgliteSnapshot`, to start from instead of an
   * empty cluster. Tests start one in-memory database per file; from a snapshot each skips initdb
   * and the migrations (about 2 s of a test file's start on PGlite).
   */
  snapshot?: Blob;
  poolSize?: number;
  /**
   * PostgreSQL only: how long any one statement may run on the pool's connections unless the work
   * names a larger bound (`withStatementTimeout`); undefined runs them unbounded (tests, benches'
   * seeds). PGlite cannot interrupt a statement: there heavy work is bounded by how many run at
   * once (decision 031).
   */
  statementTimeoutMs?: number;
  /**
   * PostgreSQL behind a pooler in transaction mode (pgbouncer): `url` is the pooler's, and this the
   * database's own, for what needs a session of its own (LISTEN, migrations, backups). Through the
   * pooler no startup options are sent (the pooler's `connect_query` sets `jit` and the statement
   * timeout) and no statement is prepared by name (decision 037).
   */
  directUrl?: string;
}

export function createDatabase(options: DatabaseOptions): Database {
  return options.url ? createPostgres(options.url, options) : createPglite(options.dataDir, options.snapshot);
}

/** The settings every connection of ours starts with, as `-c` startup options. */
function sessionOptions(statementTimeoutMs?: number): string {
  // No JIT: the product's statements are short, and a correlated subquery's cost estimate (the
  // targeting preview's lapsed-points fallback) tripped the thresholds, so compiling took ~290 ms
  // of a statement that runs in ~40 (decision 022). The statement timeout is every connection's
  // default: no request's statement holds a connection and a core longer (decision 031).
  const timeout = statementTimeoutMs ? ` -c statement_timeout=${Math.trunc(statementTimeoutMs)}` : "";
  return `-c jit=off${timeout}`;
}

function createPostgres(
  url: string,
  { poolSize = 20, statementTimeoutMs, directUrl }: Omit<DatabaseOptions, "url">,
): Database {
  const options = sessionOptions(statementTimeoutMs);
  // A transaction-mode pooler refuses startup options: its connect_query sets the same.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, ...(directUrl ? {} : { options }) });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  // LISTEN holds a session: on the database itself when a pooler is in between.
  const sessionPool = directUrl ? new pg.Pool({ connectionString: directUrl, max: 2, options }) : pool;
  sessionPool.on("error", () => {});
  if (directUrl) preparedStatementsByName(false);
  const sessionUrl = directUrl ?? url;
  const waitListeners = timeCheckouts(pool);
  const db = drizzlePg(pool) as unknown as Db;
  const listeners = new Set<NotificationListener>();
  return {
    db,
    kind: "postgres",
    onPoolWait: (listener) => void waitListeners.add(listener),
    migrate: () => migrateUnbounded(sessionUrl),
    ping: () => pingWith(() => pool.query("select 1")),
    backupTo: (file) => backupPostgres(sessionUrl, file),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, onPayload, log) =>
      track(listeners, listenOnPostgres(sessionPool, channel, onPayload, log ?? silentLog)),
    notify: (channel, payload, tx = db) => notifyWith(tx, channel, payload),
    async executeSql(text, values) {
      const result = await pool.query(text, values);
      // A multi-statement text answers one result per statement: the last one is what it returns.
      const last = Array.isArray(result) ? result[result.length - 1] : result;
      return { rows: last?.rows ?? [] };
    },
    async close() {
      // A listening connection is never returned to the pool, and pool.end() waits for it.
      await closeAll(listeners);
      await pool.end();
      if (sessionPool !== pool) await sessionPool.end();
    },
  };
}

/**
 * Times every checkout of a connection (a query takes one too: pg-pool's `query` goes through
 * `connect`) and tells the listeners how long it waited: what a busy pool costs each statement.
 */
function timeCheckouts(pool: pg.Pool): Set<(seconds: number) => void> {
  const listeners = new Set<(seconds: number) => void>();
  const connect = pool.connect.bind(pool) as (
    callback?: (error: Error | undefined, client?: pg.PoolClient, release?: () => void) => void,
  ) => Promise<pg.PoolClient> | undefined;
  const report = (started: number) => {
    const seconds = (performance.now() - started) / 1000;
    for (const listener of listeners) listener(seconds);
  };
  (pool as { connect: typeof connect }).connect = (callback) => {
    const started = performance.now();
    if (callback) {
      return connect((error, client, release) => {
        report(started);
        callback(error, client, release);
      });
    }
    return connect()?.then((client) => {
      report(started);
      return client;
    });
  };
  return listeners;
}

/**
 * Migrations on a connection of their own without the pool's statement timeout: a migration that
 * rewrites a big table must finish, whatever a request may take.
 */
async function migrateUnbounded(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, options: "-c jit=off" });
  await client.connect();
  try {
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.end();
  }
}

/** pg_trgm backs the users directory search index (migration 0006); PostgreSQL ships it in contrib. */
const pgliteExtensions = { pg_trgm };

/** An in-memory PGlite, migrated, dumped as a data directory for `DatabaseOptions.snapshot`. */
export async function migratedPgliteSnapshot(): Promise<Blob> {
  const client = new PGlite({ extensions: pgliteExtensions });
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

function createPglite(dataDir?: string, snapshot?: Blob): Database {
  if (dataDir) mkdirSync(path.resolve(dataDir), { recursive: true });
  const client = new PGlite({
    dataDir: dataDir ? path.resolve(dataDir) : undefined,
    loadDataDir: snapshot,
    extensions: pgliteExtensions,
  });
  const db = drizzlePglite(client) as unknown as Db;
  const listeners = new Set<NotificationListener>();
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: () => pingWith(() => client.query("select 1")),
    listen: (channel, onPayload) => track(listeners, listenOnPglite(client, channel, onPayload)),
    backupTo: (file) => dumpPglite(client, file),
    notify: (channel, payload, tx = db) => notifyWith(tx, channel, payload),
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const result = await client.query<Record<string, unknown>>(text, values);
        return { rows: result.rows };
      }
      const results = await client.exec(text);
      return { rows: (results[results.length - 1]?.rows ?? []) as Record<string, unknown>[] };
    },
    async close() {
      await closeAll(listeners);
      await client.close();
    },
  };
}

async function notifyWith(tx: Db, channel: string, payload: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** Keeps a listener in `listeners` until it is closed, so closing the database can close it first. */
async function track(
  listeners: Set<NotificationListener>,
  opening: Promise<NotificationListener>,
): Promise<NotificationListener> {
  const listener = await opening;
  const tracked: NotificationListener = {
    async close() {
      listeners.delete(tracked);
      await listener.close();
    },
  };
  listeners.add(tracked);
  return tracked;
}

async function closeAll(listeners: Set<NotificationListener>): Promise<void> {
  await Promise.all([...listeners].map((listener) => listener.close()));
}

const silentLog: NotificationLog = { info: () => {}, warn: () => {} };

async function pingWith(query: () => Promise<unknown>): Promise<boolean> {
  try {
    await query();
    return true;
  } catch {
    return false;
  }
}
