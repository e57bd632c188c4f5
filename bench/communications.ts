/**
 * The communications engine, against our performance budget:
 *  1. a campaign email to BENCH_RECIPIENTS (100,000) customers through the product's deliverer (the
 *     deliver job's work: claims, personalisation, React Email template, pooled SMTP, outcomes
 *     written back) to a local SMTP sink in its own process, next to bare pooled nodemailer sending
 *     as many comparable messages to the same sink with the same connections and concurrency,
 *     before the product and after it — messages/s of each (goal ≥ 80 % of the mean of the two)
 *     and the sending process's peak RSS (goal ≤ 300 MB). On PostgreSQL the product's own worker
 *     process sends (`npm start -- --role=worker`, see lib/product-worker.ts), so its peak RSS is
 *     a real worker's, not this process's, which seeded the customers; on PGlite, which one
 *     process holds, it sends from this process;
 *  2. continuous delivery: BENCH_STREAMS (100) customers hold the Coffee card at 2 stamps with
 *     their event stream open; an active continuous in-app communication targets "Coffee card,
 *     at least 3 stamps"; the admin stamps each customer once, paced, and the time from sending
 *     the stamp to `message.received` on that customer's stream is measured (goal p99 ≤ 2 s) —
 *     the real path: the API, the posting's NOTIFY heard by the worker (jobs and matching started
 *     as `--role=all` does), the deliver job triggered through pg-boss.
 *
 *   npm run communications -w @stampwise/bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run communications -w @stampwise/bench
 */
import { type ChildProcess, spawn } from "node:child_process";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Db } from "../apps/api/src/db/client";
import { queryRows } from "../apps/api/src/db/prepared";
import { createSession } from "../apps/api/src/modules/auth/sessions.repository";
import { COMMUNICATION_JOBS } from "../apps/api/src/modules/communications/communications.setup";
import { renderCampaignEmail } from "../apps/api/src/modules/communications/delivery/campaign-email";
import { createCommunicationsEngine } from "../apps/api/src/modules/communications/delivery/engine";
import { SESSION_COOKIE } from "../apps/api/src/plugins/authentication";
import { type BenchApi, benchPort, startBenchApi } from "./lib/bench-api";
import { adminCalls, regularsWelcome, scheduleDueNow } from "./lib/bench-campaigns";
import { onEachDatabase } from "./lib/bench-databases";
import { openEventStream } from "./lib/event-stream-reader";
import { ms, summarize } from "./lib/latency";
import { postgresCpuSeconds, processCpuSeconds, startProductWorker } from "./lib/product-worker";
import { seedOrganization } from "./lib/seed";

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 100_000);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 100);
const STAMPS_PER_SECOND = Number(process.env.BENCH_STAMPS_PER_SECOND ?? 5);
const PORT = benchPort("BENCH_PORT", 3406);
const SEND_CONNECTIONS = 5;
const SEND_CONCURRENCY = 20;
const GOAL_RATIO = 0.8;
const GOAL_RSS_MB = 300;
const GOAL_P99_MS = 2000;
const sinkEntry = fileURLToPath(new URL("./lib/smtp-sink.ts", import.meta.url));

/**
 * Sends the campaign from the product's worker process (lib/product-worker.ts): started, then
 * asked through pg-boss as the API asks when a campaign starts. Its time runs from its deliver
 * job's start (pg-boss's `started_on`) to the last outcome it wrote (`sent_at`), so its start-up
 * is not counted as sending; its peak RSS is its whole life's, start-up included.
 */
