import { Session } from "node:inspector/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { pointsAdmin } from "./modules/points/points.test-helpers";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * Which of the repo's source files run while one request is served: V8's precise coverage, its
 * counters reset just before the request, so only functions that ran for it count.
 */
async function footprint(session: Session, request: () => Promise<unknown>) {
  await session.post("Profiler.takePreciseCoverage");
  await request();
  const { result } = await session.post("Profiler.takePreciseCoverage");
  const files = result
    .filter((script) => script.functions.some((fn) => fn.ranges.some((range) => range.count > 0)))
    .map((script) => script.url)
    .filter((url) => url.startsWith("file://"))
    .map((url) => path.relative(repoRoot, fileURLToPath(url)))
    .filter((file) => /^(apps|packages)\//.test(file) && !/\.test(-helpers)?\.ts$|\/test\//.test(file));
  return { files: files.sort(), folders: [...new Set(files.map((file) => path.dirname(file)))].sort() };
}

describe("a posting's footprint: the source files a counter posting runs", () => {
  let testApp: TestApp;
  const session = new Session();
  beforeAll(async () => {
    testApp = await createTestApp();
    session.connect();
    await session.post("Profiler.enable");
    await session.post("Profiler.startPreciseCoverage", { callCount: true, detailed: false });
  });
  afterAll(async () => {
    session.disconnect();
    await testApp?.close();
  });

  it("gives points at the counter in the points, program and ledger modules only", async () => {
    const points = await pointsAdmin(testApp);
    expect((await points.earn(25)).statusCode).toBe(201);
    const { files, folders } = await footprint(session, async () => {
      expect((await points.earn(40)).statusCode).toBe(201);
    });
    // A figure for the architecture notes, printed where the run shows it.
    console.info(
      `points earned: ${files.length} files in ${folders.length} folders\n  ${folders.join("\n  ")}`,
    );
    const modules = new Set(files.flatMap((file) => /modules\/([^/]+)\//.exec(file)?.[1] ?? []));
    // The session check (auth), the points route and service, the program's rule, the ledger and
    // its live event, and the webhook outbox's statement that its write carries (decision 040):
    // nothing of the screens above, the directory or communications.
    expect([...modules].sort()).toEqual([
      "auth",
      "events",
      "ledger",
      "loyalty-program",
      "points",
      "webhooks",
    ]);
    expect(files).toContain("apps/api/src/modules/ledger/ledger.service.ts");
  });
});
