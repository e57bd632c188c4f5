/**
 * The README's way to grow, tested: haproxy (Debian's) in front of three API processes and two
 * workers, all the built product (`npm start -- --role=api|worker`), on one PostgreSQL. It checks
 * and prints:
 *  1. every stamp's `card.updated` reaches its customer, whichever process serves the stream and
 *     whichever takes the stamp;
 *  2. a campaign sent by the two workers honours the organization's rate per minute and sends each
 *     message once;
 *  3. killing one API process (SIGKILL) under the counter's load loses no acknowledged stamp, and a
 *     client that retries with the same idempotency key (on another process) gets the first answer;
 *  4. a rolling restart (SIGTERM one process at a time, then start it again) under load fails no
 *     request.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run scale -w @stampwise/bench
 *
 * Needs haproxy (apt-get install haproxy) and PostgreSQL. Options: BENCH_PORT (3420: haproxy; the
 * APIs take the next three), BENCH_LOOPS (16 counter loops), BENCH_STREAMS (60),
 * BENCH_RECIPIENTS (300) and BENCH_RATE_PER_MINUTE (200) for the campaign.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { deriveIdentityCode, identityWindow } from "@stampwise/contract";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { createSession } from "../apps/api/src/modules/auth/sessions.repository";
import { SEND_CONCURRENCY } from "../apps/api/src/modules/communications/delivery/deliverer";
import { SESSION_COOKIE } from "../apps/api/src/plugins/authentication";
// @ts-expect-error: a plain ES module script without types.
import { API_ENTRY, buildApiWhenStale } from "../scripts/build-api.mjs";
import type { BenchApi } from "./lib/bench-api";
import { benchPort } from "./lib/bench-api";
import { adminCalls, scheduleDueNow } from "./lib/bench-campaigns";
import { onEachDatabase } from "./lib/bench-databases";
import { openEventStream } from "./lib/event-stream-reader";
import { createJsonClient, type JsonClient } from "./lib/json-client";
import { liftScanCaps, type SeededCustomer, seedOrganization } from "./lib/seed";

const HAPROXY = "/usr/sbin/haproxy";
const PORT = benchPort("BENCH_PORT", 3420);
const LOOPS = Number(process.env.BENCH_LOOPS ?? 16);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 60);
const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 300);
const RATE_PER_MINUTE = Number(process.env.BENCH_RATE_PER_MINUTE ?? 200);
const API_COUNT = 3;
const WORKER_COUNT = 2;
const SECRET = randomBytes(24).toString("hex");

if (!process.env.BENCH_DATABASE_URL) throw new Error("bench/scale needs PostgreSQL: set BENCH_DATABASE_URL");
if (!existsSync(HAPROXY)) throw new Error("bench/scale needs haproxy: apt-get install haproxy");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hmacSha256 = (key: Uint8Array, message: Uint8Array) =>
  new Uint8Array(createHmac("sha256", key).update(message).digest());

interface ProductProcess {
  name: string;
  child: ChildProcess;
  exited: Promise<void>;
}

/** One product process, as `npm start -- --role=…` runs it, on the bench's database. */
function startProduct(name: string, role: "api" | "worker", env: Record<string, string>): ProductProcess {
  const child = spawn(process.execPath, [API_ENTRY, `--role=${role}`], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      SESSION_SECRET: SECRET,
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      TRUST_PROXY: "true",
      LOGIN_RATE_LIMIT_PER_IP: "100000000",
      LOGIN_RATE_LIMIT_PER_EMAIL: "100000000",
      EVENTS_STREAMS_PER_IP: String(STREAMS + 20),
      SHUTDOWN_TIMEOUT_SECONDS: "20",
      ...env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return { name, child, exited };
}

async function untilReady(port: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`the API on ${port} never became ready`);
    await sleep(100);
  }
}

