import type { ErrorCode } from "@stampwise/contract";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  completeSignupBody,
  emailTokensFor,
  login,
  postJson,
  requestResetToken,
  requestSignupToken,
  sessionsOf,
  storedFor,
  userRowFor,
} from "../../../test/auth-helpers";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { uniqueEmail } from "../../seed/factories";

type Route = "signup" | "complete-signup" | "login" | "reset-password" | "complete-reset-password";
type Body = Record<string, unknown>;

/** What one case starts from: an address, and for some routes an account and a live link. */
interface Context {
  email: string;
  userId?: string;
  password?: string;
  token?: string;
}

interface BadInputCase {
  route: Route;
  /** Completes "POST /api/auth/<route> refuses …". */
  problem: string;
  /** The route's valid body with one thing broken… */
  body?: (valid: Body) => unknown;
  /** …or a request body sent byte for byte. */
  raw?: { payload?: string; contentType?: string };
  status: number;
  code: ErrorCode;
  /** Another answer that is just as right (the framework's choice, not ours). */
  or?: { status: number; code: ErrorCode };
  /** The field the VALIDATION_ERROR issue names. */
  field?: string;
}

const LONG_EMAIL = `${"a".repeat(250)}@example.test`;

function without(field: string) {
  return (valid: Body) => {
    const { [field]: _dropped, ...rest } = valid;
    return rest;
  };
}
const withValue = (field: string, value: unknown) => (valid: Body) => ({ ...valid, [field]: value });

/** The cases every string field shares: absent, or not a string at all. */
function wrongTypeCases(route: Route, field: string): BadInputCase[] {
  const invalid = { status: 400, code: "VALIDATION_ERROR" as const, field, route };
  return [
    { ...invalid, problem: `a missing ${field}`, body: without(field) },
    { ...invalid, problem: `a ${field} that is a number`, body: withValue(field, 42) },
    { ...invalid, problem: `a ${field} that is an array`, body: withValue(field, ["a@example.test"]) },
    { ...invalid, problem: `a ${field} that is an object`, body: withValue(field, { value: "x" }) },
    { ...invalid, problem: `a ${field} that is null`, body: withValue(field, null) },
  ];
}

function emailCases(route: Route): BadInputCase[] {
  const invalid = { status: 400, code: "VALIDATION_ERROR" as const, field: "email", route };
  return [
    ...wrongTypeCases(route, "email"),
    { ...invalid, problem: "an email without @", body: withValue("email", "not-an-email") },
    { ...invalid, problem: "an email without a domain", body: withValue("email", "someone@") },
    { ...invalid, problem: "an email with spaces", body: withValue("email", "some one@example.test") },
    { ...invalid, problem: "an empty email", body: withValue("email", "") },
    { ...invalid, problem: "an email over 254 characters", body: withValue("email", LONG_EMAIL) },
  ];
}

function passwordCases(route: Route): BadInputCase[] {
  const invalid = { status: 400, code: "VALIDATION_ERROR" as const, field: "password", route };
  return [
    ...wrongTypeCases(route, "password"),
    { ...invalid, problem: "a password of 7 characters", body: withValue("password", "1234567") },
    { ...invalid, problem: "a password over 128 characters", body: withValue("password", "p".repeat(129)) },
  ];
}

function tokenCases(route: Route): BadInputCase[] {
  const invalid = { status: 400, code: "VALIDATION_ERROR" as const, field: "token", route };
  return [
    ...wrongTypeCases(route, "token"),
    {
      ...invalid,
      problem: "a token with characters outside base64url",
      body: withValue("token", `${"a".repeat(40)}$%!`),
    },
    { ...invalid, problem: "a token with a path in it", body: withValue("token", `../../${"a".repeat(40)}`) },
    { ...invalid, problem: "a token that is too short", body: withValue("token", "abc") },
    { ...invalid, problem: "a token over 100 characters", body: withValue("token", "a".repeat(101)) },
  ];
}

function enumCases(route: Route, field: string, unknown: string): BadInputCase[] {
  const invalid = { status: 400, code: "VALIDATION_ERROR" as const, field, route };
  return [
    { ...invalid, problem: `an unknown ${field}`, body: withValue(field, unknown) },
    { ...invalid, problem: `a ${field} that is a number`, body: withValue(field, 1) },
    { ...invalid, problem: `a ${field} that is null`, body: withValue(field, null) },
  ];
}

function nameCases(field: string): BadInputCase[] {
  const route = "complete-signup";
  const invalid = { status: 400, code: "VALIDATION_ERROR" as const, field, route } as const;
  return [
    ...wrongTypeCases(route, field),
    { ...invalid, problem: `an empty ${field}`, body: withValue(field, "") },
    { ...invalid, problem: `a ${field} of only spaces`, body: withValue(field, "   ") },
    { ...invalid, problem: `a ${field} over 100 characters`, body: withValue(field, "n".repeat(101)) },
  ];
}

