import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import {
  communicationsAdmin,
  completeCommunication,
} from "../modules/communications/communications.test-helpers";
import { postManualStamps, signedInAdmin } from "../modules/stamp-cards/stamp-cards.test-helpers";
import { listenForMetrics } from "./metrics";

const TOKEN = "metrics-token-for-the-test";

/** The metric names a scrape carries (the `# TYPE name kind` lines). */
function metricNames(text: string): string[] {
  return [...text.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1] as string);
}

describe("GET /metrics", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => testApp.close());

  it("answers 401 in the error shape without the token, or with a wrong one", async () => {
    for (const authorization of [undefined, "Bearer wrong-token-of-some-length", `Basic ${TOKEN}`, TOKEN]) {
      const response = await testApp.app.inject({
        method: "GET",
        url: "/metrics",
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: "UNAUTHENTICATED", message: "A metrics token is required" },
      });
    }
  });

  it("counts in-app messages once they are delivered, by the channel in_app", async () => {
    const admin = await communicationsAdmin(testApp);
    const communication = await admin.createCommunication(
      completeCommunication(await admin.targetGroup(), { media: ["in_app"] }),
    );
    for (let index = 0; index < 2; index++) await admin.customer();
    await admin.scheduleAndActivate(communication.id);
    expect((await testApp.communications.deliverer.deliverDue()).sent).toBe(2);
    const response = await testApp.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.body).toMatch(/stampwise_deliveries_total\{channel="in_app",outcome="sent"\} 2/);
  }, 90_000);

  it("serves the Prometheus text with request latency, pool, queues, deliveries, streams, postings and Node's own", async () => {
    // A request and a posting before the scrape, so their series exist.
    await testApp.app.inject({ method: "GET", url: "/api/health/live" });
    const admin = await signedInAdmin(testApp);
    const card = await admin.createCard();
    const customer = await testApp.factories.user({ role: "user" });
    await testApp.factories.joinOrganization(admin.organization.id, customer.id);
    await postManualStamps(admin, { userId: customer.id, cardId: card.id, delta: 2 });
    const response = await testApp.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    const names = metricNames(response.body);
    expect(names).toEqual(
      expect.arrayContaining([
        "stampwise_http_request_duration_seconds",
        "stampwise_db_pool_connections",
        "stampwise_db_pool_waiting",
        "stampwise_db_pool_wait_seconds",
        "stampwise_job_queue_depth",
        "stampwise_job_queue_oldest_age_seconds",
        "stampwise_deliveries_total",
        "stampwise_event_streams_open",
        "stampwise_postings_total",
        "process_resident_memory_bytes",
        "nodejs_eventloop_lag_seconds",
      ]),
    );
    // Labelled by the route's pattern and status, never by the raw URL.
    expect(response.body).toMatch(
      /stampwise_http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status="200"\} [1-9]/,
    );
    expect(response.body).toMatch(/stampwise_event_streams_open 0/);
    expect(response.body).toMatch(/stampwise_postings_total\{kind="stamp"\} 1/);
    // Every statement on PostgreSQL took a pool connection, and its wait was timed.
    if (process.env.TEST_DATABASE_URL)
      expect(response.body).toMatch(/stampwise_db_pool_wait_seconds_count [1-9]/);
    // A login (scrypt), a card and a posting: seconds alone, far longer on a busy machine.
  }, 90_000);
});

describe("metrics when not configured", () => {
  it("has no /metrics at all", async () => {
    const testApp = await createTestApp();
    try {
      expect(testApp.metrics).toBeUndefined();
      const response = await testApp.app.inject({ method: "GET", url: "/metrics" });
      expect(response.statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  }, 60_000);
});

describe("metrics on a port of their own", () => {
  it("serves them there without a token, and nothing else", async () => {
    const testApp = await createTestApp({ METRICS_PORT: "3599" });
    const metrics = testApp.metrics;
    if (!metrics) throw new Error("METRICS_PORT should turn metrics on");
    const server = await listenForMetrics(metrics, 0, "127.0.0.1");
    try {
      const { port } = server.server.address() as AddressInfo;
      const scrape = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scrape.status).toBe(200);
      expect(metricNames(await scrape.text())).toContain("stampwise_postings_total");
      const other = await fetch(`http://127.0.0.1:${port}/api/health/live`);
      expect(other.status).toBe(404);
      // And not on the API's port: that one needs METRICS_TOKEN.
      expect((await testApp.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
    } finally {
      await server.close();
      await testApp.close();
    }
  }, 60_000);
});
