/**
 * The stamp-to-event client process (started by stamp-event.ts): opens one live-event stream per
 * customer, waits until every stream said `ready`, then has the admin stamp the customers' cards
 * in turn at a steady rate (open loop: a slow answer does not slow the sending) and times each
 * stamp from writing its request to the `card.updated` event arriving on that customer's stream.
 */
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { type OpenStream, openEventStream } from "./event-stream-reader";
import { createJsonClient } from "./json-client";
import { type LatencySummary, summarize } from "./latency";

export interface StampEventJob {
  base: string;
  adminHeaders: Record<string, string>;
  cardId: string;
  customers: { id: string; cookie: string }[];
  stampsPerSecond: number;
  seconds: number;
  /** Stamps sent in the first seconds warm the server up and are not timed. */
  warmupSeconds: number;
  keyPrefix: string;
  /** How long to wait for the last events once every stamp is sent. */
  drainSeconds: number;
}

export interface StampEventResult {
  /** Every stamp, warm-up included. */
  sent: number;
  /** Stamps answered 201 (each must bring exactly one event). */
  stamped: number;
  eventLatency: LatencySummary;
  stampRequestLatency: LatencySummary;
  statuses: Record<string, number>;
  /** Stamps answered 201 whose event never came within the drain time. */
  missing: number;
  /** card.updated events with no stamp waiting for them. */
  unexpected: number;
  streamsEnded: number;
  sendSeconds: number;
}

interface PendingStamp {
  sentAt: number;
  timed: boolean;
}

function forget(queue: PendingStamp[], stamp: PendingStamp) {
  const index = queue.indexOf(stamp);
  if (index !== -1) queue.splice(index, 1);
}

async function run(job: StampEventJob): Promise<StampEventResult> {
  const pending = job.customers.map((): PendingStamp[] => []);
  const eventLatencies: number[] = [];
  const requestLatencies: number[] = [];
  const statuses = new Map<string, number>();
  const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
  let unexpected = 0;
  let streamsEnded = 0;
  let closing = false;
  const ready = new Set<number>();

  const streams: OpenStream[] = await Promise.all(
    job.customers.map((customer, index) =>
      openEventStream(
        job.base,
        customer.cookie,
        (type, _data, arrivedAt) => {
          if (type === "ready") ready.add(index);
          if (type !== "card.updated") return;
          const stamp = pending[index]?.shift();
          if (!stamp) unexpected += 1;
          else if (stamp.timed) eventLatencies.push(arrivedAt - stamp.sentAt);
        },
        () => {
          if (!closing) streamsEnded += 1;
        },
      ),
    ),
  );
  for (let waited = 0; ready.size < streams.length; waited += 50) {
    if (waited > 30_000) throw new Error(`only ${ready.size} of ${streams.length} streams said ready`);
    await sleep(50);
  }

  const client = createJsonClient(job.base, 50);
  const warmup = Math.round(job.stampsPerSecond * job.warmupSeconds);
  const total = warmup + Math.round(job.stampsPerSecond * job.seconds);
  const intervalMs = 1000 / job.stampsPerSecond;
  const inFlight: Promise<void>[] = [];
  let stamped = 0;
  const started = performance.now();
  for (let sequence = 0; sequence < total; sequence += 1) {
    const wait = started + sequence * intervalMs - performance.now();
    if (wait > 0) await sleep(wait);
    const index = sequence % job.customers.length;
    const customer = job.customers[index];
    const queue = pending[index];
    if (!customer || !queue) throw new Error("customer index out of range");
    const stamp: PendingStamp = { sentAt: performance.now(), timed: sequence >= warmup };
    queue.push(stamp);
    const body = {
      userId: customer.id,
      loyaltyCardId: job.cardId,
      delta: 1,
      source: "manual",
      idempotencyKey: `${job.keyPrefix}-${sequence}`,
    };
    inFlight.push(
      client.post("/api/transaction", body, job.adminHeaders).then(
        (response) => {
          count(`stamp ${response.status}`);
          if (stamp.timed) requestLatencies.push(performance.now() - stamp.sentAt);
          if (response.status === 201) stamped += 1;
          // No event comes for a refused stamp: stop waiting for it.
          else forget(queue, stamp);
        },
        () => {
          count("stamp network-error");
          forget(queue, stamp);
        },
      ),
    );
  }
  const sendSeconds = (performance.now() - started) / 1000;
  await Promise.all(inFlight);
  const waiting = () => pending.reduce((sum, queue) => sum + queue.length, 0);
  for (let waited = 0; waiting() > 0 && waited < job.drainSeconds * 1000; waited += 50) await sleep(50);
  closing = true;
  for (const stream of streams) stream.close();
  client.close();
  return {
    sent: total,
    stamped,
    eventLatency: summarize(eventLatencies),
    stampRequestLatency: summarize(requestLatencies),
    statuses: Object.fromEntries(statuses),
    missing: waiting(),
    unexpected,
    streamsEnded,
    sendSeconds,
  };
}

process.once("message", (job: StampEventJob) => {
  run(job).then(
    (result) => process.send?.(result, () => process.exit(0)),
    (error: unknown) => {
      console.error("stamp-event client failed:", error);
      process.exit(1);
    },
  );
});
