import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { connectEventStream, type EventStreamClient } from "../../../test/event-stream-client";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";

const HEARTBEAT_SECONDS = 0.2;
const STREAMS_PER_IP = 8;
/** A few tabs per person (not configurable). */
const MAX_STREAMS_PER_SESSION = 5;

/**
 * Caps on open event streams. Every stream here comes from 127.0.0.1, so the per-address cap is
 * set low for this file and each test closes what it opened.
 */
describe("open event streams", () => {
  let testApp: TestApp;
  let baseUrl: string;
  const opened: EventStreamClient[] = [];
  const cookies: string[] = [];

  beforeAll(async () => {
    testApp = await createTestApp({
      EVENTS_HEARTBEAT_SECONDS: String(HEARTBEAT_SECONDS),
      EVENTS_STREAMS_PER_IP: String(STREAMS_PER_IP),
    });
    await testApp.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  });
  // Ended by the server (logging the sessions out ends their streams within a heartbeat), not by
  // aborting: an aborted fetch leaves undici opening a spare connection that holds up close().
  afterEach(async () => {
    for (const cookie of cookies.splice(0)) await logout(cookie);
    for (const stream of opened.splice(0)) await stream.ended(2000);
  });
  afterAll(() => testApp?.close());

  async function open(cookie: string): Promise<EventStreamClient> {
    const stream = await connectEventStream(baseUrl, cookie);
    opened.push(stream);
    return stream;
  }

  async function openReady(cookie: string): Promise<EventStreamClient> {
    const stream = await open(cookie);
    expect(stream.response.status).toBe(200);
    expect((await stream.nextEvent())?.event).toBe("ready");
    return stream;
  }

  async function newSession(): Promise<string> {
    const cookie = await loginAs(testApp, await testApp.factories.user());
    cookies.push(cookie);
    return cookie;
  }

  async function logout(cookie: string): Promise<void> {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie },
    });
    expect(response.statusCode).toBe(202);
  }

  it(`keeps ${MAX_STREAMS_PER_SESSION} streams per session: opening one more ends the oldest`, async () => {
    const cookie = await newSession();
    const streams: EventStreamClient[] = [];
    for (let index = 0; index < MAX_STREAMS_PER_SESSION; index++) streams.push(await openReady(cookie));

    const newest = await openReady(cookie);

    const [oldest, ...others] = streams;
    await oldest?.ended(2000);
    // The others and the newest stay open: each still hears its heartbeats.
    for (const stream of [...others, newest]) {
      const frames = await stream.framesWithin(HEARTBEAT_SECONDS * 1000 * 2);
      expect(frames.some((frame) => frame.comments.includes("heartbeat"))).toBe(true);
    }
  });

  it("does not count another session's streams against a session", async () => {
    const first = await newSession();
    const second = await newSession();
    const ofFirst: EventStreamClient[] = [];
    for (let index = 0; index < MAX_STREAMS_PER_SESSION; index++) ofFirst.push(await openReady(first));

    await openReady(second);

    for (const stream of ofFirst) {
      const frames = await stream.framesWithin(HEARTBEAT_SECONDS * 1000 * 2);
      expect(frames.some((frame) => frame.comments.includes("heartbeat"))).toBe(true);
    }
  });

  it(`answers stream ${STREAMS_PER_IP + 1} from one address with 429 RATE_LIMITED, and opens again once one closes`, async () => {
    const sessions: string[] = [];
    const streams: EventStreamClient[] = [];
    for (let index = 0; index < STREAMS_PER_IP; index++) {
      sessions.push(await newSession());
      streams.push(await openReady(sessions[index] ?? ""));
    }

    const refused = await open(await newSession());

    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused.response.json()).toEqual({
      error: { code: "RATE_LIMITED", message: expect.any(String), retryAfterSeconds: expect.any(Number) },
    });

    await logout(sessions[0] ?? "");
    await streams[0]?.ended(2000);
    await openReady(await newSession());
  });
});
