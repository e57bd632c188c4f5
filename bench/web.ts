/**
 * Web figures: what a first visit downloads and how Lighthouse rates it.
 *
 *   npm run web -w @stampwise/bench
 *   CHROMIUM_PATH=/path/to/chromium npm run web -w @stampwise/bench   (default /usr/bin/chromium)
 *
 * 1. JavaScript of a first load: both apps are built into a temp folder and served by the real API
 *    (fresh temp DATA_DIR, so the demo data is seeded; a free loopback port). Each page is opened
 *    in a fresh headless Chromium context; every script response until the network is idle is
 *    gzipped (level 9, as a server would send it) and summed. Goals: landing ≤ 150 KB,
 *    the redeem page and the customer login ≤ 100 KB, the signed-in customer ≤ 120 KB, the admin
 *    dashboard ≤ 220 KB. The redeem page is opened signed out from a real counter code, minted
 *    through the API as the admin's Show dialog does; the customer's login is measured opened
 *    directly and as a signed-out visitor of /app/ reaches it. The customer app's pages are opened
 *    at a phone's viewport (390×844), as they are met (the app is mobile first; Lighthouse below is
 *    mobile too); the login is also opened at desktop width, where the decorative panel beside
 *    the form adds about 1 KB. Also measured, without a goal of their own:
 *    the communication editor (the demo's welcome message) and the customer's Messages tab.
 * 2. Lighthouse (default mobile settings, simulated throttling) performance and accessibility of
 *    the landing page, the customer login and the redeem page. Goal ≥ 95 each. Scores move a few
 *    points with the machine's load, so run it on an otherwise idle machine before trusting a fail.
 *
 * BENCH_PORT picks the API's port (default: any free one).
 *
 * BENCH_BASELINE_REF=<git ref> (main, a commit) also builds and serves that ref (bench/web-baseline.ts)
 * and runs Lighthouse on both, page by page one after the other, so the two columns share the
 * machine's load; each page's row is followed by the baseline's.
 *
 * Everything it starts (server, browsers) and writes (builds, data) is removed at the end.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { constants, gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { type Browser, type BrowserContext, chromium, type Request } from "playwright-core";
import { DEMO_CUSTOMER_EMAIL, DEMO_OWNER_EMAIL, DEMO_PASSWORD } from "../apps/api/src/seed/demo";
import { checkOutBaseline } from "./web-baseline";
import { createCounterCodeMinter, demoCommunicationPath } from "./web-counter-code";
import { buildApps, cleanUp, cleanups, startServer } from "./web-server";

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const KB = 1024;
const LANDING_GOAL_KB = 150;
const CUSTOMER_FIRST_VISIT_GOAL_KB = 100;
const SIGNED_IN_CUSTOMER_GOAL_KB = 120;
const ADMIN_DASHBOARD_GOAL_KB = 220;
const LIGHTHOUSE_GOAL = 95;
const IDLE_QUIET_MS = 500;
const IDLE_TIMEOUT_MS = 20_000;

type Account = { email: string; loginType: "admin" | "user" } | null;
/** A fixed path, or one made just before the page opens (a counter code expires). */
type TargetPath = string | (() => Promise<string>);
/** `phone`: opened at a phone's viewport, as the customer app's pages are met (mobile first). */
type ScriptTarget = { label: string; path: TargetPath; account: Account; goalKb?: number; phone?: boolean };

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };

