import { EVENTS_RECONNECT_EVENT, EVENTS_RECONNECT_MAX_MS } from "@stampwise/contract";
import { eventsRetryDelay } from "./retry-delay";

export type LiveEventHandler = (data: unknown) => void;

/** The part of EventSource this module uses, so tests can hand in a fake. */
type EventSourceLike = {
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export type EventStreamOptions = {
  url?: string;
  /** Injected in tests; the browser's EventSource otherwise. */
  createSource?: (url: string) => EventSourceLike;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

/**
 * One connection to the server's event stream shared by every screen of the app. It opens with
 * the first subscriber and closes with the last. EventSource's own reconnect is replaced by ours
 * so the back-off is ours (3 s doubling to 30 s) instead of the browser's fixed retry; a stream
 * the server ends on purpose says how long to wait instead (the `reconnect` event: a process
 * shutting down spreads its clients over the next seconds), and that wait is no failure.
 */
export function createEventStream({
  url = "/api/events",
  createSource = (target) => new EventSource(target, { withCredentials: true }),
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: EventStreamOptions = {}) {
  const handlers = new Map<string, Set<LiveEventHandler>>();
  let source: EventSourceLike | null = null;
  let retryTimer: unknown = null;
  let failedAttempts = 0;
  /** The wait the server asked for before it ended the stream, used once. */
  let hintedWaitMs: number | undefined;

  const dispatch = (type: string) => (message: Event) => {
    const data = parseData((message as MessageEvent).data);
    for (const handler of handlers.get(type) ?? []) handler(data);
  };

  function connect() {
    retryTimer = null;
    const next = createSource(url);
    source = next;
    for (const type of handlers.keys()) next.addEventListener(type, dispatch(type));
    next.addEventListener(EVENTS_RECONNECT_EVENT, (message) => {
      hintedWaitMs = reconnectHint((message as MessageEvent).data);
    });
    next.onopen = () => {
      failedAttempts = 0;
    };
    next.onerror = () => {
      next.close();
      if (source !== next) return;
      source = null;
      if (hintedWaitMs !== undefined) {
        retryTimer = setTimer(connect, hintedWaitMs);
        hintedWaitMs = undefined;
        return;
      }
      retryTimer = setTimer(connect, eventsRetryDelay(failedAttempts));
      failedAttempts += 1;
    };
  }

  function disconnect() {
    source?.close();
    source = null;
    if (retryTimer !== null) clearTimer(retryTimer);
    retryTimer = null;
    failedAttempts = 0;
  }

  return {
    subscribe(type: string, handler: LiveEventHandler): () => void {
      const isNewType = !handlers.has(type);
      const set = handlers.get(type) ?? new Set();
      set.add(handler);
      handlers.set(type, set);
      if (isNewType) source?.addEventListener(type, dispatch(type));
      if (!source && retryTimer === null) connect();
      return () => {
        set.delete(handler);
        if (set.size === 0) handlers.delete(type);
        if (handlers.size === 0) disconnect();
      };
    },
    disconnect,
    get connected() {
      return source !== null;
    },
  };
}

export type EventStream = ReturnType<typeof createEventStream>;

/** The wait a `reconnect` event asks for, when it is a sane one (0 to the back-off's longest). */
function reconnectHint(data: unknown): number | undefined {
  const retryMs = (parseData(data) as { retryMs?: unknown } | null)?.retryMs;
  return typeof retryMs === "number" && retryMs >= 0 && retryMs <= EVENTS_RECONNECT_MAX_MS
    ? retryMs
    : undefined;
}

function parseData(data: unknown): unknown {
  if (typeof data !== "string") return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}
