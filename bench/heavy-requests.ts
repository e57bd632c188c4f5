/**
 * Everyone's login while one organization floods heavy requests: 50 connections asking for 24
 * months of insights and 6 asking for a targeting preview of 20 stamp card conditions in an "any"
 * group (mixed cards, bounds and from-dates), each sending again as soon as it is answered, or,
 * refused, once its Retry-After has passed (the admin app's way), or at once (a script's). Next to
 * them the reference: as many connections as fast to an address with no route. Login p50 idle and
 * under each flood, in rounds taken in turns, with the ratio next to the ceiling 2× (decision 031).
 * Also how the flood was answered (200, 429 with Retry-After, 503) and how long an answered heavy
 * request took.
 *
 *   npm run heavy-requests -w @stampwise/bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_DATABASES=postgres \
 *     npm run heavy-requests -w @stampwise/bench
 *
 * The big organization is seeded as lib/big-organization.ts says (BENCH_CUSTOMERS 20,000, about
 * BENCH_LEDGER_ROWS 300,000 postings over 24 months). The admins' per-minute limits on previews and
 * insights are lifted, so the flood meets the organization's concurrency limit, not the per-admin
 * rate (several admins of one organization together stay inside theirs). BENCH_LIMITS (default
 * "2", the product's) lists the HEAVY_REQUESTS_PER_ORGANIZATION values to run, each on an API of its
 * own, in the same rounds on the same data: "2,1,100" also shows a limit of one and, at 100, the
 * flood without the limit (the query shapes and statement bounds stay). On PostgreSQL the API runs
 * on connections with the product's default statement timeout, as `npm start` opens them.
 */
import { fork } from "node:child_process";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { createDatabase } from "../apps/api/src/db/client";
import { createFactories } from "../apps/api/src/seed/factories";
import { type BenchApi, benchPort, startBenchApi } from "./lib/bench-api";
import { onEachDatabase } from "./lib/bench-databases";
import { seedBigOrganization } from "./lib/big-organization";
import type {
  HeavyFloodJob,
  HeavyFloodKind,
  HeavyFloodLoop,
  HeavyFloodMessage,
} from "./lib/heavy-flood-client";
import { createJsonClient } from "./lib/json-client";
import { ms, summarize } from "./lib/latency";

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20_000);
const LEDGER_ROWS = Number(process.env.BENCH_LEDGER_ROWS ?? 300_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const IDLE_LOGINS = Number(process.env.BENCH_LOGINS ?? 8);
const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 15);
const INSIGHTS_CONNECTIONS = 50;
const PREVIEW_CONNECTIONS = 6;
const PORT = benchPort("BENCH_PORT", 3406);
const CEILING_RATIO = 2;
const floodClient = fileURLToPath(new URL("./lib/heavy-flood-client.ts", import.meta.url));

/** The organization's flood: 24 months of insights, and previews of twenty stamp card conditions. */
function floodLoops(cardIds: string[]): HeavyFloodLoop[] {
  const today = new Date();
  const from = new Date(Date.UTC(today.getUTCFullYear() - 2, today.getUTCMonth(), today.getUTCDate() + 1));
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const monthsAgo = (months: number) =>
    day(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, 1)));
  const rules = {
    groups: [
      {
        match: "any",
        conditions: Array.from({ length: 20 }, (_, index) => ({
          kind: "stampCard",
          cardIds: index % 2 === 0 ? cardIds : [cardIds[index % cardIds.length]],
          minStamps: 2 + (index % 4),
          ...(index % 3 === 0 ? {} : { fromDate: monthsAgo(1 + (index % 3) * 3) }),
        })),
      },
    ],
  };
  return [
    ...Array.from({ length: INSIGHTS_CONNECTIONS }, () => ({
      kind: "insights, 24 months",
      path: "/api/statistics",
      body: { from: day(from), to: day(today) },
    })),
    ...Array.from({ length: PREVIEW_CONNECTIONS }, () => ({
      kind: "preview, 20 stamp card conditions",
      path: "/api/target-group/preview",
      body: { rules },
    })),
  ];
}

const LIMITS = (process.env.BENCH_LIMITS ?? "2").split(",").map(Number);

/**
 * The floods each limit meets: the admin app's way (a refused request waits its Retry-After), a
 * script's that ignores it and comes straight back, and the reference.
 */
