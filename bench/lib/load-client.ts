/**
 * The load client process (started by load-runner.ts): receives one job, runs it, sends the
 * result back and exits. Identity codes are derived at request time, as the customer's phone
 * would show them, because they rotate every 30 seconds.
 */
import { createHmac } from "node:crypto";
import { performance } from "node:perf_hooks";
import { deriveIdentityCode, identityWindow } from "@stampwise/contract";
import { createJsonClient, type JsonClient } from "./json-client";
import type { CeilingJob, CounterJob, LoadJob, LoadResult } from "./load-runner";

const hmacSha256 = (key: Uint8Array, message: Uint8Array) =>
  createHmac("sha256", key).update(message).digest();

class Recorder {
  readonly latencies: number[] = [];
  readonly parts = new Map<string, number[]>();
  readonly statuses = new Map<string, number>();
  readonly firstFailures = new Map<string, string>();
  created = 0;

  status(request: string, status: number | "network-error", body = "") {
    const key = `${request} ${status}`;
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
    if (status !== 200 && status !== 201 && !this.firstFailures.has(key)) {
      this.firstFailures.set(key, body.slice(0, 300));
    }
  }

  part(name: string, ms: number) {
    const samples = this.parts.get(name) ?? [];
    samples.push(ms);
    this.parts.set(name, samples);
  }
}

/** A request that resolves to its status and body, or undefined after a network error (counted). */
async function timed(recorder: Recorder, name: string, send: () => ReturnType<JsonClient["post"]>) {
  const started = performance.now();
  try {
    const response = await send();
    recorder.status(name, response.status, response.body);
    recorder.part(name, performance.now() - started);
    return response;
  } catch {
    recorder.status(name, "network-error");
    return undefined;
  }
}

function counterOperation(job: CounterJob, client: JsonClient, recorder: Recorder) {
  let next = job.firstCustomer;
  let sequence = 0;
  return async (loop: number) => {
    const customer = job.customers[next++ % job.customers.length];
    if (!customer) throw new Error("no customers to stamp");
    const key = `${job.keyPrefix}-${loop}-${sequence++}`;
    const started = performance.now();
    const code = deriveIdentityCode(hmacSha256, customer.id, customer.secret, identityWindow(Date.now()));
    const identified = await timed(recorder, "identify", () =>
      client.post("/api/qrcode/identify", { code }, job.headers),
    );
    if (identified?.status !== 200) return;
    const { user } = JSON.parse(identified.body) as { user: { id: string } };
    const userId = user.id;
    const given =
      job.earn === "points"
        ? await timed(recorder, "earn", () =>
            client.post(
              "/api/points-transaction/earn",
              { userId, purchaseAmountOre: 4_950, source: "identity-scan", idempotencyKey: key },
              job.headers,
            ),
          )
        : await timed(recorder, "stamp", () =>
            client.post(
              "/api/transaction",
              { userId, loyaltyCardId: job.cardId, delta: 1, source: "identity-scan", idempotencyKey: key },
              job.headers,
            ),
          );
    if (given?.status !== 201) return;
    recorder.created += 1;
    recorder.latencies.push(performance.now() - started);
  };
}

function ceilingOperation(job: CeilingJob, client: JsonClient, recorder: Recorder) {
  return async () => {
    const started = performance.now();
    const inserted = await timed(recorder, job.second ? "shape-first" : "insert", () =>
      client.post(job.path, { note: "counter visit", amount: 1 }, job.headers),
    );
    if (inserted?.status !== 201) return;
    if (job.second) {
      const second = await timed(recorder, "shape-second", () =>
        client.post(job.second ?? "", { note: "counter visit", amount: 1 }, job.headers),
      );
      if (second?.status !== 201) return;
    }
    recorder.created += 1;
    recorder.latencies.push(performance.now() - started);
  };
}

async function run(job: LoadJob): Promise<LoadResult> {
  const client = createJsonClient(job.base, job.connections);
  const recorder = new Recorder();
  const operation =
    job.kind === "counter"
      ? counterOperation(job, client, recorder)
      : ceilingOperation(job, client, recorder);
  // The parent measures the server's CPU between these two, not while it forks this process or
  // sends the job and reads the result.
  process.send?.({ phase: "started" });
  const started = performance.now();
  const deadline = started + job.seconds * 1000;
  const loops = Array.from({ length: job.connections }, async (_, loop) => {
    while (performance.now() < deadline) await operation(loop);
  });
  await Promise.all(loops);
  const elapsedMs = performance.now() - started;
  process.send?.({ phase: "finished" });
  client.close();
  return {
    operations: recorder.latencies.length,
    elapsedMs,
    samples: recorder.latencies,
    partSamples: Object.fromEntries(recorder.parts),
    statuses: Object.fromEntries(recorder.statuses),
    firstFailures: Object.fromEntries(recorder.firstFailures),
    created: recorder.created,
  };
}

process.once("message", (job: LoadJob) => {
  run(job).then(
    (result) => process.send?.(result, () => process.exit(0)),
    (error: unknown) => {
      console.error("load client failed:", error);
      process.exit(1);
    },
  );
});
