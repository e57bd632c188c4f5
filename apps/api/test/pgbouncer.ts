import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { acceptsConnections, freePort } from "./ports";

/** Debian's pgbouncer (apt-get install pgbouncer); CI installs it. */
export const PGBOUNCER = "/usr/sbin/pgbouncer";
export const pgbouncerInstalled = () => existsSync(PGBOUNCER);

export interface PgbouncerStandIn {
  /** The pooler's address for `database` (one per entry of `databases`). */
  url(database: string): string;
  close(): Promise<void>;
}

/**
 * A real pgbouncer in transaction mode on 127.0.0.1, in front of the PostgreSQL of `directUrl`,
 * started by the test and stopped with it. Each entry of `databases` is a name clients connect to,
 * with the pgbouncer options of its line (`connect_query`, …). pgbouncer will not run as root: then
 * it runs as the `postgres` account, which must read its files.
 */
export async function startPgbouncer(
  directUrl: string,
  databases: Record<string, string>,
): Promise<PgbouncerStandIn> {
  const target = new URL(directUrl);
  const port = await freePort();
  const directory = mkdtempSync(path.join(tmpdir(), "stampwise-pgbouncer-"));
  chmodSync(directory, 0o755);
  const user = decodeURIComponent(target.username) || "postgres";
  const lines = Object.entries(databases).map(
    ([name, options]) =>
      `${name} = host=${target.hostname} port=${target.port || 5432} dbname=${target.pathname.slice(1)} user=${user} ${options}`,
  );
  const ini = path.join(directory, "pgbouncer.ini");
  writeFileSync(path.join(directory, "users.txt"), `"${user}" ""\n`);
  writeFileSync(
    ini,
    [
      "[databases]",
      ...lines,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${path.join(directory, "users.txt")}`,
      "pool_mode = transaction",
      "max_client_conn = 500",
      "default_pool_size = 10",
      "ignore_startup_parameters = extra_float_digits",
      "",
    ].join("\n"),
  );
  for (const file of ["users.txt", "pgbouncer.ini"]) chmodSync(path.join(directory, file), 0o644);
  const asRoot = process.getuid?.() === 0;
  const child: ChildProcess = spawn(PGBOUNCER, [...(asRoot ? ["-u", "postgres"] : []), ini], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let output = "";
  child.stderr?.on("data", (chunk) => {
    output += String(chunk);
  });
  // Up once it takes connections.
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (await acceptsConnections(port)) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      rmSync(directory, { recursive: true, force: true });
      throw new Error(`pgbouncer did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: (database) => `postgres://${user}@127.0.0.1:${port}/${database}`,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGINT");
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
