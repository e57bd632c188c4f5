import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function signedIn(role: "user" | "admin" = "user") {
  const person = await testApp.factories.user({ role, firstName: "Ebba", lastName: "Ekström" });
  const cookie = await loginAs(testApp, person);
  const call = (method: "GET" | "PATCH", url: string, payload?: unknown) =>
    testApp.app.inject({
      method,
      url: `/api${url}`,
      headers: { cookie, origin: "http://stampwise.test" },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const names = async () => {
    const { user } = (await call("GET", "/auth/is-authenticated")).json().data;
    return { firstName: user.firstName, lastName: user.lastName };
  };
  return { person, call, names };
}

describe("PATCH /user/me", () => {
  it("changes the signed-in person's names, one or both, and the session shows them", async () => {
    const { call, names } = await signedIn();
    const both = await call("PATCH", "/user/me", { firstName: "  Elsa ", lastName: "Lind" });
    expect(both.statusCode).toBe(200);
    expect(both.json()).toMatchObject({ firstName: "Elsa", lastName: "Lind", role: "user" });
    expect(await names()).toEqual({ firstName: "Elsa", lastName: "Lind" });
    expect((await call("PATCH", "/user/me", { lastName: "Berg" })).statusCode).toBe(200);
    expect(await names()).toEqual({ firstName: "Elsa", lastName: "Berg" });
  });

  it("refuses what is not a name with 400 and a field issue, and changes nothing", async () => {
    const { call, names } = await signedIn("admin");
    for (const body of [
      {},
      { firstName: "" },
      { firstName: "   " },
      { lastName: "a\u0000b" },
      { firstName: "x".repeat(200) },
      { firstName: 42 },
      { email: "stolen@example.com" },
    ]) {
      const response = await call("PATCH", "/user/me", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
    }
    const huge = await call("PATCH", "/user/me", { firstName: "x".repeat(2_000_000) });
    expect([400, 413]).toContain(huge.statusCode);
    expect(await names()).toEqual({ firstName: "Ebba", lastName: "Ekström" });
  });

  it("answers the same change sent 50 times at once with 200 each, and one result", async () => {
    const { call, names } = await signedIn();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call("PATCH", "/user/me", index % 2 ? { firstName: "Elsa" } : { lastName: "Lind" }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    expect(await names()).toEqual({ firstName: "Elsa", lastName: "Lind" });
  });

  it("needs a session", async () => {
    const response = await testApp.app.inject({
      method: "PATCH",
      url: "/api/user/me",
      headers: { origin: "http://stampwise.test" },
      payload: { firstName: "Mallory" },
    });
    expect(response.statusCode).toBe(401);
  });
});
