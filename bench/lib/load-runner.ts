/**
 * Runs a closed-loop load in a child process (bench/lib/load-client.ts), so the client's own
 * work never queues on the event loop of the API it measures. `connections` loops each send one
 * operation, wait for it to finish and send the next, for `seconds`.
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { type LatencySummary, summarize } from "./latency";
import type { SeededCustomer } from "./seed";

interface JobBase {
  base: string;
  connections: number;
  seconds: number;
  /** Sent with every request: the admin's session cookie, organization and Origin. */
  headers: Record<string, string>;
  /** Makes every idempotency key of the job unique across jobs. */
  keyPrefix: string;
}

/**
 * One operation = `POST /api/qrcode/identify`, then for the identified customer `POST
 * /api/transaction` (+1 stamp) or, with `earn: "points"`, `POST /api/points-transaction/earn` (a
 * purchase counted by the program's rule).
 */
export interface CounterJob extends JobBase {
  kind: "counter";
  earn: "stamp" | "points";
  cardId: string;
  customers: SeededCustomer[];
  /** Where the rotation through the customers starts. */
  firstCustomer: number;
}

/**
 * One operation = one `POST /api/bench/insert`; with `second`, that request and then one to
 * `second` (the pair's shape with none of its work: lib/ceiling-route.ts).
 */
export interface CeilingJob extends JobBase {
  kind: "ceiling";
  path: string;
  second?: string;
}

export type LoadJob = CounterJob | CeilingJob;

export interface LoadResult {
  /** Operations that succeeded (for the counter: both requests answered as expected). */
  operations: number;
  elapsedMs: number;
  /** Of successful operations, in ms, from writing the first request to reading the last response. */
  samples: number[];
  /** The requests inside an operation, each on its own (counter: identify, stamp), in ms. */
  partSamples: Record<string, number[]>;
  /** "<request> <status>" (or "<request> network-error") → how many. */
  statuses: Record<string, number>;
  /** The body of the first failed answer of each "<request> <status>", to tell why. */
  firstFailures: Record<string, string>;
  /** Rows the server said it created: 201 answers of the stamp or insert. */
  created: number;
}

const loadClientEntry = fileURLToPath(new URL("./load-client.ts", import.meta.url));

/** What a load client says about its load, before its result: `{ phase: "started" | "finished" }`. */
export interface LoadPhases {
  /** The client is about to send its first operation. */
  started?(): void;
  /** The client's last operation finished; the result follows. */
  finished?(): void;
}

const isPhase = (message: unknown): message is { phase: "started" | "finished" } =>
  typeof message === "object" && message !== null && "phase" in message;

/**
 * Forks `entry` (a .ts file, run through tsx), sends it `job` and resolves with the one message it
 * answers besides its phases (`phases` hears those).
 */
export function runInChild<Result>(entry: string, job: unknown, phases: LoadPhases = {}): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = fork(entry, [], { execArgv: ["--import", "tsx"], stdio: "inherit" });
    let result: Result | undefined;
    child.on("message", (message) => {
      if (isPhase(message)) phases[message.phase]?.();
      else result ??= message as Result;
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      if (result) resolve(result);
      else reject(new Error(`${entry} exited with code ${code} and no result`));
    });
    child.send(job as object);
  });
}

export function runLoad(job: LoadJob, phases?: LoadPhases): Promise<LoadResult> {
  return runInChild(loadClientEntry, job, phases);
}

export interface MergedLoad {
  operations: number;
  perSecond: number;
  latency: LatencySummary;
  parts: Record<string, LatencySummary>;
  statuses: Record<string, number>;
  firstFailures: Record<string, string>;
}

/** Slices of one scenario taken in turns with another, added up as if run in one go. */
export function mergeLoads(slices: LoadResult[]): MergedLoad {
  const operations = slices.reduce((sum, slice) => sum + slice.operations, 0);
  const elapsedMs = slices.reduce((sum, slice) => sum + slice.elapsedMs, 0);
  const statuses: Record<string, number> = {};
  const partSamples: Record<string, number[]> = {};
  for (const slice of slices) {
    for (const [key, value] of Object.entries(slice.statuses)) statuses[key] = (statuses[key] ?? 0) + value;
    for (const [name, samples] of Object.entries(slice.partSamples)) {
      partSamples[name] = (partSamples[name] ?? []).concat(samples);
    }
  }
  return {
    operations,
    perSecond: operations / (elapsedMs / 1000),
    latency: summarize(slices.flatMap((slice) => slice.samples)),
    parts: Object.fromEntries(
      Object.entries(partSamples).map(([name, samples]) => [name, summarize(samples)]),
    ),
    statuses,
    firstFailures: Object.assign({}, ...slices.map((slice) => slice.firstFailures)),
  };
}
