/**
 * The databases a bench runs on: a PGlite in a temp directory, then (when BENCH_DATABASE_URL
 * names a PostgreSQL server) a fresh database created on that server for this run and dropped
 * after it, so runs never see each other's rows.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createDatabase, type Database } from "../../apps/api/src/db/client";

/** The product's default pool (apps/api/src/db/client.ts), so the bench measures what runs. */
const POOL_SIZE = 20;

export interface BenchDatabase {
  label: "PGlite" | "PostgreSQL";
  database: Database;
  /** PostgreSQL's address, so another process can open the same database. */
  url?: string;
  /** Closes the connections and removes everything the run stored. */
  dispose(): Promise<void>;
}

async function openPglite(name: string): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `stampwise-bench-${name}-`));
  const database = createDatabase({ dataDir });
  await database.migrate();
  return {
    label: "PGlite",
    database,
    async dispose() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function withServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function openFreshPostgres(serverUrl: string, name: string): Promise<BenchDatabase> {
  // Our own name of [a-z0-9_] only, so it can stand in the statement unquoted.
  const databaseName = `stampwise_bench_${name}_${randomBytes(4).toString("hex")}`;
  await withServer(serverUrl, (client) => client.query(`create database ${databaseName}`));
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  const database = createDatabase({ url: url.toString(), poolSize: POOL_SIZE });
  await database.migrate();
  return {
    label: "PostgreSQL",
    database,
    url: url.toString(),
    async dispose() {
      await database.close();
      // BENCH_KEEP_DATABASE=1 leaves the seeded rows for EXPLAIN; its name is printed to drop it later.
      if (process.env.BENCH_KEEP_DATABASE === "1") {
        console.log(`kept database ${databaseName}`);
        return;
      }
      await withServer(serverUrl, (client) => client.query(`drop database ${databaseName} with (force)`));
    },
  };
}

/**
 * Runs `bench` on PGlite, then on PostgreSQL when BENCH_DATABASE_URL is set (BENCH_DATABASES=postgres
 * or =pglite picks one); each database is disposed of even when its bench throws. `name` goes into
 * the temp directory and database names.
 */
export async function onEachDatabase<T>(
  name: string,
  bench: (target: BenchDatabase) => Promise<T>,
): Promise<T[]> {
  const wanted = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",");
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const openers: (() => Promise<BenchDatabase>)[] = [];
  if (wanted.includes("pglite")) openers.push(() => openPglite(name));
  if (serverUrl && wanted.includes("postgres")) openers.push(() => openFreshPostgres(serverUrl, name));
  const results: T[] = [];
  for (const open of openers) {
    const target = await open();
    try {
      results.push(await bench(target));
    } finally {
      await target.dispose();
    }
  }
  return results;
}
