import { spawn } from "node:child_process";

/** Runs a PostgreSQL client tool; its complaint becomes the error a person reads. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "inherit", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += String(chunk);
    });
    child.on("error", (error) =>
      reject(new Error(`${command} could not run (${error.message}); install the PostgreSQL client tools`)),
    );
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/**
 * A consistent copy of a running PostgreSQL database: pg_dump reads one snapshot (MVCC), so
 * writes during the dump are either wholly in it or not at all. Custom format: compressed, and
 * pg_restore can restore it table by table.
 */
export function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  return run("pg_dump", ["--format=custom", "--no-owner", `--file=${file}`, `--dbname=${databaseUrl}`]);
}

/**
 * Puts a backup back: every object the dump holds is dropped and recreated from it, in one
 * transaction (a failure leaves the database as it was). Stop the API and workers first.
 */
export function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  return run("pg_restore", [
    "--clean",
    "--if-exists",
    "--no-owner",
    "--single-transaction",
    `--dbname=${databaseUrl}`,
    file,
  ]);
}
