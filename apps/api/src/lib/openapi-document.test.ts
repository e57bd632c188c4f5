import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../test/test-app";
import { documentGuard, operationIdFor, securityOf } from "./openapi";
import { apiPackageRoot } from "./package-root";

/**
 * Where the routes cannot follow one of Redocly's recommended rules, and why. A problem not listed
 * here fails the test, and so does a listed one that no longer occurs, so the list only shrinks.
 */
const KNOWN_PROBLEMS: Record<string, { pointers: string[]; reason: string }> = {
  "no-ambiguous-paths": {
    reason:
      "the paths are the product's own (by-code/{code} next to {id}/transaction, statistics/{id} next to {id}/read); the router takes the literal segment first",
    pointers: [
      "#/paths/~1api~1gift-card-instance~1{id}~1transaction",
      "#/paths/~1api~1user-communication~1{id}~1read",
    ],
  },
  "operation-2xx-response": {
    reason: "Google sign-in's two steps answer only with redirects, as the protocol has them",
    pointers: [
      "#/paths/~1api~1auth~1google/get/responses",
      "#/paths/~1api~1auth~1google~1callback/get/responses",
    ],
  },
  "operation-4xx-response": {
    reason:
      "they take no input a client could get wrong: health checks, what the server offers, the development outboxes",
    pointers: [
      "#/paths/~1api~1health/get/responses",
      "#/paths/~1api~1health~1live/get/responses",
      "#/paths/~1api~1health~1ready/get/responses",
      "#/paths/~1api~1auth~1providers/get/responses",
      "#/paths/~1api~1dev~1outbox~1sms/get/responses",
      "#/paths/~1api~1dev~1outbox/get/responses",
    ],
  },
};

type Operation = {
  operationId?: string;
  summary?: string;
  security?: Array<Record<string, string[]>>;
  "x-api-key-scope"?: string;
};
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

const METHODS = ["get", "put", "post", "delete", "patch"];

let testApp: TestApp;
let document: OpenApiDocument;
const operations: Array<{ method: string; path: string; operation: Operation }> = [];

beforeAll(async () => {
  // Outside production without MAIL_URL and SMS_URL, the development outboxes are in the document.
  testApp = await createTestApp();
  const answer = await testApp.app.inject({ method: "GET", url: "/api/docs/json" });
  expect(answer.statusCode).toBe(200);
  document = answer.json();
  for (const [route, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (METHODS.includes(method)) operations.push({ method, path: route, operation });
    }
  }
}, 60_000);

afterAll(async () => {
  await testApp.close();
});

