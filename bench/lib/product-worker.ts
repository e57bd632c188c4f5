/**
 * The product's worker process, started as `npm start -- --role=worker` starts it: the API built
 * by scripts/build-api.mjs, run by plain node, on the bench's PostgreSQL database. It runs every
 * job (pg-boss polling, cron, continuous matching), so its memory is a real worker's.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
// @ts-expect-error: a plain ES module script without types.
import { API_ENTRY, buildApiWhenStale } from "../../scripts/build-api.mjs";

export interface ProductWorker {
  /** False once it has exited. */
  running(): boolean;
  /** The most this process has held resident so far (VmHWM), start-up included, in MB. */
  peakRssMb(): number;
  /** The CPU time it has used so far, user and system, in seconds. */
  cpuSeconds(): number;
  /** SIGTERM, as a deployment stops it; resolves once it has exited. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash or the kernel's OOM killer ends it: no shutdown runs. */
  kill(): Promise<void>;
}

export async function startProductWorker(env: Record<string, string>): Promise<ProductWorker> {
  await buildApiWhenStale();
  const child: ChildProcess = spawn(process.execPath, ["--enable-source-maps", API_ENTRY, "--role=worker"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      SESSION_SECRET: randomBytes(24).toString("hex"),
      LOG_LEVEL: "warn",
      PUBLIC_URL: "http://127.0.0.1",
      ...env,
    },
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return {
    running: () => child.exitCode === null && child.signalCode === null,
    peakRssMb() {
      // Linux: the kernel's high-water mark of the process's resident set, in kB.
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      const kilobytes = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1]);
      if (!Number.isFinite(kilobytes))
        throw new Error("no VmHWM in /proc: the worker's peak RSS needs Linux");
      return Math.round(kilobytes / 1024);
    },
    cpuSeconds: () => processCpuSeconds(child.pid ?? 0),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

/** Linux: the CPU time a process has used (utime + stime in /proc, in clock ticks of 10 ms). */
export function processCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The fields after the command name, which may itself hold spaces, start at its closing ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The CPU time of every PostgreSQL process on this machine so far, in seconds. */
export function postgresCpuSeconds(): number {
  let seconds = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").startsWith("postgres")) {
        seconds += processCpuSeconds(Number(entry));
      }
    } catch {
      // It ended while we looked.
    }
  }
  return seconds;
}
