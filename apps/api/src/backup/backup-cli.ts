// `npm run backup [-- file]` and `npm run restore -- file`: a copy of the database the
// environment names (DATABASE_URL, else PGlite in DATA_DIR), and putting one back.
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dataDirectory, loadConfig } from "../config";
import { backupRequestFileOf, backupStoppedPglite, restorePglite, runningServerPid } from "./pglite-backup";
import { backupPostgres, restorePostgres } from "./postgres-backup";

const BACKUP_WAIT_MS = 10 * 60 * 1000;

async function backup(file: string | undefined): Promise<string> {
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  if (config.DATABASE_URL) {
    const target = path.resolve(file ?? `stampwise-${stamp}.dump`);
    // pg_dump needs a session: the database itself when DATABASE_URL is a pooler.
    await backupPostgres(config.DATABASE_DIRECT_URL ?? config.DATABASE_URL, target);
    return target;
  }
  const dataDir = dataDirectory(config);
  const target = path.resolve(file ?? `stampwise-${stamp}.tar.gz`);
  const pid = runningServerPid(dataDir);
  if (pid === undefined) {
    await backupStoppedPglite(dataDir, target);
    return target;
  }
  // The running server holds the data directory: it writes the copy itself.
  writeFileSync(backupRequestFileOf(dataDir), target);
  process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + BACKUP_WAIT_MS;
  while (!existsSync(target)) {
    if (Date.now() > deadline)
      throw new Error(`the running server (pid ${pid}) wrote no backup; see its log`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return target;
}

async function restore(file: string | undefined): Promise<string> {
  if (!file || !existsSync(file))
    throw new Error("name the backup file to restore: npm run restore -- <file>");
  const config = loadConfig();
  if (config.DATABASE_URL) {
    await restorePostgres(config.DATABASE_DIRECT_URL ?? config.DATABASE_URL, path.resolve(file));
    return `restored ${file}`;
  }
  const keptAt = await restorePglite(dataDirectory(config), path.resolve(file));
  return `restored ${file}${keptAt ? `; the data directory as it was is kept at ${keptAt}` : ""}`;
}

const [command, file] = process.argv.slice(2);
const work =
  command === "backup"
    ? backup(file).then((target) => `backup written to ${target}`)
    : command === "restore"
      ? restore(file)
      : Promise.reject(new Error("usage: backup-cli.ts backup [file] | restore <file>"));
work.then(
  (message) => console.log(message),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
