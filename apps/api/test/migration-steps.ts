import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { apiPackageRoot } from "../src/lib/package-root";

const migrationsFolder = path.join(apiPackageRoot, "drizzle");

/** A copy of the migrations that ends just before `tag` (the journal decides what runs). */
function migrationsBefore(tag: string): { folder: string; remove(): void } {
  const folder = mkdtempSync(path.join(tmpdir(), "stampwise-migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

export interface DatabaseBeforeMigration {
  /** Plain SQL on the database: the rows an older schema allowed. */
  run(query: SQL): Promise<Record<string, unknown>[]>;
  /** Runs `tag` and every migration after it. */
  migrateRest(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A fresh database migrated up to just before the migration `tag`, for testing what that
 * migration does to data already there: an in-memory PGlite, or, with TEST_DATABASE_URL, a
 * database of its own on that server, dropped again on close.
 */
export async function databaseBefore(tag: string): Promise<DatabaseBeforeMigration> {
  const earlier = migrationsBefore(tag);
  try {
    const url = process.env.TEST_DATABASE_URL;
    return url ? await postgresBefore(url, earlier.folder) : await pgliteBefore(earlier.folder);
  } finally {
    earlier.remove();
  }
}

async function pgliteBefore(earlierFolder: string): Promise<DatabaseBeforeMigration> {
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder: earlierFolder });
  return {
    run: async (query) => (await db.execute(query)).rows as Record<string, unknown>[],
    migrateRest: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function postgresBefore(url: string, earlierFolder: string): Promise<DatabaseBeforeMigration> {
  const name = `migration_test_${randomUUID().replaceAll("-", "")}`;
  const server = new pg.Pool({ connectionString: url, max: 1 });
  await server.query(`create database "${name}"`);
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: databaseUrl.toString(), max: 2 });
  const db = drizzlePg(pool);
  await migratePg(db, { migrationsFolder: earlierFolder });
  return {
    run: async (query) => (await db.execute(query)).rows as Record<string, unknown>[],
    migrateRest: () => migratePg(db, { migrationsFolder }),
    async close() {
      await pool.end();
      await server.query(`drop database "${name}"`);
      await server.end();
    },
  };
}
