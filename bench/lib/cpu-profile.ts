/**
 * Optional CPU profiles of the process that hosts the API (the bench process), taken with the
 * inspector around the slices a bench names, one `.cpuprofile` per slice in `BENCH_CPU_PROFILE`
 * (a directory). `bench/profile-summary.ts` adds them up per function and per file. A profiled
 * run's CPU figures include the profiler's own work: compare them only with other profiled runs.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import path from "node:path";

const directory = process.env.BENCH_CPU_PROFILE;
let session: Session | undefined;

/** Runs `work` under the profiler when BENCH_CPU_PROFILE is set, saving `<name>.cpuprofile` there. */
export async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!directory) return work();
  if (!session) {
    mkdirSync(directory, { recursive: true });
    session = new Session();
    session.connect();
    await session.post("Profiler.enable");
    // 250 µs between samples: enough samples in a 2 s slice, little of the profiler's own cost.
    await session.post("Profiler.setSamplingInterval", { interval: 250 });
  }
  await session.post("Profiler.start");
  try {
    return await work();
  } finally {
    const { profile } = await session.post("Profiler.stop");
    writeFileSync(path.join(directory, `${name}.cpuprofile`), JSON.stringify(profile));
  }
}