async function sendFromProductWorker(
  api: BenchApi,
  db: Db,
  sink: Sink,
  databaseUrl: string,
  campaign: { id: string; recipients: number },
): Promise<{ seconds: number; peakRssMb: number; cpu: SendingCpu }> {
  const deliver = COMMUNICATION_JOBS.deliver.name;
  const [clock] = await queryRows<{ now: string }>(db, sql`select now()::text as now`);
  const sinkBefore = await sink.count();
  const worker = await startProductWorker({
    DATABASE_URL: databaseUrl,
    MAIL_URL: sink.url,
    COMMUNICATIONS_RATE_PER_MINUTE: "100000000",
  });
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  try {
    await api.built.jobs.startSending();
    const cpuBefore = {
      at: performance.now(),
      worker: worker.cpuSeconds(),
      postgres: postgresCpuSeconds(),
      sink: sink.cpuSeconds(),
    };
    await api.built.jobs.trigger(deliver);
    const deadline = Date.now() + 30 * 60_000;
    const check = () => {
      if (!worker.running()) throw new Error("the worker exited before it had sent everything");
      if (Date.now() > deadline) throw new Error("the campaign was not sent in 30 minutes");
    };
    // Progress from the sink, which costs the database nothing; then the last outcomes' writes.
    while ((await sink.count()) - sinkBefore < campaign.recipients) {
      check();
      await pause(500);
    }
    for (;;) {
      const [left] = await queryRows<{ pending: boolean }>(
        db,
        sql`select exists (select from user_communications
          where communication_id = ${campaign.id} and status = 'pending') as pending`,
      );
      if (!left?.pending) break;
      check();
      await pause(100);
    }
    const peakRssMb = worker.peakRssMb();
    const wall = (performance.now() - cpuBefore.at) / 1000;
    const perMessage = (seconds: number) => (seconds * 1000) / campaign.recipients;
    const cpu: SendingCpu = {
      workerCorePercent: ((worker.cpuSeconds() - cpuBefore.worker) / wall) * 100,
      workerMsPerMessage: perMessage(worker.cpuSeconds() - cpuBefore.worker),
      postgresMsPerMessage: perMessage(postgresCpuSeconds() - cpuBefore.postgres),
      sinkMsPerMessage: perMessage(sink.cpuSeconds() - cpuBefore.sink),
    };
    const [span] = await queryRows<{ seconds: number }>(
      db,
      sql`select extract(epoch from
          (select max(sent_at) from user_communications where communication_id = ${campaign.id})
          - (select min(started_on) from pgboss.job where name = ${deliver} and started_on >= ${clock?.now}::timestamptz)
        )::float8 as seconds`,
    );
    if (!span?.seconds) throw new Error("no deliver job run was found for the worker's sending");
    return { seconds: span.seconds, peakRssMb, cpu };
  } finally {
    await worker.stop();
  }
}

/**
 * The ceiling: bare pooled nodemailer sending RECIPIENTS comparable messages (the same template,
 * a subject per recipient) to the same sink with the same connections and concurrency. Answers
 * messages per second.
 */
async function sendBare(sinkUrl: string, template: { html: string; text: string }): Promise<number> {
  const transport = nodemailer.createTransport(
    `${sinkUrl}?pool=true&maxConnections=${SEND_CONNECTIONS}&maxMessages=100000`,
  );
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: SEND_CONCURRENCY }, async () => {
      while (next < RECIPIENTS) {
        const index = next++;
        await transport.sendMail({
          from: "Stampwise <no-reply@stampwise.local>",
          to: `customer-${index}@example.test`,
          subject: `News for you, Customer ${index}`,
          html: template.html,
          text: template.text,
        });
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  transport.close();
  return RECIPIENTS / seconds;
}

/**
 * Where the CPU went while the worker sent (Linux /proc): the worker's share of one core (near
 * 100 % means it was bound by its own CPU, not waiting), and each process's CPU per message.
 */
interface SendingCpu {
  workerCorePercent: number;
  workerMsPerMessage: number;
  postgresMsPerMessage: number;
  sinkMsPerMessage: number;
}

interface Sink {
  url: string;
  count(): Promise<number>;
  cpuSeconds(): number;
  close(): void;
}

async function startSink(): Promise<Sink> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", sinkEntry], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines: ((line: string) => void)[] = [];
  let pending = "";
  child.stdout?.setEncoding("utf8");
  child.stdout?.on("data", (chunk: string) => {
    pending += chunk;
    for (let end = pending.indexOf("\n"); end !== -1; end = pending.indexOf("\n")) {
      const line = pending.slice(0, end);
      pending = pending.slice(end + 1);
      lines.shift()?.(line);
    }
  });
  const next = () => new Promise<string>((resolve) => lines.push(resolve));
  const port = Number((await next()).split(" ")[1]);
  return {
    url: `smtp://127.0.0.1:${port}`,
    async count() {
      const answer = next();
      child.stdin?.write("count\n");
      return Number((await answer).split(" ")[1]);
    },
    cpuSeconds: () => processCpuSeconds(child.pid ?? 0),
    close: () => child.stdin?.end(),
  };
}

