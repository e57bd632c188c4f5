/**
 * A worker process of its own for the communications bench: the production app built on the
 * bench's PostgreSQL database (as `--role=worker` builds it, without the HTTP server), running the
 * deliver job's `deliverDue` until nothing is due. Its peak RSS is then the sending process's own,
 * not the bench's, which also seeded 100,000 customers. Prints one JSON line:
 * `{ sent, failed, seconds, peakRssMb }`.
 *
 *   BENCH_WORKER_DATABASE_URL=… MAIL_URL=… node --import tsx bench/lib/delivery-worker.ts
 */
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { buildApp } from "../../apps/api/src/app";
import { loadConfig } from "../../apps/api/src/config";

const databaseUrl = process.env.BENCH_WORKER_DATABASE_URL;
const mailUrl = process.env.MAIL_URL;
if (!databaseUrl || !mailUrl) throw new Error("BENCH_WORKER_DATABASE_URL and MAIL_URL are needed");

const config = loadConfig({
  NODE_ENV: "production",
  SESSION_SECRET: randomBytes(24).toString("hex"),
  LOG_LEVEL: "silent",
  HOST: "127.0.0.1",
  PUBLIC_URL: "http://127.0.0.1",
  DATABASE_URL: databaseUrl,
  MAIL_URL: mailUrl,
  COMMUNICATIONS_RATE_PER_MINUTE: "100000000",
});
const built = await buildApp(config, { serveWebApps: false, logger: false });
const started = performance.now();
let sent = 0;
let failed = 0;
for (;;) {
  const pass = await built.communications.deliverer.deliverDue();
  sent += pass.sent;
  failed += pass.failed;
  if (pass.sent + pass.failed + pass.retrying === 0) break;
}
const seconds = (performance.now() - started) / 1000;
await built.app.close();
// maxRSS is in kilobytes: the most this process ever held resident, start-up included.
const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
console.log(JSON.stringify({ sent, failed, seconds, peakRssMb }));