/** Broken bodies as a whole: not JSON, not an object, wrong media type, too large. */
function bodyCases(route: Route): BadInputCase[] {
  return [
    {
      route,
      problem: "a body that is not valid JSON",
      raw: { payload: '{"email": ', contentType: "application/json" },
      status: 400,
      code: "BAD_REQUEST",
    },
    {
      route,
      problem: "an empty JSON body",
      raw: { payload: "", contentType: "application/json" },
      status: 400,
      code: "BAD_REQUEST",
    },
    { route, problem: "a request without a body", raw: {}, status: 400, code: "VALIDATION_ERROR" },
    {
      route,
      problem: "a JSON array",
      raw: { payload: "[]", contentType: "application/json" },
      status: 400,
      code: "VALIDATION_ERROR",
    },
    {
      route,
      problem: "a JSON null",
      raw: { payload: "null", contentType: "application/json" },
      status: 400,
      code: "VALIDATION_ERROR",
    },
    {
      route,
      problem: "a JSON string",
      raw: { payload: '"hello"', contentType: "application/json" },
      status: 400,
      code: "VALIDATION_ERROR",
    },
    {
      route,
      problem: "a body that tries to set __proto__",
      raw: { payload: '{"__proto__": {"admin": true}}', contentType: "application/json" },
      status: 400,
      code: "BAD_REQUEST",
    },
    // Fastify reads text/plain as a string, which then fails the schema; never parsed as JSON.
    {
      route,
      problem: "a text/plain body",
      raw: { payload: '{"email":"a@example.test"}', contentType: "text/plain" },
      status: 415,
      code: "UNSUPPORTED_MEDIA_TYPE",
      or: { status: 400, code: "VALIDATION_ERROR" },
    },
    {
      route,
      problem: "a form-encoded body",
      raw: { payload: "email=a%40example.test", contentType: "application/x-www-form-urlencoded" },
      status: 415,
      code: "UNSUPPORTED_MEDIA_TYPE",
    },
    {
      route,
      problem: "a body over 256 KiB",
      raw: { payload: JSON.stringify({ email: "x".repeat(300_000) }), contentType: "application/json" },
      status: 413,
      code: "PAYLOAD_TOO_LARGE",
    },
  ];
}

const ROUTES: Route[] = ["signup", "complete-signup", "login", "reset-password", "complete-reset-password"];

const CASES: BadInputCase[] = [
  ...emailCases("signup"),
  ...enumCases("signup", "loginType", "superadmin"),
  ...enumCases("signup", "language", "fr-FR"),
  ...tokenCases("complete-signup"),
  ...nameCases("firstName"),
  ...nameCases("lastName"),
  ...passwordCases("complete-signup"),
  ...[
    { problem: "a missing acceptTerms", body: without("acceptTerms") },
    { problem: "acceptTerms false", body: withValue("acceptTerms", false) },
    { problem: 'acceptTerms as the string "true"', body: withValue("acceptTerms", "true") },
    { problem: "acceptTerms as 1", body: withValue("acceptTerms", 1) },
  ].map((partial) => ({
    ...partial,
    route: "complete-signup" as const,
    status: 400,
    code: "VALIDATION_ERROR" as const,
    field: "acceptTerms",
  })),
  ...[
    {
      problem: "an organizationName over 120 characters",
      body: withValue("organizationName", "o".repeat(121)),
    },
    { problem: "an organizationName of only spaces", body: withValue("organizationName", "   ") },
    { problem: "an organizationName that is a number", body: withValue("organizationName", 7) },
    { problem: "an organizationName that is an array", body: withValue("organizationName", ["Kafé"]) },
  ].map((partial) => ({
    ...partial,
    route: "complete-signup" as const,
    status: 400,
    code: "VALIDATION_ERROR" as const,
    field: "organizationName",
  })),
  ...emailCases("login"),
  ...passwordCases("login"),
  ...enumCases("login", "loginType", "superadmin"),
  ...emailCases("reset-password"),
  ...enumCases("reset-password", "loginType", "superadmin"),
  ...tokenCases("complete-reset-password"),
  ...passwordCases("complete-reset-password"),
  ...ROUTES.flatMap(bodyCases),
];

