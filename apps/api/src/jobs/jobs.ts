import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { Database } from "../db/client";

/** A scheduled job: a queue, its cron (UTC) and the work one run does. */
export interface ScheduledJob {
  name: string;
  cron: string;
  run(): Promise<unknown>;
}

/**
 * pg-boss (DESIGN §2 jobs) on the app's own database: on PostgreSQL and on PGlite alike through
 * `Database.executeSql`, so jobs survive restarts and several worker processes share them (a
 * queue policy of `singleton` keeps one run of a job at a time). Only worker processes start it;
 * tests call the jobs' work directly and never wait on a schedule.
 */
export function createJobs(deps: { database: Database; log: FastifyBaseLogger; jobs: ScheduledJob[] }) {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => deps.database.executeSql(text, values) },
  });
  boss.on("error", (error) => deps.log.error({ err: error }, "job queue error"));
  let started: Promise<void> | undefined;

  async function start(): Promise<void> {
    await boss.start();
    for (const job of deps.jobs) {
      await boss.createQueue(job.name, { name: job.name, policy: "singleton" });
      await boss.schedule(job.name, job.cron, {}, { tz: "UTC" });
      await boss.work(job.name, async () => {
        const result = await job.run();
        deps.log.info({ job: job.name, result }, "job done");
      });
    }
  }

  return {
    boss,
    /** Installs pg-boss's tables on first use, then schedules and works every job. */
    start(): Promise<void> {
      started ??= start();
      return started;
    },
    /** Waits for running work to finish, then stops polling; the database stays the app's to close. */
    async stop(): Promise<void> {
      if (!started) return;
      await started.catch(() => {});
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
    },
  };
}

export type Jobs = ReturnType<typeof createJobs>;
