import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  id: string;
  type: string;
  data: Record<string, unknown>;
}

/**
 * How the receiver answers the next request: 204, a 500, never (the sender's timeout), or 200 with
 * a body holding control characters PostgreSQL can not store in text (a NUL).
 */
export type ReceiverMode = "ok" | "fail" | "hang" | "nul";

/**
 * A webhook receiver on 127.0.0.1 for one test file: records every request it gets and answers as
 * `mode` says. `close()` takes it down, so a later send finds the port refused.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const state = { mode: "ok" as ReceiverMode };
  const hanging = new Set<() => void>();
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => {
      const parsed = JSON.parse(body) as { type: string; data: Record<string, unknown> };
      received.push({
        headers: request.headers,
        body,
        id: String(request.headers["webhook-id"]),
        type: parsed.type,
        data: parsed.data,
      });
      if (state.mode === "hang") {
        hanging.add(() => response.destroy());
        return;
      }
      if (state.mode === "nul") {
        response.writeHead(200, { "content-type": "text/plain" }).end("ok\u0000thanks");
        return;
      }
      response.writeHead(state.mode === "ok" ? 204 : 500, { "content-type": "text/plain" });
      response.end(state.mode === "ok" ? "" : `receiver broke ${"!".repeat(5000)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    setMode(mode: ReceiverMode) {
      state.mode = mode;
    },
    async close() {
      for (const end of hanging) end();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
