import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface SmsRequest {
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

export interface SmsStandIn {
  /** The SMS_URL that points an app here, in the provider's shape. */
  url: string;
  requests: SmsRequest[];
  /** The next answers' status (200 unless told), e.g. 500 or 429 to stage a failure. */
  answerWith(status: number): void;
  close(): Promise<void>;
}

/**
 * A local HTTP stand-in of an SMS provider for tests: 46elks (`from`, `to`, `message`, answers
 * `{ id }`) or Twilio (`From`, `To`, `Body`, answers `{ sid }`), basic auth, every request kept.
 */
export async function startSmsStandIn(provider: "46elks" | "twilio"): Promise<SmsStandIn> {
  const requests: SmsRequest[] = [];
  let status = 200;
  let counter = 0;
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => resolve(body));
    });
  const server = createServer(async (request, response) => {
    const form = Object.fromEntries(new URLSearchParams(await read(request)));
    requests.push({ path: request.url ?? "", authorization: request.headers.authorization, form });
    response.statusCode = status;
    response.setHeader("content-type", "application/json");
    counter += 1;
    if (status >= 400) response.end(JSON.stringify({ message: `refused with ${status}` }));
    else
      response.end(
        JSON.stringify(
          provider === "46elks" ? { id: `s${counter}`, status: "created" } : { sid: `SM${counter}` },
        ),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const path = provider === "46elks" ? "/a1/sms" : "/2010-04-01/Accounts/AC1/Messages.json";
  const credentials = provider === "46elks" ? "elksuser:elkspass" : "AC1:twiliotoken";
  return {
    url: `${provider}+http://${credentials}@127.0.0.1:${port}${path}`,
    requests,
    answerWith(next) {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
