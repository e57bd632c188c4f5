import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * PGlite runs inside the Stampwise process: no other process may open its data directory while
 * it runs. So a running server makes its own backups: `npm run backup` writes the target's path
 * to `<DATA_DIR>.backup-request` and sends SIGUSR2 to the pid in `<DATA_DIR>.pid`; the server
 * dumps the data directory between two queries (PGlite runs one at a time, so the copy is
 * consistent) to `<target>.partial` and renames it into place when complete.
 */
export const pidFileOf = (dataDir: string) => `${path.resolve(dataDir)}.pid`;
export const backupRequestFileOf = (dataDir: string) => `${path.resolve(dataDir)}.backup-request`;

/** Writes a gzipped tarball of the data directory through the client that has it open. */
export async function dumpPglite(client: PGlite, file: string): Promise<void> {
  const dump = await client.dumpDataDir("gzip");
  const partial = `${file}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}

/** The pid of the Stampwise process holding `dataDir`, if one is running. */
export function runningServerPid(dataDir: string): number | undefined {
  const pidFile = pidFileOf(dataDir);
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, "utf8").trim());
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined; // A pid file left by a process that died.
  }
}

/** Marks `dataDir` as held by this process, and serves backup requests for it (SIGUSR2). */
export function serveBackupRequests(
  dataDir: string,
  backupTo: (file: string) => Promise<void>,
  log: { info(msg: string): void; error(obj: unknown, msg: string): void },
): () => void {
  const pidFile = pidFileOf(dataDir);
  writeFileSync(pidFile, String(process.pid));
  const onRequest = () => {
    const requestFile = backupRequestFileOf(dataDir);
    if (!existsSync(requestFile)) return;
    const target = readFileSync(requestFile, "utf8").trim();
    rmSync(requestFile, { force: true });
    backupTo(target).then(
      () => log.info(`backup written to ${target}`),
      (error: unknown) => log.error({ err: error }, "backup failed"),
    );
  };
  process.on("SIGUSR2", onRequest);
  return () => {
    process.off("SIGUSR2", onRequest);
    rmSync(pidFile, { force: true });
  };
}

/** Backs up a data directory no process holds: opened, dumped, closed. */
export async function backupStoppedPglite(dataDir: string, file: string): Promise<void> {
  const client = new PGlite({ dataDir: path.resolve(dataDir), extensions: { pg_trgm } });
  try {
    await dumpPglite(client, file);
  } finally {
    await client.close();
  }
}

/**
 * Replaces the data directory by a backup's. The server must be stopped; the directory as it
 * was is kept beside it (`<DATA_DIR>.before-restore-<time>`) until a person removes it.
 */
export async function restorePglite(dataDir: string, file: string): Promise<string | undefined> {
  if (runningServerPid(dataDir) !== undefined) {
    throw new Error(`Stampwise is running on ${dataDir}: stop it before restoring`);
  }
  const directory = path.resolve(dataDir);
  let keptAt: string | undefined;
  if (existsSync(directory)) {
    keptAt = `${directory}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    renameSync(directory, keptAt);
  }
  const client = new PGlite({
    dataDir: directory,
    loadDataDir: new Blob([readFileSync(file)]),
    extensions: { pg_trgm },
  });
  await client.query("select 1");
  await client.close();
  return keptAt;
}
