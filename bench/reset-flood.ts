/**
 * Login latency while one address floods `POST /api/auth/complete-reset-password` with made-up
 * tokens (500 per flood, 50 connections), next to idle logins and to logins during a flood of
 * the same size to a route that does nothing (an unknown path: the cost of any 500 requests on
 * this event loop), with the ratio flood ÷ idle. The budget: within 2× of idle. A
 * made-up token is refused before any password hashing, and once the address is over its limit
 * before its body is even read, so a reset flood should cost what the reference costs.
 *
 *   npm run reset-flood -w @stampwise/bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run reset-flood -w @stampwise/bench
 */
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { buildApp } from "../apps/api/src/app";
import { loadConfig } from "../apps/api/src/config";
import type { Database } from "../apps/api/src/db/client";
import { createFactories } from "../apps/api/src/seed/factories";
import { onEachDatabase } from "./lib/bench-databases";
import { createJsonClient } from "./lib/json-client";
import { ms, summarize } from "./lib/latency";
import type { FloodJob, FloodMessage } from "./lib/reset-flood-client";

const PORT = Number(process.env.BENCH_PORT ?? 3403);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const IDLE_LOGINS_PER_ROUND = Number(process.env.BENCH_LOGINS ?? 6);
const FLOOD_REQUESTS = Number(process.env.BENCH_FLOOD_REQUESTS ?? 500);
const FLOOD_CONNECTIONS = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 50);
const BUDGET_RATIO = 2;
const floodClient = fileURLToPath(new URL("./lib/reset-flood-client.ts", import.meta.url));

interface Row {
  database: string;
  scenario: string;
  logins: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  "load (1 min)": number;
}