const FLOODS = [
  { name: "waits Retry-After", waitsRetryAfter: true, reference: false },
  { name: "ignores Retry-After", waitsRetryAfter: false, reference: false },
  { name: "reference: no route", waitsRetryAfter: false, reference: true },
];

/** The same connections, each posting its body to an address no route answers (404). */
function referenceLoops(loops: HeavyFloodLoop[]): HeavyFloodLoop[] {
  return loops.map((loop) => ({ ...loop, kind: "no route (404)", path: "/api/no-such-route" }));
}

async function startApi(database: Parameters<typeof startBenchApi>[0], port: number, limit: number) {
  return startBenchApi(database, port, undefined, {
    STATISTICS_RATE_LIMIT_PER_MINUTE: "1000000",
    TARGETING_PREVIEW_RATE_LIMIT_PER_MINUTE: "1000000",
    HEAVY_REQUESTS_PER_ORGANIZATION: String(limit),
  });
}

/** The owner's session on this API (each API signs its cookies with a secret of its own). */
async function ownerHeaders(
  api: BenchApi,
  owner: { email: string; password: string },
  organizationId: string,
) {
  const login = await fetch(`${api.base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: api.base },
    body: JSON.stringify({ email: owner.email, password: owner.password, loginType: "admin" }),
  });
  const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
  return { cookie, "x-organization-id": organizationId, origin: api.base };
}

const results = await onEachDatabase("heavy_requests", async ({ label, database, url }) => {
  // The seed's statements run unbounded; the API's connections carry the product's default bound.
  const apiDatabase = url ? createDatabase({ url, poolSize: 20, statementTimeoutMs: 5_000 }) : database;
  const apis: { name: string; api: BenchApi }[] = [];
  try {
    for (const [index, limit] of LIMITS.entries()) {
      apis.push({ name: `${limit} at once`, api: await startApi(apiDatabase, PORT + index, limit) });
    }
    const base = apis[0]?.api.base ?? "";
    console.log(`${label}: seeding ${CUSTOMERS} customers and about ${LEDGER_ROWS} ledger rows…`);
    const seeded = await seedBigOrganization(database.db, base, {
      customers: CUSTOMERS,
      ledgerRows: LEDGER_ROWS,
      emailPrefix: "heavy-",
    });
    // Someone else: an admin of another organization, signing in.
    const someoneElse = await createFactories(database.db).user({ role: "admin" });
    const loops = floodLoops(seeded.cardIds);

    async function timedLogin(api: BenchApi, client: ReturnType<typeof createJsonClient>): Promise<number> {
      const started = performance.now();
      const response = await client.post(
        "/api/auth/login",
        { email: someoneElse.email, password: someoneElse.password, loginType: "admin" },
        { origin: api.base },
      );
      const elapsed = performance.now() - started;
      if (response.status !== 201) throw new Error(`login answered ${response.status}: ${response.body}`);
      return elapsed;
    }

    async function loginsDuringFlood(
      api: BenchApi,
      client: ReturnType<typeof createJsonClient>,
      flood: { loops: HeavyFloodLoop[]; waitsRetryAfter: boolean },
    ) {
      const child = fork(floodClient, [], { execArgv: ["--import", "tsx"], stdio: "inherit" });
      const messages: HeavyFloodMessage[] = [];
      let wake = () => {};
      child.on("message", (message) => {
        messages.push(message as HeavyFloodMessage);
        wake();
      });
      const waitFor = async <T extends HeavyFloodMessage["type"]>(type: T) => {
        while (!messages.some((message) => message.type === type)) {
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
        }
        return messages.find((message) => message.type === type) as Extract<HeavyFloodMessage, { type: T }>;
      };
      await waitFor("ready");
      const headers = await ownerHeaders(api, seeded.owner, seeded.organization.id);
      const job: HeavyFloodJob = { base: api.base, headers, seconds: FLOOD_SECONDS, ...flood };
      child.send(job);
      await waitFor("started");
      const samples: number[] = [];
      do samples.push(await timedLogin(api, client));
      while (!messages.some((message) => message.type === "done"));
      return { samples, load: loadavg()[0] ?? 0, kinds: (await waitFor("done")).kinds };
    }

    // Each limit under both kinds of flood; and, once, the reference: as many connections sending
    // as fast to an address with no route, what any flood this size costs this machine and the
    // API's event loop whatever the route does.
    const figures = apis.flatMap(({ name, api }) =>
      FLOODS.map((flood) => ({
        name: `${name}, ${flood.name}`,
        api,
        flood: {
          loops: flood.reference ? referenceLoops(loops) : loops,
          waitsRetryAfter: flood.waitsRetryAfter,
        },
        reference: flood.reference,
        client: createJsonClient(api.base, 1),
        idle: [] as number[],
        flooded: [] as number[],
        loads: [] as number[],
        kinds: {} as Record<string, HeavyFloodKind>,
      })).filter((scenario) => !scenario.reference || api === apis[0]?.api),
    );
    for (const scenario of figures)
      for (let warmUp = 0; warmUp < 3; warmUp++) await timedLogin(scenario.api, scenario.client);
    // Rounds taken in turns, so a change in the machine's load hits every scenario alike.
    for (let round = 0; round < ROUNDS; round++) {
      for (const scenario of figures) {
        for (let login = 0; login < IDLE_LOGINS; login++)
          scenario.idle.push(await timedLogin(scenario.api, scenario.client));
        const flood = await loginsDuringFlood(scenario.api, scenario.client, scenario.flood);
        scenario.flooded.push(...flood.samples);
        scenario.loads.push(flood.load);
        for (const [kind, counted] of Object.entries(flood.kinds)) {
          const into = scenario.kinds[kind] ?? { statuses: {}, answered: [] };
          scenario.kinds[kind] = into;
          for (const [status, count] of Object.entries(counted.statuses)) {
            into.statuses[status] = (into.statuses[status] ?? 0) + count;
          }
          into.answered.push(...counted.answered);
        }
      }
    }
    for (const scenario of figures) scenario.client.close();
    return { label, ledgerRows: seeded.ledgerRows, figures };
  } finally {
    for (const { api } of apis) await api.close();
    if (apiDatabase !== database) await apiDatabase.close();
  }
});

console.log(
  `\nLogin p50 while one organization floods heavy requests (${CUSTOMERS} customers; ${INSIGHTS_CONNECTIONS} insights and ${PREVIEW_CONNECTIONS} preview connections, ${FLOOD_SECONDS} s per flood, ${ROUNDS} rounds)`,
);
for (const { label, ledgerRows, figures } of results) {
  console.log(`\n${label} (${ledgerRows} ledger rows)`);
  console.table(
    figures.map((scenario) => {
      const idle = summarize(scenario.idle);
      const flood = summarize(scenario.flooded);
      return {
        flood: scenario.name,
        "idle p50 ms": ms(idle.p50),
        "flood p50 ms": ms(flood.p50),
        "flood p95 ms": ms(flood.p95),
        "logins idle / flood": `${idle.count} / ${flood.count}`,
        ratio: Math.round((flood.p50 / idle.p50) * 100) / 100,
        ceiling: CEILING_RATIO,
        "load (1 min)": ms(scenario.loads.reduce((sum, load) => sum + load, 0) / scenario.loads.length),
      };
    }),
  );
  console.table(
    figures.flatMap((scenario) =>
      Object.entries(scenario.kinds).map(([kind, counted]) => {
        const answered = summarize(counted.answered);
        return {
          flood: scenario.name,
          request: kind,
          statuses: JSON.stringify(counted.statuses),
          "answered p50 ms": ms(answered.p50),
          "answered max ms": ms(answered.max),
        };
      }),
    ),
  );
  const ratioOf = (scenario: (typeof figures)[number]) =>
    summarize(scenario.flooded).p50 / summarize(scenario.idle).p50;
  const reference = figures.find((scenario) => scenario.reference);
  for (const scenario of figures) {
    const ratio = ratioOf(scenario);
    const verdict = scenario.reference
      ? "what any flood of this size costs here"
      : `${ratio <= CEILING_RATIO ? "met" : "MISSED"} (ceiling ${CEILING_RATIO}×)` +
        (reference ? `; the reference's ${ratioOf(reference).toFixed(2)}` : "");
    console.log(`  ${scenario.name}: login p50 under the flood / idle = ${ratio.toFixed(2)} → ${verdict}`);
  }
}
