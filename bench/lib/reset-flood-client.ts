/**
 * The flood of made-up reset links, in a process of its own (forked by reset-flood.ts) so the
 * sending never queues on the event loop of the API being measured. Says `ready` once loaded,
 * floods on `go`, and answers with the statuses it got.
 */
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { createJsonClient } from "./json-client";

export interface FloodJob {
  base: string;
  /** Where the flood goes: the reset route, or a reference route for comparison. */
  path: string;
  requests: number;
  connections: number;
  /** The one client address every request claims (X-Forwarded-For; the API trusts the proxy). */
  address: string;
}

export type FloodMessage =
  | { type: "ready" }
  | { type: "started" }
  | { type: "done"; statuses: Record<string, number>; elapsedMs: number };

const send = (message: FloodMessage) => process.send?.(message);

async function flood(job: FloodJob): Promise<void> {
  const client = createJsonClient(job.base, job.connections);
  const statuses: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  send({ type: "started" });
  async function loop(): Promise<void> {
    while (next < job.requests) {
      next++;
      const status = await client
        .post(
          job.path,
          { token: randomBytes(32).toString("base64url"), password: "a made-up new password" },
          { origin: job.base, "x-forwarded-for": job.address },
        )
        .then((response) => String(response.status))
        .catch(() => "network-error");
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  }
  await Promise.all(Array.from({ length: job.connections }, loop));
  client.close();
  send({ type: "done", statuses, elapsedMs: performance.now() - started });
}

process.once("message", (job) => {
  flood(job as FloodJob).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
send({ type: "ready" });