async function bench(label: string, database: Database) {
  const base = `http://127.0.0.1:${PORT}`;
  // The production configuration with its default limits: the per-address cap is part of what
  // keeps the flood cheap. The proxy is trusted so each login can come from an address of its own
  // (the login limits must not be what this measures) and the flood from one address.
  const config = loadConfig({
    NODE_ENV: "production",
    SESSION_SECRET: randomBytes(24).toString("hex"),
    LOG_LEVEL: "silent",
    PORT: String(PORT),
    PUBLIC_URL: base,
    TRUST_PROXY: "true",
  });
  const { app } = await buildApp(config, { database, serveWebApps: false, logger: false });
  await app.listen({ port: PORT, host: "127.0.0.1" });
  const admin = await createFactories(database.db).user({ role: "admin" });
  const client = createJsonClient(base, 1);
  let loginNumber = 0;
  let floods = 0;

  async function timedLogin(): Promise<number> {
    loginNumber++;
    const address = `198.51.${Math.floor(loginNumber / 250)}.${(loginNumber % 250) + 1}`;
    const started = performance.now();
    const response = await client.post(
      "/api/auth/login",
      { email: admin.email, password: admin.password, loginType: "admin" },
      { origin: base, "x-forwarded-for": address },
    );
    const elapsed = performance.now() - started;
    if (response.status !== 201) throw new Error(`login answered ${response.status}: ${response.body}`);
    return elapsed;
  }

  /**
   * Sequential logins for as long as a flood of FLOOD_REQUESTS to `path` from one address lasts
   * (at least one, started during it). The flood runs in a child process.
   */
  async function loginsDuringFlood(path: string) {
    const child = fork(floodClient, [], { execArgv: ["--import", "tsx"], stdio: "inherit" });
    const messages: FloodMessage[] = [];
    let wake = () => {};
    child.on("message", (message) => {
      messages.push(message as FloodMessage);
      wake();
    });
    const waitFor = async <T extends FloodMessage["type"]>(type: T) => {
      while (!messages.some((message) => message.type === type)) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
      return messages.find((message) => message.type === type) as Extract<FloodMessage, { type: T }>;
    };
    await waitFor("ready");
    const job: FloodJob = {
      base,
      path,
      requests: FLOOD_REQUESTS,
      connections: FLOOD_CONNECTIONS,
      // Its own address per flood, so the reference flood is not already blocked.
      address: `203.0.113.${++floods}`,
    };
    child.send(job);
    await waitFor("started");
    const samples: number[] = [];
    do samples.push(await timedLogin());
    while (!messages.some((message) => message.type === "done"));
    const load = loadavg()[0] ?? 0;
    return { samples, load, done: await waitFor("done") };
  }

  try {
    for (let warmUp = 0; warmUp < 3; warmUp++) await timedLogin();
    // Rounds taken in turns (idle logins, a reset flood, a reference flood), so a change in the
    // machine's load hits all three alike; each flood comes from a fresh address.
    const idle: number[] = [];
    const reset = {
      samples: [] as number[],
      loads: [] as number[],
      statuses: {} as Record<string, number>,
      ms: 0,
    };
    const reference = {
      samples: [] as number[],
      loads: [] as number[],
      statuses: {} as Record<string, number>,
      ms: 0,
    };
    const idleLoads: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (let login = 0; login < IDLE_LOGINS_PER_ROUND; login++) idle.push(await timedLogin());
      idleLoads.push(loadavg()[0] ?? 0);
      for (const [path, into] of [
        ["/api/auth/complete-reset-password", reset],
        ["/api/bench/nothing-here", reference],
      ] as const) {
        const flood = await loginsDuringFlood(path);
        into.samples.push(...flood.samples);
        into.loads.push(flood.load);
        into.ms += flood.done.elapsedMs;
        for (const [status, count] of Object.entries(flood.done.statuses)) {
          into.statuses[status] = (into.statuses[status] ?? 0) + count;
        }
      }
    }
    const idleLoad = mean(idleLoads);

    const idleSummary = summarize(idle);
    const floodSummary = summarize(reset.samples);
    const rows: Row[] = [
      { database: label, scenario: "login, idle", ...figures(idleSummary), "load (1 min)": idleLoad },
      {
        database: label,
        scenario: `login, ${FLOOD_REQUESTS} bogus reset links from one address`,
        ...figures(floodSummary),
        "load (1 min)": mean(reset.loads),
      },
      {
        database: label,
        scenario: `login, ${FLOOD_REQUESTS} requests to an unknown route (reference)`,
        ...figures(summarize(reference.samples)),
        "load (1 min)": mean(reference.loads),
      },
    ];
    return {
      rows,
      ratio: floodSummary.p50 / idleSummary.p50,
      referenceRatio: summarize(reference.samples).p50 / idleSummary.p50,
      flood: { statuses: reset.statuses, seconds: reset.ms / 1000 / ROUNDS },
      reference: { statuses: reference.statuses, seconds: reference.ms / 1000 / ROUNDS },
    };
  } finally {
    client.close();
    await app.close();
  }
}

const mean = (values: number[]) =>
  Math.round((values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length)) * 100) / 100;

function figures(summary: ReturnType<typeof summarize>) {
  return { logins: summary.count, p50Ms: ms(summary.p50), p95Ms: ms(summary.p95), maxMs: ms(summary.max) };
}

const results = await onEachDatabase("reset-flood", ({ label, database }) => bench(label, database));
console.log(
  `\nLogin latency under a flood of made-up reset links (${FLOOD_CONNECTIONS} connections, one address, ${ROUNDS} rounds)`,
);
console.table(results.flatMap((result) => result.rows));
for (const [index, result] of results.entries()) {
  const label = result.rows[0]?.database ?? String(index);
  const within = result.ratio <= BUDGET_RATIO;
  console.log(
    `${label}: p50 under flood / p50 idle = ${result.ratio.toFixed(2)} (budget ≤ ${BUDGET_RATIO}: ${within ? "met" : "MISSED"}; ` +
      `the reference flood gives ${result.referenceRatio.toFixed(2)}); ` +
      `floods answered ${JSON.stringify(result.flood.statuses)}, ${result.flood.seconds.toFixed(2)} s each; ` +
      `reference floods ${JSON.stringify(result.reference.statuses)}, ${result.reference.seconds.toFixed(2)} s each`,
  );
}
