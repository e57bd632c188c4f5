import type { FastifyBaseLogger } from "fastify";
import type { Lifecycle } from "./lifecycle";

export interface GracefulShutdownOptions {
  /** Closing it stops the listener, ends the event streams, waits for requests and jobs in flight. */
  app: { close(): Promise<unknown>; log: FastifyBaseLogger };
  lifecycle: Lifecycle;
  /** The bound: a shutdown still going after this exits anyway (SHUTDOWN_TIMEOUT_SECONDS). */
  timeoutMs: number;
  signals?: NodeJS.Signals[];
  exit?: (code: number) => void;
}

const SIGNAL_EXIT_CODES: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 130, SIGTERM: 143 };

/**
 * The first SIGTERM (or SIGINT) stops the process without dropping work: readiness answers 503
 * at once, the listener takes no new connections, open event streams are told to reconnect (to
 * another process) and ended, requests in flight finish, a worker's running job finishes, then
 * the database closes and the process exits 0. A second signal, or the bound, exits at once.
 */
export function installGracefulShutdown(options: GracefulShutdownOptions): void {
  const { app, lifecycle, timeoutMs, exit = (code) => process.exit(code) } = options;
  let stopping = false;

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, "second signal while shutting down: exiting now");
      exit(SIGNAL_EXIT_CODES[signal] ?? 1);
      return;
    }
    stopping = true;
    lifecycle.beginShutdown();
    app.log.info(
      { signal, timeoutSeconds: timeoutMs / 1000 },
      "shutting down: finishing requests and jobs in flight (send the signal again to exit now)",
    );
    // unref: the bound never keeps a process alive that has otherwise finished.
    setTimeout(() => {
      app.log.error({ timeoutSeconds: timeoutMs / 1000 }, "shutdown took longer than its bound: exiting now");
      exit(1);
    }, timeoutMs).unref();
    app.close().then(
      () => {
        app.log.info("stopped");
        exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, "shutdown failed");
        exit(1);
      },
    );
  };
  for (const signal of options.signals ?? ["SIGTERM", "SIGINT"]) process.on(signal, onSignal);
}
