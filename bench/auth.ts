/**
 * Session throughput: how many authenticated requests per second the API answers, since every
 * admin and customer call resolves a session first; plus password logins (scrypt-bound).
 * Runs on PGlite, and on PostgreSQL too when BENCH_DATABASE_URL is set. Loopback only.
 *
 *   npm run auth --workspace @stampwise/bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run auth --workspace @stampwise/bench
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildApp } from "../apps/api/src/app";
import { loadConfig } from "../apps/api/src/config";
import { createDatabase, type Database } from "../apps/api/src/db/client";
import { createFactories } from "../apps/api/src/seed/factories";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Row {
  database: string;
  scenario: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

async function measure(
  url: string,
  options: Partial<autocannon.Options>,
  connections: number,
): Promise<Omit<Row, "database" | "scenario">> {
  const result = await autocannon({ url, connections, duration: DURATION_SECONDS, ...options });
  return {
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function benchDatabase(label: string, database: Database): Promise<Row[]> {
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: "production",
    SESSION_SECRET: "benchmark-secret-benchmark-secret",
    LOG_LEVEL: "silent",
    PORT: "0",
    LOGIN_RATE_LIMIT_PER_IP: "100000000",
    LOGIN_RATE_LIMIT_PER_EMAIL: "100000000",
  });
  const { app } = await buildApp(config, { database, serveWebApps: false, logger: false });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const user = await createFactories(database.db).user({ role: "admin" });
  const loginBody = JSON.stringify({ email: user.email, password: user.password, loginType: "admin" });
  const login = await fetch(`${address}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: loginBody,
  });
  const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";

  const rows: Row[] = [];
  rows.push({
    database: label,
    scenario: "GET /api/auth/is-authenticated",
    ...(await measure(`${address}/api/auth/is-authenticated`, { headers: { cookie } }, CONNECTIONS)),
  });
  rows.push({
    database: label,
    scenario: "GET /api/health (no session, ceiling)",
    ...(await measure(`${address}/api/health`, {}, CONNECTIONS)),
  });
  rows.push({
    database: label,
    scenario: "POST /api/auth/login (scrypt)",
    ...(await measure(
      `${address}/api/auth/login`,
      { method: "POST", headers: { "content-type": "application/json" }, body: loginBody },
      10,
    )),
  });
  await app.close();
  return rows;
}

const dataDir = mkdtempSync(path.join(tmpdir(), "stampwise-bench-"));
const rows: Row[] = [];
try {
  const pglite = createDatabase({ dataDir });
  rows.push(...(await benchDatabase("PGlite", pglite)));
  await pglite.close();
  if (process.env.BENCH_DATABASE_URL) {
    const postgres = createDatabase({ url: process.env.BENCH_DATABASE_URL, poolSize: 20 });
    rows.push(...(await benchDatabase("PostgreSQL", postgres)));
    await postgres.close();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\nSession benchmark: ${DURATION_SECONDS}s per scenario on 127.0.0.1`);
console.table(rows);
