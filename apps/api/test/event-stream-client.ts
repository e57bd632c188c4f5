/** One block of a text/event-stream, as a browser's EventSource would read it. */
export interface StreamFrame {
  id?: string;
  event?: string;
  data?: string;
  retry?: number;
  comments: string[];
}

export interface EventStreamClient {
  response: Response;
  /** The next block (comments included); `undefined` once the server ended the stream. */
  next(timeoutMs?: number): Promise<StreamFrame | undefined>;
  /** The next block that carries an event, skipping heartbeats; `undefined` at the end. */
  nextEvent(timeoutMs?: number): Promise<(StreamFrame & { event: string; data: string }) | undefined>;
  /** Whatever arrives within `ms`: for asserting that something does not come. */
  framesWithin(ms: number): Promise<StreamFrame[]>;
  /** Resolves when the server has ended the stream. */
  ended(timeoutMs?: number): Promise<void>;
  /** Disconnects, as closing the tab would. */
  abort(): void;
}

function parseFrame(block: string): StreamFrame {
  const frame: StreamFrame = { comments: [] };
  for (const line of block.split("\n")) {
    if (line.startsWith(":")) {
      frame.comments.push(line.slice(1).trim());
      continue;
    }
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "id") frame.id = value;
    else if (field === "event") frame.event = value;
    else if (field === "data") frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
    else if (field === "retry") frame.retry = Number(value);
  }
  return frame;
}

/**
 * Opens `GET /api/events` over real HTTP and reads the body as it streams in. Tests read
 * frames one at a time with a deadline, so a missing event fails fast instead of hanging.
 */
export async function connectEventStream(baseUrl: string, cookie?: string): Promise<EventStreamClient> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: cookie ? { cookie } : {},
    signal: controller.signal,
  });
  const frames: StreamFrame[] = [];
  let finished = false;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };

  async function pump(body: ReadableStream<Uint8Array>): Promise<void> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf("\n\n"); end !== -1; end = buffer.indexOf("\n\n")) {
          frames.push(parseFrame(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
          notify();
        }
      }
    } catch {
      // Aborted by the test, or the connection was cut: either way the stream is over.
    } finally {
      finished = true;
      notify();
    }
  }
  if (response.body && response.ok) void pump(response.body);
  else finished = true;

  async function next(timeoutMs = 5000): Promise<StreamFrame | undefined> {
    const deadline = Date.now() + timeoutMs;
    while (frames.length === 0 && !finished) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`no event-stream frame within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    return frames.shift();
  }

  return {
    response,
    next,
    async nextEvent(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const frame = await next(Math.max(1, deadline - Date.now()));
        if (!frame) return undefined;
        if (frame.event !== undefined && frame.data !== undefined) {
          return frame as StreamFrame & { event: string; data: string };
        }
      }
    },
    async framesWithin(ms) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return frames.splice(0);
    },
    async ended(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (!finished) {
        if (Date.now() > deadline) throw new Error(`the stream did not end within ${timeoutMs} ms`);
        await next(Math.max(1, deadline - Date.now())).catch(() => undefined);
      }
    },
    abort() {
      controller.abort();
    },
  };
}
