/**
 * The soak's client process (started by soak.ts): holds the customers' live-event streams open
 * and runs the counter flow (identify the next customer's code, stamp their card) at a fixed rate,
 * open loop (a slow answer does not slow the sending), for `minutes`. Reports each minute as it
 * ends: pairs sent, answered, failed, latency p50 and p99, events received and streams ended.
 */
import { createHmac } from "node:crypto";
import { performance } from "node:perf_hooks";
import { deriveIdentityCode, identityWindow } from "@stampwise/contract";
import { type OpenStream, openEventStream } from "./event-stream-reader";
import { createJsonClient } from "./json-client";
import { summarize } from "./latency";

export interface SoakJob {
  base: string;
  adminHeaders: Record<string, string>;
  cardId: string;
  /** Customers stamped in turn. */
  customers: { id: string; secret: string }[];
  /** Customers holding a stream (signed in). */
  streamers: { id: string; cookie: string }[];
  pairsPerSecond: number;
  minutes: number;
}

export interface SoakMinute {
  minute: number;
  sent: number;
  ok: number;
  failed: number;
  /** The first failures' statuses, by status. */
  statuses: Record<string, number>;
  p50: number;
  p99: number;
  events: number;
  streamsEnded: number;
}

export type SoakMessage = { type: "ready" } | { type: "minute"; minute: SoakMinute } | { type: "done" };

const send = (message: SoakMessage) => process.send?.(message);
const hmacSha256 = (key: Uint8Array, message: Uint8Array) =>
  new Uint8Array(createHmac("sha256", key).update(message).digest());

async function soak(job: SoakJob): Promise<void> {
  const client = createJsonClient(job.base, 64);
  let bucket = freshBucket(1);
  let latencies: number[] = [];
  const streams: OpenStream[] = await Promise.all(
    job.streamers.map((streamer) =>
      openEventStream(
        job.base,
        streamer.cookie,
        (type) => {
          if (type !== "ready") bucket.events += 1;
        },
        () => {
          bucket.streamsEnded += 1;
        },
      ),
    ),
  );
  send({ type: "ready" });

  let next = 0;
  let sequence = 0;
  async function pair(into: SoakMinute, timings: number[]): Promise<void> {
    const customer = job.customers[next++ % job.customers.length];
    if (!customer) return;
    into.sent += 1;
    const started = performance.now();
    const fail = (status: string) => {
      into.failed += 1;
      into.statuses[status] = (into.statuses[status] ?? 0) + 1;
    };
    try {
      const code = deriveIdentityCode(hmacSha256, customer.id, customer.secret, identityWindow(Date.now()));
      const identified = await client.post("/api/qrcode/identify", { code }, job.adminHeaders);
      if (identified.status !== 200) return fail(`identify ${identified.status}`);
      const stamped = await client.post(
        "/api/transaction",
        {
          userId: customer.id,
          loyaltyCardId: job.cardId,
          delta: 1,
          source: "identity-scan",
          idempotencyKey: `soak-${process.pid}-${sequence++}`,
        },
        job.adminHeaders,
      );
      if (stamped.status !== 201) return fail(`stamp ${stamped.status}`);
      into.ok += 1;
      timings.push(performance.now() - started);
    } catch {
      fail("network-error");
    }
  }

  const startedAt = performance.now();
  const interval = 1000 / job.pairsPerSecond;
  const inFlight = new Set<Promise<void>>();
  for (let minute = 1; minute <= job.minutes; minute++) {
    const minuteEnds = startedAt + minute * 60_000;
    // Open loop: each pair at its own moment, whatever the ones before are doing.
    for (let at = startedAt + (minute - 1) * 60_000; at < minuteEnds; at += interval) {
      const wait = at - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const running = pair(bucket, latencies);
      inFlight.add(running);
      void running.finally(() => inFlight.delete(running));
    }
    // The minute's pairs are counted in the minute they were sent, once answered.
    const ending = bucket;
    const timings = latencies;
    bucket = freshBucket(minute + 1);
    latencies = [];
    await Promise.all([...inFlight]);
    const summary = summarize(timings);
    send({ type: "minute", minute: { ...ending, p50: summary.p50, p99: summary.p99 } });
  }
  for (const stream of streams) stream.close();
  client.close();
  send({ type: "done" });
}

function freshBucket(minute: number): SoakMinute {
  return { minute, sent: 0, ok: 0, failed: 0, statuses: {}, p50: 0, p99: 0, events: 0, streamsEnded: 0 };
}

process.once("message", (job) => {
  soak(job as SoakJob).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
