import { setFlagsFromString } from "node:v8";
import { buildApp } from "./app";
import { serveBackupRequests } from "./backup/pglite-backup";
import { dataDirectory, loadConfig } from "./config";
import { installGracefulShutdown } from "./lib/graceful-shutdown";
import { listenForMetrics } from "./plugins/metrics";
import { DEMO_CUSTOMER_EMAIL, DEMO_OWNER_EMAIL, DEMO_PASSWORD, isEmpty, seedDemo } from "./seed/demo";

type ProcessRole = "api" | "worker" | "all";

function parseArguments(argv: string[]): { role: ProcessRole; seedDemo: boolean } {
  const roleArgument = argv.find((argument) => argument.startsWith("--role="))?.split("=")[1] ?? "all";
  if (!["api", "worker", "all"].includes(roleArgument)) {
    throw new Error(`--role must be api, worker or all (got ${roleArgument})`);
  }
  return { role: roleArgument as ProcessRole, seedDemo: argv.includes("--seed-demo") };
}

/**
 * A process that runs the jobs sends campaigns, which allocate garbage fast (a message's MIME
 * parts, buffers, outcomes). V8's default lets the heap grow up to about four times what is live
 * before it collects, which on a large machine took a sending worker from about 230 MB to 370 MB
 * now and then; 1.5 times keeps it near 220 MB at the same speed (decision 024). An unknown flag
 * (another Node) is ignored.
 */
const JOBS_HEAP_GROWING_PERCENT = 50;

async function main(): Promise<void> {
  const config = loadConfig();
  const args = parseArguments(process.argv.slice(2));
  if (args.role !== "api") setFlagsFromString(`--heap-growing-percent=${JOBS_HEAP_GROWING_PERCENT}`);
  const { app, database, jobs, communications, ledger, lifecycle, metrics, walletPushes } =
    await buildApp(config);

  // The embedded database gets demo data on its first start; a real server only when asked.
  const wantsDemo = args.seedDemo || config.SEED_DEMO === true;
  if (
    wantsDemo ||
    (database.kind === "pglite" && config.SEED_DEMO !== false && (await isEmpty(database.db)))
  ) {
    const result = await seedDemo(app, database.db, ledger);
    if (result.created) {
      app.log.info(
        `Demo organization "${result.organizationName}" created. Admin: ${DEMO_OWNER_EMAIL} / ${DEMO_PASSWORD}, log in at ${config.PUBLIC_URL}/login. Customer: ${DEMO_CUSTOMER_EMAIL} / ${DEMO_PASSWORD}, log in at ${config.PUBLIC_URL}/app/login`,
      );
    }
  }

  // An API process only triggers jobs (a resend, a reactivation) that workers run.
  if (args.role === "api") await jobs.startSending();
  if (args.role !== "api") {
    await jobs.start();
    // Postings re-evaluate continuous communications at once, not at the next sweep.
    await communications.engine.start();
    // And wallet passes of the cards they changed are pushed within a moment.
    await walletPushes.start();
  }
  if (args.role === "worker") app.log.info(`Stampwise worker started (database: ${database.kind})`);
  if (args.role !== "worker") {
    await app.listen({ port: config.PORT, host: config.HOST });
    app.log.info(`Stampwise is running at ${config.PUBLIC_URL} (database: ${database.kind})`);
  }

  // Workers answer no HTTP: their metrics need a port of their own.
  if (metrics && config.METRICS_PORT) {
    await listenForMetrics(metrics, config.METRICS_PORT, config.HOST);
    app.log.info(`Metrics at http://${config.HOST}:${config.METRICS_PORT}/metrics`);
  }
  // The embedded database can only be copied by the process holding it: `npm run backup` asks.
  if (database.kind === "pglite") {
    const stopServing = serveBackupRequests(
      dataDirectory(config),
      (file) => database.backupTo(file),
      app.log,
    );
    process.on("exit", stopServing);
  }
  installGracefulShutdown({ app, lifecycle, timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000 });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
