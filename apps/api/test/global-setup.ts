import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createDatabase, migratedPgliteSnapshot } from "../src/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data directory (PGlite runs only); see openTestDatabase. */
    pgliteSnapshotFile: string | undefined;
  }
}

/**
 * On PostgreSQL the suite shares one database: migrate it once before any test file runs. On
 * PGlite every test file has its own in-memory database: make one migrated cluster here and let
 * each file start from a copy of it, instead of running initdb and the migrations per file.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const database = createDatabase({ url, poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    project.provide("pgliteSnapshotFile", undefined);
    return () => {};
  }
  const directory = mkdtempSync(path.join(tmpdir(), "stampwise-test-pglite-"));
  const file = path.join(directory, "migrated.tar");
  const snapshot = await migratedPgliteSnapshot();
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide("pgliteSnapshotFile", file);
  return () => rmSync(directory, { recursive: true, force: true });
}
