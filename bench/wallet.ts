/**
 * Wallet passes: from a posting to the push reaching APNs, and passes served per second.
 *
 *   npm run wallet -w @stampwise/bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run wallet -w @stampwise/bench
 *
 * Per database: the real API (production configuration) with Apple Wallet set up by a certificate
 * authority made for the run, its pushes going to an HTTP/2 APNs stand-in on 127.0.0.1, and the
 * push loop of a worker running in the same process (as `npm start` runs it). BENCH_CUSTOMERS
 * (1000) customers each hold the card with a pass registered on one device. Stamps go through
 * `POST /api/transaction` at 1 a second for BENCH_SLOW_SECONDS (20), then at BENCH_RATE (200) a
 * second for BENCH_SECONDS (10), each to the next customer in turn (so one card is stamped every
 * BENCH_CUSTOMERS / BENCH_RATE seconds, longer than a pass's push gap). Each stamp is timed from
 * sending its request to the first push for its customer's device at or after it; next to it, the
 * ceiling measured on the same stamps: the live event (`card.updated`) the push follows, heard on
 * the event bus. Then passes served per second by the web service (`GET …/passes/…`, each built and
 * signed anew), 8 at a time for BENCH_SERVE_SECONDS (10), next to passkit-generator building and
 * signing the same pass in the process with no HTTP or database. Every stamp must be answered 201
 * and bring a push; every pass request 200.
 */
import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import { buildApplePass } from "../apps/api/src/modules/wallet/apple-pass";
import { loadAppleWallet } from "../apps/api/src/modules/wallet/apple-wallet.config";
import { passAuthenticationToken } from "../apps/api/src/modules/wallet/wallet-tokens";
import {
  appleWalletEnv,
  makeWalletCertificates,
  startApnsStandIn,
  TEST_PASS_TYPE_ID,
} from "../apps/api/test/wallet-stand-ins";
import { benchPort, startBenchApi } from "./lib/bench-api";
import { onEachDatabase } from "./lib/bench-databases";
import { type LatencySummary, ms, summarize } from "./lib/latency";
import { liftScanCaps, seedOrganization } from "./lib/seed";

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SLOW_SECONDS = Number(process.env.BENCH_SLOW_SECONDS ?? 20);
const SERVE_SECONDS = Number(process.env.BENCH_SERVE_SECONDS ?? 10);
const SERVE_CONCURRENCY = 8;
const PORT = benchPort("BENCH_PORT", 3405);
const DRAIN_MS = 5000;

interface Phase {
  rate: number;
  stamps: number;
  failed: number;
  pushLatency: LatencySummary;
  eventLatency: LatencySummary;
  missingPushes: number;
}

interface Measured {
  label: string;
  phases: Phase[];
  served: { perSecond: number; failed: number };
  ceilingPerSecond: number;
  load: number;
}

const certificates = makeWalletCertificates();