function sampleRss() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 100);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage().rss);
  };
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

const results = await onEachDatabase("communications", async (target) => {
  const { label, database } = target;
  const { db } = database;
  const sink = await startSink();
  const api = await startBenchApi(database, PORT, undefined, {
    MAIL_URL: sink.url,
    COMMUNICATIONS_RATE_PER_MINUTE: "100000000",
    // Every stream comes from 127.0.0.1: the per-address cap would refuse the 51st.
    EVENTS_STREAMS_PER_IP: String(STREAMS + 10),
  });
  try {
    // ---- 1. campaign email ----
    const seeded = await seedOrganization(api, db, { customers: RECIPIENTS, stampsRequired: 10 });
    const org = seeded.organizationId;
    await db.execute(sql`insert into marketing_consents (organization_id, user_id, channel, granted, source)
      select ${org}, user_id, 'email', true, 'customer_app' from organization_customers where organization_id = ${org}`);
    const post = adminCalls(api.base, seeded.adminHeaders);
    if (target.url) {
      // The seed wrote 100,000 customers at once, which no organization does before a campaign:
      // its vacuum and checkpoint are done now rather than during the timed sending.
      await db.execute(sql`vacuum analyze`);
      await db.execute(sql`checkpoint`);
    }
    const everyone = await post("/target-group", { name: "Everyone" });
    const body =
      "Dear {{firstName}},\n\nThis week every second coffee is on us at {{organizationName}}. You have {{pointsBalance}} points.\n\nSee you soon!";
    const campaign = await post("/communication", {
      title: "Autumn news",
      deliveryType: "instant",
      targetGroupId: everyone.id,
      media: ["email"],
      email: { subject: "News for you, {{firstName}}", body },
    });
    await scheduleDueNow(post, db, campaign.id);
    const engine = createCommunicationsEngine({
      db,
      triggerDelivery: async () => {},
      events: api.built.events,
      log: api.app.log,
    });
    const activation = await engine.activateDue();
    // The ceiling before and after the product: this machine's speed drifts over minutes, and
    // the product is held to the mean of the two.
    const template = await renderCampaignEmail({ subject: "News for you", body, language: "en-US" });
    console.log(`${label}: bare nodemailer, ${RECIPIENTS} messages…`);
    const bareBefore = await sendBare(sink.url, template);
    const sinkBeforeProduct = await sink.count();
    console.log(`${label}: the product, ${activation.recipients} recipients…`);
    let productSeconds: number;
    let baseRss: number;
    let peakRss: number;
    let cpu: SendingCpu | undefined;
    if (target.url) {
      const sending = await sendFromProductWorker(api, db, sink, target.url, {
        id: campaign.id,
        recipients: activation.recipients,
      });
      productSeconds = sending.seconds;
      cpu = sending.cpu;
      baseRss = Number.NaN;
      peakRss = sending.peakRssMb * 1024 * 1024;
    } else {
      global.gc?.();
      baseRss = process.memoryUsage().rss;
      const stopRss = sampleRss();
      const started = performance.now();
      for (;;) {
        const pass = await api.built.communications.deliverer.deliverDue();
        if (pass.sent + pass.failed + pass.retrying === 0) break;
      }
      productSeconds = (performance.now() - started) / 1000;
      peakRss = stopRss();
    }
    const [outcome] = await queryRows<{ sent: number; other: number }>(
      db,
      sql`select count(*) filter (where status = 'sent')::int as sent, count(*) filter (where status <> 'sent')::int as other
        from user_communications where communication_id = ${campaign.id}`,
    );
    const sinkAfterProduct = await sink.count();

    const bareAfter = await sendBare(sink.url, template);
    const sinkAfterBare = await sink.count();

    // ---- 2. continuous: stamp → in-app message on the open stream ----
    const coffee = seeded.cardId;
    const streamers = seeded.customers.slice(0, STREAMS);
    const ids = streamers.map((customer) => customer.id);
    await db.execute(
      sql`update card_instances set balance = 2 where card_id = ${coffee} and user_id = any(${`{${ids.join(",")}}`}::uuid[])`,
    );
    const continuous = await regularsWelcome(post, db, coffee);
    // Nobody holds 3 stamps yet, except the campaign's customers' cards, which have 0.
    const continuousActivation = await engine.activateDue();
    await api.built.jobs.start();
    await api.built.communications.engine.start();
    const sessions = { secret: api.config.SESSION_SECRET, ttlDays: 30 };
    const arrivals = new Map<string, number>();
    const counts = new Map<string, number>();
    const streams = await Promise.all(
      streamers.map(async ({ id }) => {
        const { token } = await createSession(db, sessions, id, "stampwise-bench");
        return openEventStream(
          api.base,
          `${SESSION_COOKIE}=${token}`,
          (type, _data, arrivedAt) => {
            if (type !== "message.received") return;
            counts.set(id, (counts.get(id) ?? 0) + 1);
            if (!arrivals.has(id)) arrivals.set(id, arrivedAt);
          },
          () => {},
        );
      }),
    );
    const sentAt = new Map<string, number>();
    for (const { id } of streamers) {
      sentAt.set(id, performance.now());
      const response = await fetch(`${api.base}/api/transaction`, {
        method: "POST",
        headers: { ...seeded.adminHeaders, "content-type": "application/json" },
        body: JSON.stringify({
          userId: id,
          loyaltyCardId: coffee,
          delta: 1,
          source: "manual",
          idempotencyKey: `bench-${id}`,
        }),
      });
      if (response.status !== 201) throw new Error(`stamp answered ${response.status}`);
      await new Promise((resolve) => setTimeout(resolve, 1000 / STAMPS_PER_SECOND));
    }
    const deadline = Date.now() + 15_000;
    while (arrivals.size < streamers.length && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    for (const stream of streams) stream.close();
    const latencies = streamers
      .filter(({ id }) => arrivals.has(id))
      .map(({ id }) => (arrivals.get(id) ?? 0) - (sentAt.get(id) ?? 0));
    const [rows] = await queryRows<{ rows: number }>(
      db,
      sql`select count(*)::int as rows from user_communications where communication_id = ${continuous.id}`,
    );
    return {
      label,
      load: loadavg()[0] ?? 0,
      email: {
        recipients: activation.recipients,
        sender: target.url ? "worker process" : "this process",
        sentRows: outcome?.sent ?? 0,
        otherRows: outcome?.other ?? 0,
        sinkProduct: sinkAfterProduct - sinkBeforeProduct,
        sinkBare: sinkBeforeProduct + sinkAfterBare - sinkAfterProduct,
        productRate: (outcome?.sent ?? 0) / productSeconds,
        bareBefore,
        bareAfter,
        bareRate: (bareBefore + bareAfter) / 2,
        baseRssMb: Number.isNaN(baseRss) ? "—" : mb(baseRss),
        peakRssMb: mb(peakRss),
        cpu,
      },
      continuous: {
        activatedWith: continuousActivation.recipients,
        latency: summarize(latencies),
        missing: streamers.length - arrivals.size,
        doubled: [...counts.values()].filter((count) => count > 1).length,
        rows: rows?.rows ?? 0,
      },
    };
  } finally {
    await api.close();
    sink.close();
  }
});

console.log(
  `\nCommunications: ${RECIPIENTS} email recipients; ${STREAMS} continuous customers at ${STAMPS_PER_SECOND} stamps/s`,
);
console.table(
  results.map(({ label, email, load }) => ({
    database: label,
    "product msg/s": Math.round(email.productRate),
    "bare before msg/s": Math.round(email.bareBefore),
    "bare after msg/s": Math.round(email.bareAfter),
    "ratio to their mean": `${Math.round((email.productRate / email.bareRate) * 100)} %`,
    sender: email.sender,
    "peak RSS MB": email.peakRssMb,
    "RSS before sending MB": email.baseRssMb,
    "rows sent": email.sentRows,
    "sink got": email.sinkProduct,
    "load 1m": ms(load),
  })),
);
for (const { label, email } of results) {
  if (!email.cpu) continue;
  const { workerCorePercent, workerMsPerMessage, postgresMsPerMessage, sinkMsPerMessage } = email.cpu;
  console.log(
    `${label}: while it sent, the worker used ${Math.round(workerCorePercent)} % of a core; CPU per message: worker ${workerMsPerMessage.toFixed(3)} ms, PostgreSQL ${postgresMsPerMessage.toFixed(3)} ms, sink ${sinkMsPerMessage.toFixed(3)} ms`,
  );
}
console.table(
  results.map(({ label, continuous }) => ({
    database: label,
    timed: continuous.latency.count,
    "p50 ms": ms(continuous.latency.p50),
    "p95 ms": ms(continuous.latency.p95),
    "p99 ms": ms(continuous.latency.p99),
    "max ms": ms(continuous.latency.max),
    missing: continuous.missing,
    twice: continuous.doubled,
    "delivery rows": continuous.rows,
  })),
);
console.log(
  `Goals: ≥ ${GOAL_RATIO * 100} % of bare nodemailer (the mean of before and after), peak RSS ≤ ${GOAL_RSS_MB} MB; continuous p99 ≤ ${GOAL_P99_MS} ms.`,
);
let wrong = false;
for (const { label, email, continuous } of results) {
  const ratio = email.productRate / email.bareRate;
  console.log(
    `  ${label}: ${Math.round(ratio * 100)} % → ${ratio >= GOAL_RATIO ? "met" : "missed"}; RSS ${email.peakRssMb} MB → ${email.peakRssMb <= GOAL_RSS_MB ? "met" : "missed"}; p99 ${ms(continuous.latency.p99)} ms → ${continuous.latency.p99 <= GOAL_P99_MS ? "met" : "missed"}`,
  );
  const problems = [
    email.sentRows !== email.recipients && `${email.sentRows} of ${email.recipients} deliveries sent`,
    email.sinkProduct !== email.recipients && `the sink got ${email.sinkProduct} of ${email.recipients}`,
    email.sinkBare !== 2 * RECIPIENTS &&
      `the sink got ${email.sinkBare} of bare nodemailer's ${2 * RECIPIENTS}`,
    continuous.activatedWith !== 0 &&
      `the continuous communication took ${continuous.activatedWith} at activation`,
    continuous.missing > 0 && `${continuous.missing} customers never got their message`,
    continuous.doubled > 0 && `${continuous.doubled} customers got it twice`,
    continuous.rows !== STREAMS && `${continuous.rows} delivery rows for ${STREAMS} customers`,
  ].filter(Boolean);
  for (const problem of problems) console.log(`  ${label}: CORRECTNESS: ${problem}`);
  if (problems.length > 0) wrong = true;
}
if (wrong) process.exitCode = 1;