/** haproxy: round robin over the APIs, checking readiness every 250 ms, retrying a refused connection elsewhere. */
function startHaproxy(directory: string, apiPorts: number[]): ChildProcess {
  const config = path.join(directory, "haproxy.cfg");
  writeFileSync(
    config,
    [
      "global",
      "  maxconn 4096",
      "defaults",
      "  mode http",
      "  timeout connect 2s",
      "  timeout client 60s",
      "  timeout server 60s",
      // Event streams stay open: they are tunnels once answered.
      "  timeout tunnel 1h",
      "  retries 3",
      "  option redispatch",
      "  retry-on conn-failure empty-response",
      "  option forwardfor",
      "frontend web",
      `  bind 127.0.0.1:${PORT}`,
      "  default_backend api",
      "backend api",
      "  balance roundrobin",
      "  option httpchk GET /api/health/ready",
      "  http-check expect status 200",
      "  http-response set-header x-served-by %s",
      "  default-server inter 250ms fall 1 rise 2",
      ...apiPorts.map((port, index) => `  server api${index + 1} 127.0.0.1:${port} check`),
      "",
    ].join("\n"),
  );
  return spawn(HAPROXY, ["-db", "-f", config], { stdio: ["ignore", "ignore", "inherit"] });
}

/** A mail server that counts each recipient's messages and when each arrived. */
async function startRecordingSmtp() {
  const arrivals: { to: string; at: number }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        for (const to of session.envelope.rcptTo) arrivals.push({ to: to.address, at: Date.now() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrivals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface CounterLoad {
  /** Idempotency key → the transaction id of the first 201 or 200 answer it got. */
  acknowledged: Map<string, string>;
  /** Keys whose answers named different transactions (a retry that did not get the first answer). */
  conflicting: string[];
  failures: Record<string, number>;
  attempts: number;
  retried: number;
  /** Stamps answered 200: the key's first answer again (the balancer or the client sent it twice). */
  replayed: number;
}

/**
 * The counter flow (identify the next customer's code, stamp the card) in `loops` closed loops
 * through the balancer until `stop()`. With `retry`, a failed stamp is sent again with the same
 * idempotency key until it is answered; without, a failure is only counted.
 */
function counterLoad(
  client: JsonClient,
  headers: Record<string, string>,
  cardId: string,
  customers: SeededCustomer[],
  options: { retry: boolean; keyPrefix: string },
) {
  const load: CounterLoad = {
    acknowledged: new Map(),
    conflicting: [],
    failures: {},
    attempts: 0,
    retried: 0,
    replayed: 0,
  };
  let running = true;
  let next = 0;
  let sequence = 0;
  const fail = (what: string) => {
    load.failures[what] = (load.failures[what] ?? 0) + 1;
  };
  async function loop() {
    while (running) {
      const customer = customers[next++ % customers.length] as SeededCustomer;
      const code = deriveIdentityCode(hmacSha256, customer.id, customer.secret, identityWindow(Date.now()));
      load.attempts += 1;
      const identified = await client.post("/api/qrcode/identify", { code }, headers).catch(() => undefined);
      if (identified?.status !== 200) {
        fail(`identify ${identified?.status ?? "network-error"}`);
        if (!options.retry) continue;
        await sleep(100);
        continue;
      }
      const key = `${options.keyPrefix}-${sequence++}`;
      const body = {
        userId: customer.id,
        loyaltyCardId: cardId,
        delta: 1,
        source: "identity-scan",
        idempotencyKey: key,
      };
      for (let attempt = 0; ; attempt++) {
        const stamped = await client.post("/api/transaction", body, headers).catch(() => undefined);
        if (stamped && (stamped.status === 201 || stamped.status === 200)) {
          const id = (JSON.parse(stamped.body) as { transaction: { id: string } }).transaction.id;
          const earlier = load.acknowledged.get(key);
          if (earlier && earlier !== id) load.conflicting.push(key);
          load.acknowledged.set(key, earlier ?? id);
          if (attempt > 0) load.retried += 1;
          if (stamped.status === 200) load.replayed += 1;
          break;
        }
        fail(`stamp ${stamped?.status ?? "network-error"}`);
        if (!options.retry || attempt >= 20) break;
        await sleep(100);
      }
    }
  }
  const loops = Array.from({ length: LOOPS }, loop);
  return {
    load,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

const results = await onEachDatabase("scale", async ({ database, url }) => {
  if (!url) return undefined;
  const { db } = database;
  await buildApiWhenStale();
  const directory = mkdtempSync(path.join(tmpdir(), "stampwise-scale-"));
  const smtp = await startRecordingSmtp();
  const apiPorts = Array.from({ length: API_COUNT }, (_, index) => PORT + 1 + index);
  const env = {
    DATABASE_URL: url,
    MAIL_URL: smtp.url,
    COMMUNICATIONS_RATE_PER_MINUTE: String(RATE_PER_MINUTE),
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  };
  const apis: ProductProcess[] = apiPorts.map((port, index) =>
    startProduct(`api${index + 1}`, "api", { ...env, PORT: String(port) }),
  );
  const workers = Array.from({ length: WORKER_COUNT }, (_, index) =>
    startProduct(`worker${index + 1}`, "worker", env),
  );
  const haproxy = startHaproxy(directory, apiPorts);
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await Promise.all(apiPorts.map(untilReady));
    await untilReady(PORT);
    console.log(`haproxy on ${PORT} → APIs on ${apiPorts.join(", ")}; ${WORKER_COUNT} workers`);
    const seeded = await seedOrganization({ base } as BenchApi, db, { customers: 2_000, stampsRequired: 10 });
    await liftScanCaps(db, seeded.organizationId);
    const client = createJsonClient(base, LOOPS + 4);

    // ---- 1. events, whichever process ----
    const sessions = { secret: SECRET, ttlDays: 30 };
    const streamers = seeded.customers.slice(0, STREAMS);
    const arrived = new Set<string>();
    const servedBy: Record<string, number> = {};
    const streams = await Promise.all(
      streamers.map(async (customer) => {
        const { token } = await createSession(db, sessions, customer.id, "stampwise-scale");
        const stream = await openEventStream(
          base,
          `${SESSION_COOKIE}=${token}`,
          (type) => {
            if (type === "card.updated") arrived.add(customer.id);
          },
          () => {},
        );
        const server = String(stream.headers["x-served-by"] ?? "?");
        servedBy[server] = (servedBy[server] ?? 0) + 1;
        return stream;
      }),
    );
    const stampedBy: Record<string, number> = {};
    for (const customer of streamers) {
      const response = await new Promise<{ status: number; server: string }>((resolve, reject) => {
        const body = JSON.stringify({
          userId: customer.id,
          loyaltyCardId: seeded.cardId,
          delta: 1,
          source: "manual",
          idempotencyKey: `scale-event-${customer.id}`,
        });
        const request = http.request(
          `${base}/api/transaction`,
          { method: "POST", headers: { ...seeded.adminHeaders, "content-type": "application/json" } },
          (answer) => {
            answer.resume();
            answer.on("end", () =>
              resolve({ status: answer.statusCode ?? 0, server: String(answer.headers["x-served-by"]) }),
            );
          },
        );
        request.on("error", reject);
        request.end(body);
      });
      if (response.status === 201) stampedBy[response.server] = (stampedBy[response.server] ?? 0) + 1;
    }
    const eventsDeadline = Date.now() + 10_000;
    while (arrived.size < streamers.length && Date.now() < eventsDeadline) await sleep(100);
    for (const stream of streams) stream.close();
    const events = { streams: streamers.length, arrived: arrived.size, servedBy, stampedBy };
    console.log(
      `1. events: ${arrived.size}/${streamers.length} arrived; streams ${JSON.stringify(servedBy)}, stamps ${JSON.stringify(stampedBy)}`,
    );

    // ---- 2. a campaign sent by two workers ----
    const org = seeded.organizationId;
    const recipients = seeded.customers.slice(STREAMS, STREAMS + RECIPIENTS).map((customer) => customer.id);
    await db.execute(sql`insert into marketing_consents (organization_id, user_id, channel, granted, source)
      select ${org}, id, 'email', true, 'customer_app' from unnest(${`{${recipients.join(",")}}`}::uuid[]) as id`);
    const post = adminCalls(base, seeded.adminHeaders);
    const everyone = await post("/target-group", { name: "Everyone" });
    const campaign = await post("/communication", {
      title: "Scale news",
      deliveryType: "instant",
      targetGroupId: everyone.id,
      media: ["email"],
      email: { subject: "News, {{firstName}}", body: "Hello {{firstName}}, news from {{organizationName}}." },
    });
    // Due now: the workers' activation (every minute) takes it, and their deliveries share it.
    await scheduleDueNow(post, db, campaign.id);
    const campaignStarted = Date.now();
    const campaignDeadline = campaignStarted + Math.ceil(RECIPIENTS / RATE_PER_MINUTE + 3) * 60_000;
    const sentRows = async () => {
      const { rows } = await database.executeSql(
        "select count(*) filter (where status = 'sent')::int as sent, count(*)::int as total from user_communications where communication_id = $1",
        [campaign.id],
      );
      return { sent: Number(rows[0]?.sent), total: Number(rows[0]?.total) };
    };
    for (;;) {
      const { sent, total } = await sentRows();
      if (total > 0 && sent === total) break;
      if (Date.now() > campaignDeadline) break;
      await sleep(1000);
    }
    const ofCampaign = smtp.arrivals.filter((arrival) => arrival.to.includes("bench-customer-"));
    const perRecipient = new Map<string, number>();
    for (const { to } of ofCampaign) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    // The rate is counted per calendar minute (the database's clock, this machine's): a minute's
    // messages are granted in it, and those still on their way at its end arrive in the next.
    const perMinute = new Map<number, number>();
    for (const { at } of ofCampaign)
      perMinute.set(Math.floor(at / 60_000), (perMinute.get(Math.floor(at / 60_000)) ?? 0) + 1);
    const busiestMinute = Math.max(0, ...perMinute.values());
    const inFlightAtMost = WORKER_COUNT * SEND_CONCURRENCY;
    const { sent: campaignSent, total: campaignTotal } = await sentRows();
    const campaignResult = {
      recipients: campaignTotal,
      marked: campaignSent,
      received: ofCampaign.length,
      distinct: perRecipient.size,
      twice: [...perRecipient.values()].filter((count) => count > 1).length,
      busiestMinute,
      minutes: [...perMinute.entries()].sort(([a], [b]) => a - b).map(([, count]) => count),
      ratePerMinute: RATE_PER_MINUTE,
      inFlightAtMost,
      seconds: Math.round((Date.now() - campaignStarted) / 1000),
    };
    console.log(`2. campaign: ${JSON.stringify(campaignResult)}`);

    // ---- 3. the same key on another process, then SIGKILL one API under load ----
    // A client whose answer was lost asks again, and the balancer may send it to another process.
    let sameAnswer = 0;
    const repeats = 20;
    for (let index = 0; index < repeats; index++) {
      const customer = seeded.customers[index] as SeededCustomer;
      const body = {
        userId: customer.id,
        loyaltyCardId: seeded.cardId,
        delta: 1,
        source: "manual",
        idempotencyKey: `scale-repeat-${index}`,
      };
      const at = (port: number) =>
        createJsonClient(`http://127.0.0.1:${port}`, 1).post("/api/transaction", body, seeded.adminHeaders);
      const first = await at(apiPorts[index % API_COUNT] as number);
      const again = await at(apiPorts[(index + 1) % API_COUNT] as number);
      const id = (answer: { body: string }) =>
        (JSON.parse(answer.body) as { transaction: { id: string } }).transaction.id;
      if (first.status === 201 && again.status === 200 && id(first) === id(again)) sameAnswer += 1;
    }

    const killLoad = counterLoad(client, seeded.adminHeaders, seeded.cardId, seeded.customers, {
      retry: true,
      keyPrefix: "scale-kill",
    });
    await sleep(5_000);
    const victim = apis[1] as ProductProcess;
    victim.child.kill("SIGKILL");
    await victim.exited;
    await sleep(8_000);
    await killLoad.stop();
    const { rows: killRows } = await database.executeSql(
      "select idempotency_key, id from transactions where organization_id = $1 and idempotency_key like 'scale-kill-%'",
      [org],
    );
    const inLedger = new Map(killRows.map((row) => [String(row.idempotency_key), String(row.id)]));
    const lost = [...killLoad.load.acknowledged.keys()].filter((key) => !inLedger.has(key)).length;
    const otherAnswer = [...killLoad.load.acknowledged].filter(
      ([key, id]) => inLedger.get(key) !== id,
    ).length;
    const kill = {
      stamps: killLoad.load.acknowledged.size,
      ledgerRows: inLedger.size,
      lost,
      answeredOtherThanLedger: otherAnswer,
      conflicting: killLoad.load.conflicting.length,
      retriedAndAnswered: killLoad.load.retried,
      replayed: killLoad.load.replayed,
      repeats,
      sameAnswer,
      failuresSeen: killLoad.load.failures,
    };
    console.log(`3. SIGKILL: ${JSON.stringify(kill)}`);
    apis[1] = startProduct("api2", "api", { ...env, PORT: String(apiPorts[1]) });
    await untilReady(apiPorts[1] as number);
    await sleep(1_000);

    // ---- 4. a rolling restart under load ----
    const rollLoad = counterLoad(client, seeded.adminHeaders, seeded.cardId, seeded.customers, {
      retry: false,
      keyPrefix: "scale-roll",
    });
    await sleep(3_000);
    const rollStarted = performance.now();
    for (let index = 0; index < API_COUNT; index++) {
      const stopping = apis[index] as ProductProcess;
      stopping.child.kill("SIGTERM");
      await stopping.exited;
      apis[index] = startProduct(`api${index + 1}`, "api", { ...env, PORT: String(apiPorts[index]) });
      await untilReady(apiPorts[index] as number);
      // haproxy takes it back after two good checks.
      await sleep(1_000);
    }
    const rollSeconds = (performance.now() - rollStarted) / 1000;
    await sleep(2_000);
    await rollLoad.stop();
    const roll = {
      requests: rollLoad.load.attempts * 2,
      stamps: rollLoad.load.acknowledged.size,
      failed: Object.values(rollLoad.load.failures).reduce((sum, count) => sum + count, 0),
      failures: rollLoad.load.failures,
      seconds: Math.round(rollSeconds),
    };
    console.log(`4. rolling restart: ${JSON.stringify(roll)}`);
    client.close();
    return { events, campaign: campaignResult, kill, roll };
  } finally {
    haproxy.kill("SIGTERM");
    for (const product of [...apis, ...workers]) product.child.kill("SIGTERM");
    await Promise.all([...apis, ...workers].map((product) => product.exited));
    await smtp.close();
    rmSync(directory, { recursive: true, force: true });
  }
});

for (const result of results) {
  if (!result) continue;
  const { events, campaign, kill, roll } = result;
  console.log("\nScale: haproxy, 3 API processes, 2 workers, one PostgreSQL");
  console.table([
    {
      check: "1. each stamp's event reaches its stream, whichever process",
      figure: `${events.arrived}/${events.streams} events; streams on ${JSON.stringify(events.servedBy)}, stamps on ${JSON.stringify(events.stampedBy)}`,
      result: events.arrived === events.streams ? "pass" : "FAIL",
    },
    {
      check: "2. two workers: each message once, within the rate",
      figure: `${campaign.received} messages to ${campaign.distinct}/${campaign.recipients} recipients, ${campaign.twice} twice; per calendar minute ${campaign.minutes.join(", ")} (rate ${campaign.ratePerMinute}/min, and at most ${campaign.inFlightAtMost} on their way at a minute's end); ${campaign.seconds} s`,
      result:
        campaign.distinct === campaign.recipients &&
        campaign.twice === 0 &&
        campaign.busiestMinute <= campaign.ratePerMinute + campaign.inFlightAtMost
          ? "pass"
          : "FAIL",
    },
    {
      check: "3. SIGKILL under load: no acknowledged stamp lost, a retry gets the first answer",
      figure: `the same key on another process: ${kill.sameAnswer}/${kill.repeats} got the first answer (200); under load, ${kill.stamps} acknowledged, ${kill.ledgerRows} in the ledger, ${kill.lost} lost, ${kill.answeredOtherThanLedger + kill.conflicting} other answers; ${kill.retriedAndAnswered} answered on the client's retry, ${kill.replayed} answered 200 (the first answer, replayed); failures seen ${JSON.stringify(kill.failuresSeen)}`,
      result:
        kill.sameAnswer === kill.repeats &&
        kill.lost === 0 &&
        kill.answeredOtherThanLedger === 0 &&
        kill.conflicting === 0 &&
        kill.ledgerRows === kill.stamps
          ? "pass"
          : "FAIL",
    },
    {
      check: "4. rolling restart (SIGTERM one at a time) under load: no failed request",
      figure: `${roll.requests} requests, ${roll.stamps} stamps over ${roll.seconds} s of restarts; ${roll.failed} failed ${JSON.stringify(roll.failures)}`,
      result: roll.failed === 0 ? "pass" : "FAIL",
    },
  ]);
}