const measured = await onEachDatabase("wallet", async ({ label, database }): Promise<Measured> => {
  const { db } = database;
  const apns = await startApnsStandIn(certificates.apnsPublicKey);
  const api = await startBenchApi(database, PORT, undefined, appleWalletEnv(certificates, apns.url));
  try {
    const seeded = await seedOrganization(api, db, { customers: CUSTOMERS, stampsRequired: 10 });
    await liftScanCaps(db, seeded.organizationId);
    // A pass per card, each registered on one device whose push token names its holder.
    await db.execute(sql`
      insert into wallet_passes (organization_id, instance_id, user_id, wallet, language)
      select organization_id, id, user_id, 'apple', 'en-US' from card_instances
      where organization_id = ${seeded.organizationId}`);
    await db.execute(sql`
      insert into wallet_registrations (pass_id, device_id, push_token)
      select id, 'device-' || replace(user_id::text, '-', ''), 'token-' || replace(user_id::text, '-', '')
      from wallet_passes where organization_id = ${seeded.organizationId}`);
    const passRows = (
      await db.execute(sql`select id from wallet_passes where organization_id = ${seeded.organizationId}`)
    ).rows as { id: string }[];
    const tokenOf = (userId: string) => `token-${userId.replaceAll("-", "")}`;

    // The catch-up job is not running: every push here comes from hearing the posting.
    const pushes = api.built.walletPushes;
    await pushes.start();
    const events = new Map<string, number[]>();
    const stopListening = api.built.events.subscribeAll((userId, event) => {
      if (event.type !== "card.updated") return;
      const heard = events.get(userId) ?? [];
      heard.push(performance.now() + performance.timeOrigin);
      events.set(userId, heard);
    });
    await api.built.events.whenListening();

    async function phase(rate: number, seconds: number): Promise<Phase> {
      const sent: { userId: string; at: number; ok: boolean }[] = [];
      const total = Math.round(rate * seconds);
      const started = Date.now();
      const inFlight: Promise<void>[] = [];
      for (let index = 0; index < total; index++) {
        const due = started + (index * 1000) / rate;
        const wait = due - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const customer = seeded.customers[(sentSoFar + index) % seeded.customers.length];
        if (!customer) continue;
        const record = { userId: customer.id, at: Date.now(), ok: false };
        sent.push(record);
        inFlight.push(
          fetch(`${api.base}/api/transaction`, {
            method: "POST",
            headers: { ...seeded.adminHeaders, "content-type": "application/json" },
            body: JSON.stringify({
              userId: customer.id,
              loyaltyCardId: seeded.cardId,
              delta: 1,
              source: "manual",
              idempotencyKey: `bench-wallet-${label}-${rate}-${index}`,
            }),
          }).then(
            async (response) => {
              record.ok = response.status === 201;
              await response.arrayBuffer();
            },
            () => {},
          ),
        );
      }
      await Promise.all(inFlight);
      sentSoFar += total;
      await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
      const pushLatencies: number[] = [];
      const eventLatencies: number[] = [];
      let missingPushes = 0;
      for (const stamp of sent.filter((candidate) => candidate.ok)) {
        const push = apns.received.find(
          (candidate) => candidate.deviceToken === tokenOf(stamp.userId) && candidate.at >= stamp.at,
        );
        if (push) pushLatencies.push(push.at - stamp.at);
        else missingPushes++;
        const heard = events.get(stamp.userId)?.find((at) => at >= stamp.at);
        if (heard !== undefined) eventLatencies.push(heard - stamp.at);
      }
      return {
        rate,
        stamps: sent.length,
        failed: sent.filter((stamp) => !stamp.ok).length,
        pushLatency: summarize(pushLatencies),
        eventLatency: summarize(eventLatencies),
        missingPushes,
      };
    }
    let sentSoFar = 0;
    console.log(
      `${label}: ${CUSTOMERS} passes; 1 stamp/s for ${SLOW_SECONDS}s, then ${RATE}/s for ${SECONDS}s…`,
    );
    const load = loadavg()[0] ?? 0;
    const phases = [await phase(1, SLOW_SECONDS), await phase(RATE, SECONDS)];
    stopListening();
    await pushes.stop();

    // Passes served: each request builds and signs the pass anew (no If-Modified-Since).
    let servedOk = 0;
    let servedFailed = 0;
    const serveUntil = Date.now() + SERVE_SECONDS * 1000;
    const secret = api.config.SESSION_SECRET;
    const serveStarted = performance.now();
    await Promise.all(
      Array.from({ length: SERVE_CONCURRENCY }, async (_, worker) => {
        for (let index = worker; Date.now() < serveUntil; index += SERVE_CONCURRENCY) {
          const pass = passRows[index % passRows.length];
          if (!pass) continue;
          const response = await fetch(
            `${api.base}/api/wallet/apple/v1/passes/${TEST_PASS_TYPE_ID}/${pass.id}`,
            {
              headers: { authorization: `ApplePass ${passAuthenticationToken(secret, pass.id)}` },
            },
          );
          await response.arrayBuffer();
          if (response.status === 200) servedOk++;
          else servedFailed++;
        }
      }),
    );
    const servedSeconds = (performance.now() - serveStarted) / 1000;

    // The ceiling: the library building and signing a pass of the same content, in this process.
    const settings = loadAppleWallet(api.config);
    if (!settings) throw new Error("Apple Wallet is not set up for the bench");
    const content = {
      kind: "stamp" as const,
      organizationName: "Bench café",
      title: "Bench coffee card",
      description: "Bench café: Bench coffee card",
      colors: { background: "#1f2937", foreground: "#ffffff", label: "#d1d5db" },
      stamps: { collected: 3, required: 10, stamp: "#f59e0b", empty: "#ffffff" },
      primary: [],
      secondary: [{ key: "stamps", label: "Stamps", value: "3 of 10" }],
      auxiliary: [],
      back: [],
    };
    let built = 0;
    const ceilingUntil = performance.now() + SERVE_SECONDS * 1000;
    const ceilingStarted = performance.now();
    while (performance.now() < ceilingUntil) {
      buildApplePass(settings, {
        content,
        serialNumber: passRows[0]?.id ?? "bench",
        authenticationToken: "bench-token-of-thirty-two-chars!",
        barcodeToken: "swp.bench",
        voided: false,
        language: "en-US",
      });
      built++;
    }
    const ceilingSeconds = (performance.now() - ceilingStarted) / 1000;
    return {
      label,
      phases,
      served: { perSecond: servedOk / servedSeconds, failed: servedFailed },
      ceilingPerSecond: built / ceilingSeconds,
      load,
    };
  } finally {
    await api.close();
    await apns.close();
  }
});

console.log(`\nWallet benchmark: ${CUSTOMERS} passes, each registered on one device; 127.0.0.1`);
console.table(
  measured.flatMap(({ label, phases, load }) =>
    phases.map((phase) => ({
      database: label,
      "stamps/s": phase.rate,
      stamps: phase.stamps,
      failed: phase.failed,
      "push p50 ms": ms(phase.pushLatency.p50),
      "push p99 ms": ms(phase.pushLatency.p99),
      "push max ms": ms(phase.pushLatency.max),
      "ceiling: event p50 ms": ms(phase.eventLatency.p50),
      "ceiling: event p99 ms": ms(phase.eventLatency.p99),
      "stamps without a push": phase.missingPushes,
      "load 1m": ms(load),
    })),
  ),
);
console.table(
  measured.map(({ label, served, ceilingPerSecond }) => ({
    database: label,
    "passes served/s": Math.round(served.perSecond),
    failed: served.failed,
    "ceiling: built and signed/s in-process": Math.round(ceilingPerSecond),
    "served / ceiling": `${Math.round((served.perSecond / ceilingPerSecond) * 100)} %`,
  })),
);
for (const { label, phases, served } of measured) {
  for (const phase of phases) {
    if (phase.failed > 0) console.log(`  ${label}: CORRECTNESS: ${phase.failed} stamps not answered 201`);
    if (phase.missingPushes > 0)
      console.log(`  ${label}: CORRECTNESS: ${phase.missingPushes} stamps brought no push`);
  }
  if (served.failed > 0) console.log(`  ${label}: CORRECTNESS: ${served.failed} pass requests failed`);
}
if (
  measured.some(
    ({ phases, served }) =>
      served.failed > 0 || phases.some((phase) => phase.failed + phase.missingPushes > 0),
  )
) {
  process.exitCode = 1;
}
