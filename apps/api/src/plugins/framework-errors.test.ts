import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";

const errorShape = (code: string) => ({ error: { code, message: expect.any(String) } });

interface MalformedCase {
  problem: string;
  request: InjectOptions;
  status: number;
  code: string;
}

const JSON_HEADERS = { "content-type": "application/json" };

const MALFORMED: MalformedCase[] = [
  {
    problem: "a path that does not decode",
    request: { url: "/api/user/%zz" },
    status: 400,
    code: "BAD_REQUEST",
  },
  {
    problem: "a bad escape before any route",
    request: { url: "/api/%zz" },
    status: 400,
    code: "BAD_REQUEST",
  },
  {
    problem: "a 3,000-character id",
    request: { url: `/api/user/${"a".repeat(3000)}` },
    status: 414,
    code: "BAD_REQUEST",
  },
  {
    problem: "a 3,000-character QR instance id on a public route",
    request: { url: `/api/qrcode/instance/${"a".repeat(3000)}` },
    status: 414,
    code: "BAD_REQUEST",
  },
  { problem: "an unknown /api path", request: { url: "/api/nothing-here" }, status: 404, code: "NOT_FOUND" },
  { problem: "a path outside /api", request: { url: "/nothing-here" }, status: 404, code: "NOT_FOUND" },
  {
    problem: "a method the route does not have",
    request: { method: "PUT", url: "/api/auth/login" },
    status: 404,
    code: "NOT_FOUND",
  },
  {
    problem: "a body that is not JSON",
    request: { method: "POST", url: "/api/auth/login", headers: JSON_HEADERS, payload: "{bad" },
    status: 400,
    code: "BAD_REQUEST",
  },
  {
    problem: "an empty JSON body",
    request: { method: "POST", url: "/api/auth/login", headers: JSON_HEADERS, payload: "" },
    status: 400,
    code: "BAD_REQUEST",
  },
  {
    problem: "a body longer than its Content-Length says",
    request: {
      method: "POST",
      url: "/api/auth/login",
      headers: { ...JSON_HEADERS, "content-length": "5" },
      payload: '{"a":1234}',
    },
    status: 400,
    code: "BAD_REQUEST",
  },
  {
    problem: "a body over the size limit",
    request: { method: "POST", url: "/api/auth/login", headers: JSON_HEADERS, payload: "x".repeat(300_000) },
    status: 413,
    code: "PAYLOAD_TOO_LARGE",
  },
  {
    problem: "a JSON body that sets __proto__",
    request: {
      method: "POST",
      url: "/api/auth/login",
      headers: JSON_HEADERS,
      payload: '{"__proto__":{"x":1}}',
    },
    status: 400,
    code: "BAD_REQUEST",
  },
];

describe("malformed requests", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it.each(MALFORMED)("answer $problem with $status and { error: { code, message } }", async (malformed) => {
    const response = await testApp.app.inject({ method: "GET", ...malformed.request });

    expect(response.statusCode).toBe(malformed.status);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual(errorShape(malformed.code));
  });
});

/** Writes raw bytes to the listening server and reads the whole answer (the server closes). */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(bytes));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe("requests Node's HTTP parser refuses", () => {
  let testApp: TestApp;
  let port: number;
  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.listen({ port: 0, host: "127.0.0.1" });
    port = (testApp.app.server.address() as AddressInfo).port;
  });
  afterAll(() => testApp?.close());

  const statusAndBody = (answer: string) => {
    const [head = "", body = ""] = answer.split("\r\n\r\n");
    return { statusLine: head.split("\r\n")[0], body: JSON.parse(body) };
  };

  it("answer a request line that is not HTTP with 400 in our shape", async () => {
    const answer = await rawExchange(port, "NOT AN HTTP REQUEST\r\n\r\n");

    const { statusLine, body } = statusAndBody(answer);
    expect(statusLine).toBe("HTTP/1.1 400 Bad Request");
    expect(body).toEqual(errorShape("BAD_REQUEST"));
  });

  it("answer headers over the size limit with 431 in our shape", async () => {
    const answer = await rawExchange(
      port,
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${"a".repeat(20_000)}\r\n\r\n`,
    );

    const { statusLine, body } = statusAndBody(answer);
    expect(statusLine).toBe("HTTP/1.1 431 Request Header Fields Too Large");
    expect(body).toEqual(errorShape("BAD_REQUEST"));
  });
});
