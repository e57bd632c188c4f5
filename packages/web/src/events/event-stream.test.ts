import { describe, expect, it } from "vitest";
import { createEventStream } from "./event-stream";
import { eventsRetryDelay } from "./retry-delay";

describe("eventsRetryDelay", () => {
  it("starts at 3 s, doubles, and stops growing at 30 s", () => {
    expect([0, 1, 2, 3, 4, 10].map(eventsRetryDelay)).toEqual([3000, 6000, 12000, 24000, 30000, 30000]);
  });
});

class FakeSource {
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  listeners = new Map<string, (event: Event) => void>();
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    this.listeners.get(type)?.({ data: JSON.stringify(data) } as MessageEvent);
  }
}

function harness() {
  const sources: FakeSource[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const stream = createEventStream({
    createSource: () => {
      const source = new FakeSource();
      sources.push(source);
      return source;
    },
    setTimer: (callback, ms) => timers.push({ callback, ms }),
    clearTimer: () => undefined,
  });
  return { stream, sources, timers };
}

describe("createEventStream", () => {
  it("connects with the first subscriber and hands parsed events to handlers of that type", () => {
    const { stream, sources } = harness();
    const received: unknown[] = [];
    stream.subscribe("card.updated", (data) => received.push(data));
    expect(sources).toHaveLength(1);
    sources[0]?.emit("card.updated", { id: "c1" });
    sources[0]?.emit("other", { id: "x" });
    expect(received).toEqual([{ id: "c1" }]);
  });

  it("reconnects with a doubling back-off (3 s up to 30 s) and resets it after a successful open", () => {
    const { stream, sources, timers } = harness();
    stream.subscribe("ready", () => undefined);
    sources[0]?.onerror?.(new Event("error"));
    expect(sources[0]?.closed).toBe(true);
    expect(timers.map((timer) => timer.ms)).toEqual([3000]);
    timers[0]?.callback();
    sources[1]?.onerror?.(new Event("error"));
    expect(timers.map((timer) => timer.ms)).toEqual([3000, 6000]);
    timers[1]?.callback();
    sources[2]?.onopen?.(new Event("open"));
    sources[2]?.onerror?.(new Event("error"));
    expect(timers.at(-1)?.ms).toBe(3000);
  });

  it("waits as long as a stream the server ended on purpose asked, without counting it as a failure", () => {
    const { stream, sources, timers } = harness();
    stream.subscribe("ready", () => undefined);
    sources[0]?.onopen?.(new Event("open"));
    // A process shutting down: its last event says when to come back (to another process).
    sources[0]?.emit("reconnect", { retryMs: 1700 });
    sources[0]?.onerror?.(new Event("error"));
    expect(timers.map((timer) => timer.ms)).toEqual([1700]);
    // The hint is used once: the next drop, a real failure, starts the back-off from its start.
    timers[0]?.callback();
    sources[1]?.onerror?.(new Event("error"));
    expect(timers.at(-1)?.ms).toBe(3000);
    // A hint that is no sane wait is ignored.
    timers.at(-1)?.callback();
    sources[2]?.emit("reconnect", { retryMs: 10 ** 9 });
    sources[2]?.onerror?.(new Event("error"));
    expect(timers.at(-1)?.ms).toBe(6000);
  });

  it("closes the connection when the last subscriber leaves", () => {
    const { stream, sources } = harness();
    const stopA = stream.subscribe("ready", () => undefined);
    const stopB = stream.subscribe("card.updated", () => undefined);
    stopA();
    expect(sources[0]?.closed).toBe(false);
    stopB();
    expect(sources[0]?.closed).toBe(true);
    expect(stream.connected).toBe(false);
  });
});
