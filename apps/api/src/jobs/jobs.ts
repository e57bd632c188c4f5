import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { Database } from "../db/client";

/**
 * A job: a queue, its cron (UTC) and the work one run does. A `triggered` job also runs as soon as
 * something asks (`jobs.trigger(name)`), its cron then only catching what a lost trigger missed.
 */
export interface ScheduledJob {
  name: string;
  cron: string;
  run(): Promise<unknown>;
  /**
   * Asked for on demand, throttled to one run a second (a thousand triggers in a second cost one
   * run, and one during a run waits for the next second, never lost). Its queue lets several
   * workers run it at once, so a worker killed mid-run blocks nobody: its work must be safe to
   * run concurrently (claims with SKIP LOCKED).
   */
  triggered?: boolean;
}

/**
 * Runs `work` again when PostgreSQL chose it as a deadlock's victim (40P01), up to five times. pg-boss
 * makes a queue's table with ATTACH PARTITION on its job table, which deadlocks now and then with
 * another process making or polling queues at the same moment: API and worker processes started
 * together (a deploy) made a worker die at start. The victim's transaction rolled back whole, so
 * running it again is safe.
 */
export async function retriedOnDeadlock<T>(work: () => Promise<T>, pauseMs = 100): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 5 || (error as { code?: unknown }).code !== "40P01") throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseMs * attempt * (0.5 + Math.random())));
    }
  }
}

/** How often a worker asks for triggered jobs: the latency of a continuous message, at most. */
const TRIGGERED_POLLING_SECONDS = 0.5;

/**
 * pg-boss on the app's own database: on PostgreSQL and on PGlite alike through
 * `Database.executeSql`, so jobs survive restarts and several worker processes share them (a
 * queue policy of `singleton` keeps one run of a job at a time). Worker processes `start()` it;
 * API processes `startSending()` so they can trigger jobs without running any. Tests call the
 * jobs' work directly and never wait on a schedule; `trigger` does nothing until one of the two.
 */
export function createJobs(deps: {
  database: Database;
  log: FastifyBaseLogger;
  jobs: ScheduledJob[];
  /** How long pg-boss waits for runs in progress on stopping (tests shorten it). */
  stopTimeoutMs?: number;
}) {
  const executeSql = (text: string, values?: unknown[]) => deps.database.executeSql(text, values);
  const boss = new PgBoss({ db: { executeSql } });
  boss.on("error", (error) => deps.log.error({ err: error }, "job queue error"));
  let sender: PgBoss | undefined;
  let started: Promise<void> | undefined;
  let sending: Promise<PgBoss> | undefined;
  /** Runs in progress: stopping waits for them, so none touches the database after it closes. */
  const runs = new Set<Promise<unknown>>();

  async function start(): Promise<void> {
    await boss.start();
    for (const job of deps.jobs) {
      await retriedOnDeadlock(() =>
        boss.createQueue(job.name, { name: job.name, policy: job.triggered ? "standard" : "singleton" }),
      );
      await boss.schedule(job.name, job.cron, {}, { tz: "UTC" });
      const options = job.triggered ? { pollingIntervalSeconds: TRIGGERED_POLLING_SECONDS } : {};
      await boss.work(job.name, options, async () => {
        const run = job.run();
        runs.add(run);
        try {
          deps.log.debug({ job: job.name, result: await run }, "job done");
        } finally {
          runs.delete(run);
        }
      });
    }
  }

  /** A pg-boss that only sends: no maintenance, no cron, no workers (an API process). */
  async function startSender(): Promise<PgBoss> {
    if (started) {
      await started;
      return boss;
    }
    sender = new PgBoss({ db: { executeSql }, supervise: false, schedule: false });
    sender.on("error", (error) => deps.log.error({ err: error }, "job queue error"));
    await sender.start();
    // pg-boss 10 sends only to queues that exist; a worker that starts later finds them made.
    for (const job of deps.jobs.filter((candidate) => candidate.triggered)) {
      if (!(await sender.getQueue(job.name))) {
        const queues = sender;
        await retriedOnDeadlock(() => queues.createQueue(job.name, { name: job.name, policy: "standard" }));
      }
    }
    return sender;
  }

  return {
    boss,
    /** Installs pg-boss's tables on first use, then schedules and works every job. */
    start(): Promise<void> {
      started ??= start();
      sending ??= started.then(() => boss);
      return started;
    },
    /** Lets this process trigger jobs that other processes run. */
    async startSending(): Promise<void> {
      sending ??= startSender();
      await sending;
    },
    /**
     * Asks for a run of a triggered job soon, on whichever worker takes it first. Never throws: a
     * trigger that cannot be sent is logged, and the job's cron runs it anyway.
     */
    async trigger(name: string): Promise<void> {
      if (!sending) return;
      try {
        await (await sending).send(
          name,
          {},
          { singletonKey: name, singletonSeconds: 1, singletonNextSlot: true },
        );
      } catch (error) {
        deps.log.warn({ err: error, job: name }, "job trigger not sent: the schedule will run it");
      }
    },
    /**
     * Asks for a run of a job at `at` (a worker takes it within its polling interval after), for
     * work due at a known time. Never throws: the job's cron runs it anyway, only later.
     */
    async triggerAt(name: string, at: Date): Promise<void> {
      if (!sending) return;
      try {
        await (await sending).send(name, {}, { startAfter: at });
      } catch (error) {
        deps.log.warn({ err: error, job: name }, "timed job not sent: the schedule will run it");
      }
    },
    /** Waits for running work to finish, then stops polling; the database stays the app's to close. */
    async stop(): Promise<void> {
      if (sender) await sender.stop({ graceful: false, close: false, wait: true }).catch(() => {});
      if (!started) return;
      await started.catch(() => {});
      await boss.stop({ graceful: true, wait: true, close: false, timeout: deps.stopTimeoutMs ?? 10_000 });
      // pg-boss stops waiting after its timeout, and records a run's end without awaiting it: a
      // run still going would fail on a closed pool, and that failure's record would be an
      // unhandled rejection that ends the process. Wait for the runs, then let pg-boss issue
      // its last records (they follow a run's end within the same turn of the event loop).
      await Promise.allSettled([...runs]);
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

export type Jobs = ReturnType<typeof createJobs>;
