import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, type TestApp } from "../../test/test-app";
import { directoryAdmin } from "../modules/users/users-directory.test-helpers";

describe("Cache-Control on API answers", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it("is no-store on every signed-in JSON answer", async () => {
    const admin = await directoryAdmin(testApp);
    const customer = await admin.addCustomer();
    const customerCookie = await loginAs(testApp, customer);
    const answers = [
      await testApp.app.inject({ url: "/api/qrcode/identity-secret", headers: { cookie: customerCookie } }),
      await testApp.app.inject({ url: "/api/auth/is-authenticated", headers: { cookie: customerCookie } }),
      await admin.call("GET", `/user/${customer.id}`),
      await admin.call("GET", "/user/search?q=alex"),
      await admin.call("GET", "/organization"),
    ];

    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
  });

  it("is no-store on error answers and on the CSV export, which sets it itself", async () => {
    const admin = await directoryAdmin(testApp);
    const answers = [
      await testApp.app.inject({ url: "/api/auth/is-authenticated" }),
      await testApp.app.inject({ url: "/api/nothing-here" }),
      await admin.call("POST", "/user/export", {}),
    ];

    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 404, 200]);
    for (const answer of answers) expect(answer.headers["cache-control"]).toBe("no-store");
  });
});