describe("bad input on the auth routes", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  /** An address, and for the routes that need them an account and a live emailed link. */
  async function prepare(route: Route): Promise<Context> {
    switch (route) {
      case "signup":
        return { email: uniqueEmail("bad-signup") };
      case "complete-signup": {
        const email = uniqueEmail("bad-complete");
        return { email, token: await requestSignupToken(testApp, { email, loginType: "admin" }) };
      }
      case "login":
      case "reset-password": {
        const user = await testApp.factories.user({ role: "admin" });
        return { email: user.email, userId: user.id, password: user.password };
      }
      case "complete-reset-password": {
        const user = await testApp.factories.user({ role: "admin" });
        const token = await requestResetToken(testApp, user.email);
        return { email: user.email, userId: user.id, password: user.password, token };
      }
    }
  }

  function validBody(route: Route, context: Context): Body {
    switch (route) {
      case "signup":
        return { email: context.email, loginType: "admin", language: "en-US" };
      case "complete-signup":
        return completeSignupBody(context.token ?? "");
      case "login":
        return { email: context.email, password: context.password, loginType: "admin" };
      case "reset-password":
        return { email: context.email, loginType: "admin" };
      case "complete-reset-password":
        return { token: context.token, password: "a brand new password" };
    }
  }

  /** Everything a request could have changed for this case's address and account. */
  async function storedState(context: Context) {
    return {
      ...(await storedFor(testApp, context.email)),
      linksUsed: (await emailTokensFor(testApp, context.email)).map((row) => row.usedAt),
      passwordHash: (await userRowFor(testApp, context.email))?.passwordHash ?? null,
      sessions: context.userId ? (await sessionsOf(testApp, context.userId)).length : 0,
    };
  }

  const SUCCESS: Record<Route, number> = {
    signup: 202,
    "complete-signup": 201,
    login: 201,
    "reset-password": 202,
    "complete-reset-password": 200,
  };

  it.each(ROUTES)("accepts the valid %s body that the bad cases are built from", async (route) => {
    const context = await prepare(route);

    const response = await postJson(testApp, `/api/auth/${route}`, validBody(route, context));

    expect(response.statusCode).toBe(SUCCESS[route]);
  });

  for (const badCase of CASES) {
    const answers = [{ status: badCase.status, code: badCase.code }, ...(badCase.or ? [badCase.or] : [])];
    const expectation = answers.map((answer) => `${answer.status} ${answer.code}`).join(" or ");
    it(`POST /api/auth/${badCase.route} refuses ${badCase.problem} with ${expectation} and stores nothing`, async () => {
      const context = await prepare(badCase.route);
      const before = await storedState(context);
      const request: InjectOptions = { method: "POST", url: `/api/auth/${badCase.route}` };
      let sentEmail: unknown;
      if (badCase.raw) {
        request.payload = badCase.raw.payload;
        if (badCase.raw.contentType) request.headers = { "content-type": badCase.raw.contentType };
      } else {
        const body = badCase.body?.(validBody(badCase.route, context));
        sentEmail = (body as Body | undefined)?.email;
        request.payload = body as InjectOptions["payload"];
      }

      const response = await testApp.app.inject(request);

      const { error } = response.json();
      expect(answers).toContainEqual({ status: response.statusCode, code: error.code });
      expect(error.message).toEqual(expect.any(String));
      if (badCase.field) {
        expect(error.issues).toContainEqual({ path: badCase.field, message: expect.any(String) });
      }
      expect(response.cookies).toEqual([]);
      expect(await storedState(context)).toEqual(before);
      if (typeof sentEmail === "string" && sentEmail !== context.email) {
        expect(await storedFor(testApp, sentEmail)).toEqual({ users: 0, emailTokens: 0, mails: 0 });
      }
    });
  }
});

describe("values at the limits of the auth routes", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it("accepts a sign-up for an email of exactly 254 characters", async () => {
    const local = uniqueEmail("limit").split("@")[0] ?? "";
    const email = `${local}@${"d".repeat(254 - local.length - 1 - ".test".length)}.test`;
    expect(email).toHaveLength(254);

    const response = await postJson(testApp, "/api/auth/signup", { email });

    expect(response.statusCode).toBe(202);
  });

  it("accepts names of 100, an organization name of 120 and a password of 128 characters", async () => {
    const email = uniqueEmail("limit-complete");
    const token = await requestSignupToken(testApp, { email });
    const password = "p".repeat(128);

    const response = await postJson(
      testApp,
      "/api/auth/complete-signup",
      completeSignupBody(token, {
        firstName: "f".repeat(100),
        lastName: "l".repeat(100),
        organizationName: "o".repeat(120),
        password,
      }),
    );

    expect(response.statusCode).toBe(201);
    expect((await login(testApp, { email, password, loginType: "admin" })).statusCode).toBe(201);
  });

  it("accepts a password of exactly 8 characters", async () => {
    const admin = await testApp.factories.user({ role: "admin", password: "8chars!!" });

    const response = await login(testApp, { email: admin.email, password: "8chars!!", loginType: "admin" });

    expect(response.statusCode).toBe(201);
  });

  it("ignores fields the contract does not name instead of storing them", async () => {
    const email = uniqueEmail("extra-fields");
    const token = await requestSignupToken(testApp, { email, loginType: "user" });

    const response = await postJson(
      testApp,
      "/api/auth/complete-signup",
      completeSignupBody(token, {
        role: "admin",
        email: "someone-else@example.test",
        organizationName: undefined,
      }),
    );

    expect(response.statusCode).toBe(201);
    expect(response.json().data.user).toMatchObject({ email, role: "user", organizations: [] });
  });
});
