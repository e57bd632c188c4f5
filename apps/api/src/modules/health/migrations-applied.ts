import { readFileSync } from "node:fs";
import path from "node:path";
import type { Database } from "../../db/client";
import { apiPackageRoot } from "../../lib/package-root";

/** The newest migration this build carries: drizzle records its `when` as the row's created_at. */
export function newestMigrationMillis(): number {
  const journal = JSON.parse(
    readFileSync(path.join(apiPackageRoot, "drizzle", "meta", "_journal.json"), "utf8"),
  ) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

const expectedNewest = newestMigrationMillis();

/**
 * True when the database holds every migration this build ships. A process started against a
 * database another version migrated (older, or restored from an older backup) is not ready.
 */
export async function migrationsApplied(database: Database): Promise<boolean> {
  try {
    const { rows } = await database.executeSql(
      "select max(created_at)::text as newest from drizzle.__drizzle_migrations",
      [],
    );
    const newest = Number(rows[0]?.newest ?? 0);
    return newest >= expectedNewest;
  } catch {
    // No migrations table at all: nothing was applied.
    return false;
  }
}
