/**
 * JSON POSTs over a keep-alive pool of at most `connections` sockets: with one request in flight
 * per worker loop, N loops keep N connections busy, like autocannon's `connections`.
 */
import http from "node:http";

export interface JsonResponse {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

export interface JsonClient {
  post(path: string, body: unknown, headers: Record<string, string>): Promise<JsonResponse>;
  close(): void;
}

export function createJsonClient(base: string, connections: number): JsonClient {
  const { hostname, port } = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  return {
    post(path, body, headers) {
      const payload = JSON.stringify(body);
      return new Promise((resolve, reject) => {
        const request = http.request(
          {
            agent,
            host: hostname,
            port,
            path,
            method: "POST",
            headers: {
              ...headers,
              "content-type": "application/json",
              "content-length": Buffer.byteLength(payload),
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () =>
              resolve({
                status: response.statusCode ?? 0,
                body: Buffer.concat(chunks).toString("utf8"),
                headers: response.headers,
              }),
            );
            response.on("error", reject);
          },
        );
        request.on("error", reject);
        request.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}
