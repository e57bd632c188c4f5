import type { AddressInfo } from "node:net";
import type { LiveEvent } from "@stampwise/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectEventStream, type EventStreamClient } from "../../../test/event-stream-client";
import { createTestApp, loginAs, openTestDatabase, type TestApp } from "../../../test/test-app";
import { SESSION_COOKIE } from "../../plugins/authentication";
import { sessions } from "../auth/auth.table";
import { createEventBus } from "./events.bus";
import { SHUTDOWN_RETRY_MAX_MS, SHUTDOWN_RETRY_MIN_MS } from "./events.routes";

const HEARTBEAT_SECONDS = 0.2;

// The contract has one event type so far; a `ready` with a telling number stands in for the
// card, message and QR events later features publish.
const marked = (mark: number): LiveEvent => ({ type: "ready", data: { heartbeatSeconds: mark } });

/** The real app listening on a free port, for real HTTP streams (inject cannot stream). */
async function listeningTestApp(env: Record<string, string> = {}) {
  const testApp = await createTestApp({ EVENTS_HEARTBEAT_SECONDS: String(HEARTBEAT_SECONDS), ...env });
  await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = testApp.app.server.address() as AddressInfo;
  return { testApp, baseUrl: `http://127.0.0.1:${port}` };
}

async function eventually(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("GET /api/events", () => {
  let testApp: TestApp;
  let baseUrl: string;
  const openStreams: EventStreamClient[] = [];

  beforeAll(async () => {
    ({ testApp, baseUrl } = await listeningTestApp());
  });
  afterAll(async () => {
    for (const stream of openStreams) stream.abort();
    await testApp?.close();
  });

  /** A signed-in account with its stream open and the `ready` event read. */
  async function signedInStream(role: "admin" | "user" = "user") {
    const user = await testApp.factories.user({ role });
    const cookie = await loginAs(testApp, user);
    const stream = await connectEventStream(baseUrl, cookie);
    openStreams.push(stream);
    expect(stream.response.status).toBe(200);
    const ready = await stream.nextEvent();
    expect(ready?.event).toBe("ready");
    return { user, cookie, stream };
  }

  it("answers 401 UNAUTHENTICATED without a session, or with one that does not exist", async () => {
    for (const cookie of [undefined, `${SESSION_COOKIE}=not-a-real-session-token`]) {
      const stream = await connectEventStream(baseUrl, cookie);

      expect(stream.response.status).toBe(401);
      expect(await stream.response.json()).toEqual({
        error: { code: "UNAUTHENTICATED", message: expect.any(String) },
      });
    }
  });

  it("opens with the event-stream headers, a 3 s retry and a `ready` event numbered 1", async () => {
    const user = await testApp.factories.user();
    const stream = await connectEventStream(baseUrl, await loginAs(testApp, user));
    openStreams.push(stream);

    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get("content-type")).toBe("text/event-stream");
    expect(stream.response.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(stream.response.headers.get("x-accel-buffering")).toBe("no");
    // The security headers of every answer are kept.
    expect(stream.response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await stream.next()).toEqual({ retry: 3000, comments: [] });
    expect(await stream.next()).toEqual({
      id: "1",
      event: "ready",
      data: JSON.stringify({ heartbeatSeconds: HEARTBEAT_SECONDS }),
      comments: [],
    });
    stream.abort();
  });

  it("sends the renewed session cookie when opening the stream renews the session", async () => {
    const user = await testApp.factories.user();
    const cookie = await loginAs(testApp, user);
    await testApp.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '2 hours'` })
      .where(eq(sessions.userId, user.id));

    const stream = await connectEventStream(baseUrl, cookie);
    openStreams.push(stream);

    expect(stream.response.status).toBe(200);
    const setCookie = stream.response.headers.get("set-cookie") ?? "";
    expect(setCookie.startsWith(`${cookie};`)).toBe(true);
    expect(setCookie).toMatch(/Max-Age=\d+/);
    expect(setCookie).toMatch(/HttpOnly/);
    stream.abort();
  });

  it("delivers an event published for the account, and not one published for another account", async () => {
    const mine = await signedInStream();
    const theirs = await signedInStream("admin");

    await testApp.events.publish(theirs.user.id, marked(7));
    await testApp.events.publish(mine.user.id, marked(8));

    const received = await mine.stream.nextEvent();
    expect(received).toMatchObject({
      id: "2",
      event: "ready",
      data: JSON.stringify({ heartbeatSeconds: 8 }),
    });
    expect((await theirs.stream.nextEvent())?.data).toBe(JSON.stringify({ heartbeatSeconds: 7 }));
    const later = await mine.stream.framesWithin(HEARTBEAT_SECONDS * 2000);
    expect(later.filter((frame) => frame.event)).toEqual([]);
  });

  it("delivers to every open stream of the account", async () => {
    const first = await signedInStream();
    const second = await connectEventStream(baseUrl, first.cookie);
    openStreams.push(second);
    await second.nextEvent();

    await testApp.events.publish(first.user.id, marked(9));

    for (const stream of [first.stream, second]) {
      expect((await stream.nextEvent())?.data).toBe(JSON.stringify({ heartbeatSeconds: 9 }));
    }
  });

  it("delivers an event published in a transaction only once it commits", async () => {
    const { user, stream } = await signedInStream();

    await testApp.db
      .transaction(async (tx) => {
        await testApp.events.publish(user.id, marked(1), tx);
        throw new Error("rolled back on purpose");
      })
      .catch(() => {});
    await testApp.db.transaction(async (tx) => {
      await testApp.events.publish(user.id, marked(2), tx);
    });

    expect((await stream.nextEvent())?.data).toBe(JSON.stringify({ heartbeatSeconds: 2 }));
  });

  it("delivers an event that another API process published", async () => {
    const { user, stream } = await signedInStream();
    // On PostgreSQL a second pool is another process's connections; PGlite lives in this process.
    const otherDatabase = process.env.TEST_DATABASE_URL ? await openTestDatabase() : testApp.database;
    const otherProcess = createEventBus({ database: otherDatabase, log: testApp.app.log });
    try {
      await otherProcess.publish(user.id, marked(11));

      expect((await stream.nextEvent())?.data).toBe(JSON.stringify({ heartbeatSeconds: 11 }));
    } finally {
      await otherProcess.stop();
      if (otherDatabase !== testApp.database) await otherDatabase.close();
    }
  });

  it(`sends a heartbeat comment every EVENTS_HEARTBEAT_SECONDS (${HEARTBEAT_SECONDS} s here)`, async () => {
    const { stream } = await signedInStream();

    const frames = await stream.framesWithin(HEARTBEAT_SECONDS * 1000 * 3.5);

    const heartbeats = frames.filter((frame) => frame.comments.includes("heartbeat"));
    expect(heartbeats.length).toBeGreaterThanOrEqual(2);
    expect(heartbeats.length).toBeLessThanOrEqual(4);
  });

  it("drops the account's listener once the client disconnects", async () => {
    const { user, stream } = await signedInStream();
    expect(testApp.events.listenerCount(user.id)).toBe(1);

    stream.abort();

    await eventually(() => testApp.events.listenerCount(user.id) === 0);
    // Publishing to an account with no stream is harmless.
    await testApp.events.publish(user.id, marked(3));
  });

  it("ends the stream within a heartbeat once the session logs out, and a reconnect gets 401", async () => {
    const { user, cookie, stream } = await signedInStream();

    const logout = await testApp.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(logout.statusCode).toBe(202);

    await stream.ended(HEARTBEAT_SECONDS * 1000 * 10);
    await eventually(() => testApp.events.listenerCount(user.id) === 0);
    expect((await connectEventStream(baseUrl, cookie)).response.status).toBe(401);
  });

  it("ignores a notification it cannot read and keeps delivering", async () => {
    const { user, stream } = await signedInStream();

    await testApp.database.notify("stampwise_events", "not json");
    await testApp.database.notify(
      "stampwise_events",
      JSON.stringify({ userId: user.id, event: { type: "nope" } }),
    );
    await testApp.events.publish(user.id, marked(5));

    expect((await stream.nextEvent())?.data).toBe(JSON.stringify({ heartbeatSeconds: 5 }));
  });

  it("refuses to publish an event too large for NOTIFY", async () => {
    await expect(testApp.events.publish("u".repeat(8000), marked(1))).rejects.toThrow(/8000/);
  });
});

describe("closing the app with open event streams", () => {
  it("tells every stream to reconnect soon (a retry hint), ends it and finishes closing", async () => {
    const { testApp, baseUrl } = await listeningTestApp({ EVENTS_HEARTBEAT_SECONDS: "25" });
    const user = await testApp.factories.user();
    const streams = [
      await connectEventStream(baseUrl, await loginAs(testApp, user)),
      await connectEventStream(baseUrl, await loginAs(testApp, user)),
    ];
    for (const stream of streams) expect((await stream.nextEvent())?.event).toBe("ready");
    expect(testApp.events.listenerCount(user.id)).toBe(2);

    const closing = testApp.close();
    const timeout = new Promise((_, reject) =>
      setTimeout(() => reject(new Error("app.close() hung with open streams")), 5000),
    );
    await Promise.race([closing, timeout]);

    for (const stream of streams) {
      const hint = await stream.next(1000);
      expect(hint?.retry).toBeGreaterThanOrEqual(SHUTDOWN_RETRY_MIN_MS);
      expect(hint?.retry).toBeLessThanOrEqual(SHUTDOWN_RETRY_MAX_MS);
      // The same wait as an event, for clients that run their own reconnect (the apps do).
      const last = await stream.next(1000);
      expect(last?.event).toBe("reconnect");
      expect(JSON.parse(last?.data ?? "{}")).toEqual({ retryMs: hint?.retry });
      await stream.ended(1000);
    }
    expect(testApp.events.listenerCount()).toBe(0);
    // Two scrypt logins and an app start: seconds alone, far longer on a busy machine.
  }, 90_000);
});
