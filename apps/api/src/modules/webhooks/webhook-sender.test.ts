import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendWebhook } from "./webhook-sender";

const secret = `whsec_${Buffer.from("a test secret of enough bytes!!").toString("base64")}`;

/**
 * A receiver whose kept-alive connection is gone when the next request comes on it (it closed it
 * as the request went out): that request never reached the receiver, so it is sent again at once.
 */
describe("sending a webhook on a connection the receiver closed", () => {
  let server: Server;
  let url = "";
  const seen: { socketUsedBefore: boolean }[] = [];
  beforeAll(async () => {
    const used = new WeakSet<object>();
    server = createServer((request, response) => {
      const socketUsedBefore = used.has(request.socket);
      used.add(request.socket);
      seen.push({ socketUsedBefore });
      request.resume();
      // The second request on a connection finds it closed, as in the race with keep-alive.
      if (socketUsedBefore) request.socket.destroy();
      else response.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("is delivered on a new connection, not counted as the receiver's failure", async () => {
    const policy = { allowLoopback: true };
    const first = await sendWebhook({ id: "msg_1", url, secret, body: "{}" }, policy);
    expect(first.delivered).toBe(true);
    const second = await sendWebhook({ id: "msg_2", url, secret, body: "{}" }, policy);
    expect(second.delivered).toBe(true);
    // The reused connection was cut, and the message went again on a new one.
    expect(seen.map((request) => request.socketUsedBefore)).toEqual([false, true, false]);
  });
});
