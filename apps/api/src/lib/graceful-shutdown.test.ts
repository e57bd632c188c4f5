import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsConnections, freePort } from "../../test/ports";
import { apiPackageRoot } from "./package-root";

/**
 * The built server (`apps/api/dist/main.js`, what `npm start` runs) as a child process, stopped
 * with real signals while a request is in flight. Every start shares one database: PGlite in a
 * temporary directory (migrated by the first start), or the PostgreSQL of TEST_DATABASE_URL.
 */
const repositoryRoot = path.resolve(apiPackageRoot, "../..");
const entry = path.join(apiPackageRoot, "dist/main.js");
let PORT: number;
let dataDir: string;

beforeAll(async () => {
  PORT = await freePort();
  const build = spawnSync(process.execPath, [path.join(repositoryRoot, "scripts/build-api.mjs")], {
    cwd: repositoryRoot,
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`building the API failed: ${build.stderr}`);
  dataDir = mkdtempSync(path.join(tmpdir(), "stampwise-shutdown-"));
}, 120_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Server {
  child: ChildProcess;
  output: string[];
  exited: Promise<{ code: number | null; signal: string | null }>;
}

async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const database = process.env.TEST_DATABASE_URL
    ? { DATABASE_URL: process.env.TEST_DATABASE_URL }
    : { DATA_DIR: dataDir };
  const child = spawn(process.execPath, [entry, "--role=api"], {
    cwd: repositoryRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      SEED_DEMO: "false",
      LOG_LEVEL: "debug",
      // Every test's logins come from 127.0.0.1 into the shared test database: not this test's limit.
      LOGIN_RATE_LIMIT_PER_IP: "1000000",
      ...database,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (chunk) => output.push(String(chunk)));
  child.stderr?.on("data", (chunk) => output.push(String(chunk)));
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  // Waits as an orchestrator does: until readiness says yes (the first start migrates).
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${PORT}/api/health/ready`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return { child, output, exited };
    if (child.exitCode !== null) throw new Error(`the server exited while starting:\n${output.join("")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// An address of this run's own: the test database keeps other runs' login counts (their limits).
const LOGIN_BODY = JSON.stringify({
  email: `nobody-${randomUUID()}@example.com`,
  password: "not a password",
  loginType: "admin",
});

/** A login whose body has half arrived: a request the server holds in flight until the rest comes. */
async function halfSentLogin(server: Server): Promise<{ finish(): void; response: Promise<string> }> {
  const socket = net.connect(PORT, "127.0.0.1");
  // A server that exits on purpose mid-request (second signal, the bound) cuts the socket.
  socket.on("error", () => {});
  await new Promise((resolve) => socket.once("connect", resolve));
  const half = Math.floor(LOGIN_BODY.length / 2);
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\ncontent-type: application/json\r\ncontent-length: ${LOGIN_BODY.length}\r\nconnection: close\r\n\r\n${LOGIN_BODY.slice(0, half)}`,
  );
  let received = "";
  socket.on("data", (chunk) => {
    received += String(chunk);
  });
  const response = new Promise<string>((resolve) => socket.on("close", () => resolve(received)));
  // In flight once the server has read its headers: at debug level it logs every request it takes.
  while (!server.output.join("").includes('"url":"/api/auth/login"')) {
    if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output.join("")}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { finish: () => socket.write(LOGIN_BODY.slice(half)), response };
}

/** Resolves once a new connection is refused: the listener is closed. */
async function refusesNewConnections(): Promise<void> {
  for (;;) {
    if (!(await acceptsConnections(PORT))) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("stopping the built server with SIGTERM", () => {
  it("stops taking connections, finishes the request in flight, then exits 0", async () => {
    const server = await startServer();
    const login = await halfSentLogin(server);

    server.child.kill("SIGTERM");
    await refusesNewConnections();
    login.finish();

    const response = await login.response;
    expect(response).toMatch(/^HTTP\/1\.1 401 /);
    expect(response).toContain('"code":"INVALID_CREDENTIALS"');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 180_000);

  it("exits at once on a second SIGTERM, without waiting for the request in flight", async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_SECONDS: "120" });
    const login = await halfSentLogin(server);
    server.child.kill("SIGTERM");
    await refusesNewConnections();
    const secondAt = Date.now();
    server.child.kill("SIGTERM");
    expect(await server.exited).toEqual({ code: 143, signal: null });
    expect(Date.now() - secondAt).toBeLessThan(10_000);
    await login.response;
  }, 180_000);

  it("exits when its bound passes with a request still in flight", async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_SECONDS: "2" });
    const login = await halfSentLogin(server);
    const signalledAt = Date.now();
    server.child.kill("SIGTERM");
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(2000);
    expect(server.output.join("")).toContain("shutdown took longer than its bound");
    await login.response;
  }, 180_000);
});
