/**
 * CPU time the server side spends: this process (the API, and PGlite inside it) plus, on
 * PostgreSQL, the server processes of the bench database. Unlike requests per second it hardly
 * moves when other work shares the machine, so it compares code versions on a busy machine.
 */
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import type { Database } from "../../apps/api/src/db/client";
import { UNCOUNTED } from "./statement-counter";

/** Linux reports process times in clock ticks of 10 ms (USER_HZ 100). */
const MS_PER_TICK = 10;

function processCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces) start at state; utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return undefined;
  }
}

async function databaseBackends(database: Database): Promise<number[]> {
  if (database.kind !== "postgres") return [];
  const result = (await database.db.execute(
    // Runs during the load: not one of the API's statements.
    sql`${sql.raw(UNCOUNTED)} select pid from pg_stat_activity where datname = current_database()`,
  )) as unknown as { rows: { pid: number }[] };
  return result.rows.map((row) => Number(row.pid));
}

export interface CpuSnapshot {
  ownMs: number;
  backends: Map<number, number>;
}

export async function cpuSnapshot(database: Database): Promise<CpuSnapshot> {
  const own = process.cpuUsage();
  const backends = new Map<number, number>();
  for (const pid of await databaseBackends(database)) {
    const ms = processCpuMs(pid);
    if (ms !== undefined) backends.set(pid, ms);
  }
  return { ownMs: (own.user + own.system) / 1000, backends };
}

/** Server CPU ms used since `before`, split: this process (the API) and the database's server processes. */
export async function cpuSplitSince(
  database: Database,
  before: CpuSnapshot,
): Promise<{ apiMs: number; databaseMs: number }> {
  const after = await cpuSnapshot(database);
  let databaseMs = 0;
  // A backend that started since counts from zero.
  for (const [pid, ms] of after.backends) databaseMs += ms - (before.backends.get(pid) ?? 0);
  return { apiMs: after.ownMs - before.ownMs, databaseMs };
}

/** Server CPU ms used since `before`: the API process and the database's server processes. */
export async function cpuSince(database: Database, before: CpuSnapshot): Promise<number> {
  const { apiMs, databaseMs } = await cpuSplitSince(database, before);
  return apiMs + databaseMs;
}
