import type { ServerResponse } from "node:http";
import { EVENTS_RECONNECT_EVENT, type LiveEvent } from "@stampwise/contract";

/** A client this far behind is not reading; it is cut off and reconnects instead of filling memory. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface EventStreamOptions {
  /** Headers already set for this response (security headers, a renewed cookie). */
  headers: Record<string, string | string[] | number | undefined>;
  retryMs: number;
  heartbeatMs: number;
  /** Runs after each heartbeat, e.g. to check that the session still exists. */
  onHeartbeat?: () => void;
  /** Runs once when the stream ends, whoever ended it. */
  onClose: () => void;
}

export interface EventStream {
  send(event: LiveEvent): void;
  /**
   * Ends the stream. With `retryMs` the last thing the client reads is a `retry:` field: how
   * long a standard EventSource waits before it reconnects (to another process, when this one
   * is shutting down).
   */
  end(options?: { retryMs?: number }): void;
}

/** One event in the text/event-stream format. JSON never holds a raw newline, so one data line. */
export function formatEvent(id: number, event: LiveEvent): string {
  return `id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * Starts a server-sent event stream on a raw response that Fastify no longer manages: headers,
 * the reconnect delay, numbered events and heartbeat comments that keep proxies from closing an
 * idle connection.
 */
export function openEventStream(raw: ServerResponse, options: EventStreamOptions): EventStream {
  let nextId = 1;
  let closed = false;

  raw.writeHead(200, {
    ...options.headers,
    "content-type": "text/event-stream",
    "cache-control": "no-cache, no-transform",
    // nginx and similar proxies buffer responses unless told not to; events must go out at once.
    "x-accel-buffering": "no",
  });
  raw.write(`retry: ${options.retryMs}\n\n`);

  const heartbeat = setInterval(() => {
    write(": heartbeat\n\n");
    options.onHeartbeat?.();
  }, options.heartbeatMs);

  function close(): void {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    options.onClose();
  }
  // Fires when the client goes away as well as after end().
  raw.on("close", close);

  function write(chunk: string): void {
    if (closed || raw.writableEnded) return;
    if (raw.writableLength > MAX_BUFFERED_BYTES) {
      stream.end();
      return;
    }
    raw.write(chunk);
  }

  const stream: EventStream = {
    send(event) {
      write(formatEvent(nextId++, event));
    },
    end({ retryMs } = {}) {
      if (retryMs !== undefined && !closed && !raw.writableEnded) {
        const wait = Math.round(retryMs);
        raw.write(`retry: ${wait}\n\n`);
        // The apps' own reconnect reads the hint as an event (EventSource keeps `retry:` to itself).
        raw.write(`event: ${EVENTS_RECONNECT_EVENT}\ndata: ${JSON.stringify({ retryMs: wait })}\n\n`);
      }
      close();
      if (raw.writableEnded) return;
      // The connection goes with the stream: an idle keep-alive socket would hold up server.close().
      const socket = raw.socket;
      raw.end(() => socket?.end());
    },
  };
  return stream;
}
