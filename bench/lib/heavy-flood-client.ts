/**
 * One organization's flood of heavy requests, in a process of its own (forked by
 * heavy-requests.ts) so the sending never queues on the event loop of the API being measured:
 * `connections` loops, each sending its request again as soon as the last one answered (or, with
 * `waitsRetryAfter`, once a refusal's Retry-After has passed, as the admin app does), until
 * `seconds` have passed. Says `ready` once loaded, floods on the job, and answers with the statuses
 * and the latencies of the answered requests per kind.
 */
import { performance } from "node:perf_hooks";
import { createJsonClient } from "./json-client";

export interface HeavyFloodLoop {
  kind: string;
  path: string;
  body: unknown;
}

export interface HeavyFloodJob {
  base: string;
  headers: Record<string, string>;
  /** One entry per connection: what that connection sends, again and again. */
  loops: HeavyFloodLoop[];
  seconds: number;
  /** Whether a refused loop waits the Retry-After it was given before sending again. */
  waitsRetryAfter: boolean;
}

export interface HeavyFloodKind {
  statuses: Record<string, number>;
  /** Milliseconds of the requests answered 200. */
  answered: number[];
}

export type HeavyFloodMessage =
  | { type: "ready" }
  | { type: "started" }
  | { type: "done"; kinds: Record<string, HeavyFloodKind> };

const send = (message: HeavyFloodMessage) => process.send?.(message);

async function flood(job: HeavyFloodJob): Promise<void> {
  const client = createJsonClient(job.base, job.loops.length);
  const kinds: Record<string, HeavyFloodKind> = {};
  const until = performance.now() + job.seconds * 1000;
  send({ type: "started" });
  async function loop({ kind, path, body }: HeavyFloodLoop): Promise<void> {
    const figures = kinds[kind] ?? { statuses: {}, answered: [] };
    kinds[kind] = figures;
    while (performance.now() < until) {
      const started = performance.now();
      const response = await client.post(path, body, job.headers).catch(() => undefined);
      const status = response ? String(response.status) : "network-error";
      figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
      if (status === "200") figures.answered.push(performance.now() - started);
      // A refused request is told to wait (Retry-After): a script that ignores it comes straight
      // back; the other kind of flood waits as told, but never past the flood's end.
      const retryAfter = Number(response?.headers["retry-after"]);
      if (job.waitsRetryAfter && Number.isFinite(retryAfter) && retryAfter > 0) {
        const wait = Math.min(retryAfter * 1000, until - performance.now());
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }
  await Promise.all(job.loops.map(loop));
  client.close();
  send({ type: "done", kinds });
}

process.once("message", (job) => {
  flood(job as HeavyFloodJob).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
send({ type: "ready" });