function scriptTargets(redeemPath: TargetPath, communicationPath: TargetPath): ScriptTarget[] {
  return [
    { label: "/ (landing)", path: "/", account: null, goalKb: LANDING_GOAL_KB },
    { label: "/login", path: "/login", account: null },
    {
      label: "/admin/dashboard (owner)",
      path: "/admin/dashboard",
      account: { email: DEMO_OWNER_EMAIL, loginType: "admin" },
      goalKb: ADMIN_DASHBOARD_GOAL_KB,
    },
    {
      label: "/admin/communications/{id} (owner)",
      path: communicationPath,
      account: { email: DEMO_OWNER_EMAIL, loginType: "admin" },
    },
    {
      // Every script until network idle: the charts' library loads after the first paint, with the data.
      label: "/admin/insights (owner)",
      path: "/admin/insights",
      account: { email: DEMO_OWNER_EMAIL, loginType: "admin" },
    },
    {
      label: "/app/redeem/{id} (signed out, phone)",
      path: redeemPath,
      account: null,
      goalKb: CUSTOMER_FIRST_VISIT_GOAL_KB,
      phone: true,
    },
    {
      label: "/app/login (signed out, phone)",
      path: "/app/login",
      account: null,
      goalKb: CUSTOMER_FIRST_VISIT_GOAL_KB,
      phone: true,
    },
    {
      label: "/app/ (signed out → login, phone)",
      path: "/app/",
      account: null,
      goalKb: CUSTOMER_FIRST_VISIT_GOAL_KB,
      phone: true,
    },
    {
      // Wide screens also get the decorative panel beside the form (about 1 KB); no goal of its own.
      label: "/app/login (signed out, desktop)",
      path: "/app/login",
      account: null,
    },
    {
      label: "/app/ (customer, phone)",
      path: "/app/",
      account: { email: DEMO_CUSTOMER_EMAIL, loginType: "user" },
      goalKb: SIGNED_IN_CUSTOMER_GOAL_KB,
      phone: true,
    },
    {
      label: "/app/messages (customer, phone)",
      path: "/app/messages",
      account: { email: DEMO_CUSTOMER_EMAIL, loginType: "user" },
      phone: true,
    },
  ];
}

function lighthouseTargets(redeemPath: TargetPath): { label: string; path: TargetPath }[] {
  return [
    { label: "/", path: "/" },
    { label: "/app/login", path: "/app/login" },
    { label: "/app/redeem/{id}", path: redeemPath },
  ];
}

const resolvePath = (path: TargetPath) => (typeof path === "string" ? path : path());

async function signIn(context: BrowserContext, base: string, account: Account) {
  if (!account) return;
  // The context's request client shares the browser's cookie jar, so the page is signed in.
  const response = await context.request.post(`${base}/api/auth/login`, {
    data: { email: account.email, password: DEMO_PASSWORD, loginType: account.loginType },
  });
  if (response.status() !== 201) throw new Error(`login as ${account.email} answered ${response.status()}`);
}

/**
 * Playwright's own "networkidle" would wait forever once the live-event stream (a request that
 * never ends) is open, so idle here means: no other request in flight for 500 ms.
 */
async function loadUntilIdle(context: BrowserContext, url: string): Promise<Buffer[]> {
  const page = await context.newPage();
  const inFlight = new Set<Request>();
  const scripts = new Map<string, Promise<Buffer | null>>();
  page.on("request", (request) => {
    if (request.resourceType() !== "eventsource") inFlight.add(request);
  });
  page.on("requestfailed", (request) => inFlight.delete(request));
  page.on("requestfinished", (request) => {
    inFlight.delete(request);
    if (request.resourceType() !== "script" || scripts.has(request.url())) return;
    scripts.set(
      request.url(),
      request
        .response()
        .then((response) => response?.body() ?? null)
        .catch(() => null),
    );
  });
  await page.goto(url, { waitUntil: "load" });
  const deadline = Date.now() + IDLE_TIMEOUT_MS;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= IDLE_QUIET_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const bodies = (await Promise.all(scripts.values())).filter((body): body is Buffer => body !== null);
  await page.close();
  return bodies;
}

async function measureScripts(browser: Browser, base: string, targets: ScriptTarget[]) {
  const rows = [];
  for (const target of targets) {
    const context = await browser.newContext(target.phone ? PHONE : {});
    await signIn(context, base, target.account);
    const bodies = await loadUntilIdle(context, base + (await resolvePath(target.path)));
    await context.close();
    const raw = bodies.reduce((sum, body) => sum + body.length, 0);
    const gzip = bodies.reduce(
      (sum, body) => sum + gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length,
      0,
    );
    const gzipKb = gzip / KB;
    rows.push({
      page: target.label,
      scripts: bodies.length,
      "raw KB": (raw / KB).toFixed(1),
      "gzip KB": gzipKb.toFixed(1),
      goal: target.goalKb ? `≤ ${target.goalKb} KB` : "—",
      result: target.goalKb ? (gzipKb <= target.goalKb ? "pass" : "FAIL") : "—",
    });
  }
  return rows;
}

