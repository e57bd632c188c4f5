/**
 * The real product for the web bench: both apps built into a temp folder (precompressed as
 * `npm start` does) and the API serving them on a free loopback port. Everything started is
 * stopped by `cleanUp()`.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { type AddressInfo, createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { precompress } from "../scripts/precompress.mjs";

const repositoryRoot = fileURLToPath(new URL("../", import.meta.url));
const bin = (name: string) => path.join(repositoryRoot, "node_modules/.bin", name);

export const cleanups: (() => unknown)[] = [];
export async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error("cleanup failed:", error);
    }
  }
}

/** Builds both apps of this checkout, or of another one (`root`, the bench's baseline). */
export function buildApps(distRoot: string, root = repositoryRoot) {
  for (const app of ["admin", "customer"]) {
    console.log(`Building ${app}${root === repositoryRoot ? "" : " (baseline)"}...`);
    execFileSync(
      bin("vite"),
      ["build", "--outDir", path.join(distRoot, app), "--emptyOutDir", "--logLevel", "error"],
      {
        cwd: path.join(root, "apps", app),
        stdio: "inherit",
      },
    );
    // As `npm start` and `npm run build` do: the server sends these .br/.gz files as they are.
    precompress(path.join(distRoot, app));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Serves a build with this checkout's API, or another checkout's (`root`) on a free port. */
export async function startServer(distRoot: string, dataDir: string, root = repositoryRoot): Promise<string> {
  const port =
    process.env.BENCH_PORT && root === repositoryRoot ? Number(process.env.BENCH_PORT) : await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(bin("tsx"), ["apps/api/src/main.ts"], {
    cwd: root,
    // Its own process group, so stopping it also stops the node process tsx starts.
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: distRoot,
      SESSION_SECRET: randomBytes(24).toString("hex"),
      LOG_LEVEL: "warn",
    },
  });
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  cleanups.push(async () => {
    if (server.exitCode !== null || server.pid === undefined) return;
    process.kill(-server.pid, "SIGTERM");
    const timer = setTimeout(() => server.pid && process.kill(-server.pid, "SIGKILL"), 5000);
    await exited;
    clearTimeout(timer);
  });
  // Up to 5 minutes: a first start migrates and seeds a fresh database, slow on a busy machine.
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the API exited with code ${server.exitCode}`);
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return base;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the API did not answer /api/health within 300 s");
}
