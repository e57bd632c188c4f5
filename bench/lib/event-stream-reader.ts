/**
 * A lean `GET /api/events` reader for hundreds of streams at once: it calls `onEvent` with the
 * event type, its data and the moment the block ending it arrived (performance.now()).
 */
import http from "node:http";
import { performance } from "node:perf_hooks";

export interface OpenStream {
  close(): void;
  /** The answer's headers (behind a load balancer, which process serves the stream). */
  headers: http.IncomingHttpHeaders;
}

export function openEventStream(
  base: string,
  cookie: string,
  onEvent: (type: string, data: string, arrivedAt: number) => void,
  onEnd: (reason: string) => void,
): Promise<OpenStream> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.get(
      // Its own connection per stream, as each browser tab would have.
      {
        host: hostname,
        port,
        path: "/api/events",
        agent: false,
        headers: { cookie, accept: "text/event-stream" },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`GET /api/events answered ${response.statusCode}`));
          return;
        }
        response.setEncoding("utf8");
        let buffer = "";
        response.on("data", (chunk: string) => {
          const arrivedAt = performance.now();
          buffer += chunk;
          for (let end = buffer.indexOf("\n\n"); end !== -1; end = buffer.indexOf("\n\n")) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let type: string | undefined;
            let data = "";
            for (const line of block.split("\n")) {
              if (line.startsWith("event:")) type = line.slice(6).trim();
              else if (line.startsWith("data:")) data += line.slice(5).trim();
            }
            if (type) onEvent(type, data, arrivedAt);
          }
        });
        response.on("end", () => onEnd("the server ended the stream"));
        response.on("error", (error) => onEnd(error.message));
        resolve({ close: () => request.destroy(), headers: response.headers });
      },
    );
    request.on("error", reject);
  });
}