const notes: string[] = [];

/** A build being measured: this checkout's, or the baseline's. */
type Build = { name: string; base: string; redeemPath: TargetPath };

async function runLighthouse(builds: Build[]) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, "--headless=new"],
  });
  cleanups.push(() => chrome.kill());
  const rows = [];
  // Page by page, each build in turn: a change of the machine's load meets both alike.
  const pageCount = lighthouseTargets("").length;
  for (let index = 0; index < pageCount; index += 1) {
    for (const build of builds) {
      const target = lighthouseTargets(build.redeemPath)[index];
      if (!target) continue;
      const base = build.base;
      const result = await lighthouse(base + (await resolvePath(target.path)), {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
      });
      if (!result) throw new Error(`Lighthouse returned no result for ${target.label}`);
      // BENCH_LIGHTHOUSE_DIR keeps each page's full report, to read where its time went.
      if (process.env.BENCH_LIGHTHOUSE_DIR) {
        const file = `${build.name}-${target.label.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "page"}.json`;
        writeFileSync(path.join(process.env.BENCH_LIGHTHOUSE_DIR, file), JSON.stringify(result.lhr));
      }
      const { categories, audits } = result.lhr;
      const performance = Math.round((categories.performance?.score ?? 0) * 100);
      const accessibility = Math.round((categories.accessibility?.score ?? 0) * 100);
      const pass = performance >= LIGHTHOUSE_GOAL && accessibility >= LIGHTHOUSE_GOAL;
      // The metrics behind the score, so a fail says where the time goes.
      const seconds = (id: string) => ((audits[id]?.numericValue ?? 0) / 1000).toFixed(1);
      rows.push({
        page: target.label,
        build: build.name,
        performance,
        accessibility,
        "FCP s": seconds("first-contentful-paint"),
        "LCP s": seconds("largest-contentful-paint"),
        "TBT ms": Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
        CLS: (audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3),
        goal: `≥ ${LIGHTHOUSE_GOAL} each`,
        result: pass ? "pass" : "FAIL",
      });
      const compression = audits["uses-text-compression"];
      if (compression && compression.score !== 1)
        notes.push(`${build.name} ${target.label}: ${compression.title} (${compression.displayValue})`);
    }
  }
  return rows;
}

async function main() {
  const workDir = mkdtempSync(path.join(tmpdir(), "stampwise-web-bench-"));
  cleanups.push(() => rmSync(workDir, { recursive: true, force: true }));
  const distRoot = path.join(workDir, "dist");
  buildApps(distRoot);
  const base = await startServer(distRoot, path.join(workDir, "data"));

  const counterCodes = await createCounterCodeMinter(base);
  const redeemPath = () => counterCodes.mint();

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  cleanups.push(() => browser.close());
  const communicationPath = await demoCommunicationPath(base);
  const scriptRows = await measureScripts(browser, base, scriptTargets(redeemPath, communicationPath));
  await browser.close();

  const builds: Build[] = [{ name: "this", base, redeemPath }];
  const baselineRef = process.env.BENCH_BASELINE_REF;
  if (baselineRef) {
    const baselineRoot = checkOutBaseline(baselineRef, path.join(workDir, "baseline"));
    const baselineDist = path.join(workDir, "baseline-dist");
    buildApps(baselineDist, baselineRoot);
    const baselineBase = await startServer(baselineDist, path.join(workDir, "baseline-data"), baselineRoot);
    const baselineCodes = await createCounterCodeMinter(baselineBase);
    builds.push({ name: baselineRef, base: baselineBase, redeemPath: () => baselineCodes.mint() });
  }
  const lighthouseRows = await runLighthouse(builds);

  // Lighthouse's simulated throttling scales the CPU time it measures: a busy machine lowers scores.
  console.log(`\n1-minute load average: ${loadavg()[0]?.toFixed(2)}`);
  console.log("JavaScript of the first load (every script response until idle, gzip -9)");
  console.table(scriptRows);
  console.log("Lighthouse, default mobile settings");
  console.table(lighthouseRows);
  for (const note of notes) console.log(`  note: ${note}`);
}

process.once("SIGINT", () => void cleanUp().then(() => process.exit(130)));
try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