describe("the OpenAPI document", () => {
  it("passes Redocly's recommended rules, but for the problems listed with their reasons", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "stampwise-openapi-"));
    try {
      const file = path.join(dir, "openapi.json");
      writeFileSync(file, JSON.stringify(document));
      const root = path.resolve(apiPackageRoot, "..", "..");
      const lint = spawnSync(
        path.join(root, "node_modules", ".bin", "redocly"),
        ["lint", file, "--config", path.join(root, "redocly.yaml"), "--format=json", "--max-problems=10000"],
        {
          encoding: "utf8",
          env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
        },
      );
      const report = JSON.parse(lint.stdout.slice(lint.stdout.indexOf("{"))) as {
        problems: Array<{ ruleId: string; message: string; location: Array<{ pointer: string }> }>;
      };
      const found = report.problems.map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}`);
      const known = Object.entries(KNOWN_PROBLEMS).flatMap(([rule, { pointers }]) =>
        pointers.map((pointer) => `${rule} ${pointer}`),
      );
      expect(found.filter((problem) => !known.includes(problem))).toEqual([]);
      expect(known.filter((problem) => !found.includes(problem))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("names every operation once, and says what each needs to be called", () => {
    expect(operations.length).toBeGreaterThan(100);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === "string" && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { operation } of operations) {
      expect(operation.summary).toBeTruthy();
      expect(Array.isArray(operation.security)).toBe(true);
    }
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual([
      "apiKey",
      "applePass",
      "organization",
      "session",
    ]);
    // The PassKit web service's calls about one pass carry that pass's token, nothing else.
    const passCall = operations.find(({ path }) =>
      path.endsWith("/wallet/apple/v1/passes/{passTypeId}/{serial}"),
    );
    expect(passCall?.operation.security).toEqual([{ applePass: [] }]);
  });

  it("says which operations take an API key and the scope each needs", () => {
    const scopeOf = (method: string, path: string) => {
      const found = operations.find((entry) => entry.method === method && entry.path === path);
      if (!found) throw new Error(`${method} ${path} is not in the document`);
      const takesKey = found.operation.security?.some((requirement) => "apiKey" in requirement) ?? false;
      return takesKey ? found.operation["x-api-key-scope"] : undefined;
    };
    expect(scopeOf("post", "/api/qrcode/identify")).toBe("counter");
    expect(scopeOf("post", "/api/transaction")).toBe("counter");
    expect(scopeOf("get", "/api/user")).toBe("read");
    expect(scopeOf("post", "/api/loyalty-card")).toBe("full");
    // Owners' and people's own routes, the team and the keys themselves take none.
    expect(scopeOf("get", "/api/api-key")).toBeUndefined();
    expect(scopeOf("patch", "/api/organization/fraud-rules")).toBeUndefined();
    expect(scopeOf("get", "/api/webhook-endpoint")).toBeUndefined();
    expect(scopeOf("get", "/api/organization/admin")).toBeUndefined();
    expect(scopeOf("get", "/api/loyalty-card-instance/mine")).toBeUndefined();
    expect(scopeOf("get", "/api/events")).toBeUndefined();
  });

  it("refers every error answer to one named schema instead of repeating it (3.5 MB when it did)", () => {
    const text = JSON.stringify(document);
    expect(text.length).toBeLessThan(1_000_000);
    const errorAnswers = operations.flatMap(({ operation }) =>
      Object.entries((operation as { responses?: Record<string, unknown> }).responses ?? {}).filter(
        ([status]) => status.startsWith("4"),
      ),
    );
    expect(errorAnswers.length).toBeGreaterThan(500);
    for (const [, answer] of errorAnswers) {
      expect(JSON.stringify(answer)).toContain('"$ref":"#/components/schemas/ErrorResponse"');
    }
  });

  it("documents as needing a session the operations that refuse a request without one, and only those", async () => {
    const mismatched: string[] = [];
    for (const { method, path: route, operation } of operations) {
      const url = route.replace(/\{[^}]+\}/g, randomUUID());
      const unsafe = method !== "get";
      const answer = await testApp.app.inject({
        method: method.toUpperCase() as "GET",
        url,
        headers: unsafe ? { origin: TEST_PUBLIC_URL, "content-type": "application/json" } : {},
        ...(unsafe ? { payload: "{}" } : {}),
      });
      const documented = (operation.security ?? []).some((requirement) => "session" in requirement);
      // Fastify checks the body and query before the guards run: an empty body is refused first.
      const refusedFirstForItsInput =
        answer.statusCode === 400 && answer.json().error?.code === "VALIDATION_ERROR";
      const matches = documented
        ? answer.statusCode === 401 || refusedFirstForItsInput
        : answer.statusCode !== 401;
      if (!matches) mismatched.push(`${method.toUpperCase()} ${route}: ${answer.statusCode}`);
    }
    expect(mismatched).toEqual([]);
  }, 60_000);
});

describe("what the document adds to the routes", () => {
  it("makes an operation's id from its method and path", () => {
    expect(operationIdFor("POST", "/api/qrcode/instance/:instanceId/redeem")).toBe(
      "postQrcodeInstanceByInstanceIdRedeem",
    );
    expect(operationIdFor("GET", "/api/gift-card-instance/by-code/:code")).toBe(
      "getGiftCardInstanceByCodeByCode",
    );
    expect(operationIdFor("DELETE", "/api/target-group/:id")).toBe("deleteTargetGroupById");
  });

  it("reads the security a route needs from the guards it runs, and none from other preHandlers", () => {
    const session = documentGuard(async () => {}, "session");
    const organization = documentGuard(async () => {}, "organization");
    expect(securityOf(undefined)).toEqual([]);
    expect(securityOf([async () => {}])).toEqual([]);
    expect(securityOf(session)).toEqual([{ session: [] }]);
    expect(securityOf([session, organization, async () => {}])).toEqual([{ session: [], organization: [] }]);
  });
});
