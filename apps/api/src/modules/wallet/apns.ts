import { createPrivateKey, type KeyObject, sign } from "node:crypto";
import http2 from "node:http2";

/** What APNs answered one push: sent, or the device token is no longer good (forget it), or failed. */
export type PushOutcome = "sent" | "unregistered" | "failed";

export interface ApnsSettings {
  url: string;
  key: string;
  keyId: string;
  teamId: string;
  /** A pass type id is the topic of its passes' pushes. */
  topic: string;
}

/** Apple asks for a new provider token at most every 20 minutes and refuses one older than an hour. */
const TOKEN_LIFETIME_MS = 40 * 60_000;
const PUSH_TIMEOUT_MS = 10_000;

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/**
 * A client of Apple's push service over HTTP/2 with token-based authentication (an ES256 JWT
 * signed with the team's .p8 key, renewed every 40 minutes). A Wallet push carries an empty
 * payload: the device then asks the web service what changed. One connection, reused and made
 * again when it closes.
 */
export function createApnsClient(settings: ApnsSettings) {
  const key: KeyObject = createPrivateKey(settings.key);
  let token: { value: string; madeAt: number } | undefined;
  let session: http2.ClientHttp2Session | undefined;

  function providerToken(now = Date.now()): string {
    if (token && now - token.madeAt < TOKEN_LIFETIME_MS) return token.value;
    const unsigned = `${base64url({ alg: "ES256", kid: settings.keyId })}.${base64url({
      iss: settings.teamId,
      iat: Math.floor(now / 1000),
    })}`;
    const signature = sign("sha256", Buffer.from(unsigned), { key, dsaEncoding: "ieee-p1363" });
    token = { value: `${unsigned}.${signature.toString("base64url")}`, madeAt: now };
    return token.value;
  }

  function connection(): http2.ClientHttp2Session {
    if (session && !session.closed && !session.destroyed) return session;
    const opened = http2.connect(settings.url);
    opened.on("error", () => opened.destroy());
    opened.on("goaway", () => opened.close());
    opened.unref();
    session = opened;
    return opened;
  }

  function push(deviceToken: string): Promise<PushOutcome> {
    return new Promise((resolve) => {
      let request: http2.ClientHttp2Stream;
      try {
        request = connection().request({
          ":method": "POST",
          ":path": `/3/device/${encodeURIComponent(deviceToken)}`,
          authorization: `bearer ${providerToken()}`,
          "apns-topic": settings.topic,
          "apns-push-type": "background",
          "content-type": "application/json",
        });
      } catch {
        resolve("failed");
        return;
      }
      let status = 0;
      let body = "";
      request.setTimeout(PUSH_TIMEOUT_MS, () => request.close(http2.constants.NGHTTP2_CANCEL));
      request.on("response", (headers) => {
        status = Number(headers[":status"]);
      });
      request.setEncoding("utf8");
      request.on("data", (chunk: string) => {
        if (body.length < 1000) body += chunk;
      });
      request.on("close", () => resolve(outcomeOf(status, body)));
      request.on("error", () => resolve("failed"));
      request.end("{}");
    });
  }

  return {
    push,
    close(): void {
      session?.close();
      session = undefined;
    },
  };
}

/**
 * 200 is sent. 410 (the token is no longer active) and 400 BadDeviceToken mean the device will
 * never take this token again: its registration goes. Everything else is a failure for next time.
 */
function outcomeOf(status: number, body: string): PushOutcome {
  if (status === 200) return "sent";
  if (status === 410) return "unregistered";
  if (status === 400 && body.includes("BadDeviceToken")) return "unregistered";
  return "failed";
}

export type ApnsClient = ReturnType<typeof createApnsClient>;
