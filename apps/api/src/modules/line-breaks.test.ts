import { VALIDATION_MESSAGES } from "@stampwise/contract";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeSignupBody, postJson, requestSignupToken, storedFor } from "../../test/auth-helpers";
import { createTestApp, loginAs, type TestApp } from "../../test/test-app";
import { uniqueEmail } from "../seed/factories";
import { invitationInput } from "./administrators/administrators.test-helpers";
import { type DirectoryAdmin, directoryAdmin } from "./users/users-directory.test-helpers";

const CRLF = "\r\n";

/**
 * A name is one line: a CR or LF in it would reach the inbox and the plain-text part of every
 * mail that names the person or the organization. Single-line fields refuse them (and every other
 * control character); multi-line fields keep line breaks and refuse the rest.
 */
describe("line breaks in text fields", () => {
  let testApp: TestApp;
  let admin: DirectoryAdmin;
  let teammateId: string;
  let customerCookie: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await directoryAdmin(testApp);
    const teammate = await testApp.factories.user({ role: "admin" });
    await testApp.factories.addMember(admin.organization.id, teammate.id);
    teammateId = teammate.id;
    customerCookie = await loginAs(testApp, await testApp.factories.user({ role: "user" }));
  });
  afterAll(() => testApp?.close());

  const ownAccount = (payload: Record<string, unknown>) =>
    testApp.app.inject({
      method: "PATCH",
      url: "/api/user/me",
      headers: { cookie: customerCookie, origin: "http://stampwise.test" },
      payload,
    });

  const singleLine: { operation: string; field: string; send(): Promise<LightMyRequestResponse> }[] = [
    {
      operation: "POST /organization (name)",
      field: "name",
      send: () => admin.call("POST", "/organization", { name: `Kafé${CRLF}Kanel` }),
    },
    {
      operation: "PATCH /organization (name)",
      field: "name",
      send: () => admin.call("PATCH", "/organization", { name: "Kafé\nKanel" }),
    },
    {
      operation: "POST /invitation (firstName)",
      field: "firstName",
      send: () => admin.call("POST", "/invitation", invitationInput({ firstName: "Ines\rInvited" })),
    },
    {
      operation: "PATCH /organization/admin/{id} (lastName)",
      field: "lastName",
      send: () => admin.call("PATCH", `/organization/admin/${teammateId}`, { lastName: `Team${CRLF}mate` }),
    },
    {
      operation: "PATCH /user/me (firstName)",
      field: "firstName",
      send: () => ownAccount({ firstName: "Carl\nCustomer" }),
    },
    {
      operation: "PATCH /user/me (lastName, a tab)",
      field: "lastName",
      send: () => ownAccount({ lastName: "Cus\ttomer" }),
    },
    {
      operation: "POST /communication (in-app title)",
      field: "inApp.title",
      send: () =>
        admin.call("POST", "/communication", {
          title: "News",
          deliveryType: "instant",
          media: ["in_app"],
          inApp: { title: "Hello\nthere", body: "Body" },
        }),
    },
    {
      operation: "POST /communication (email subject)",
      field: "email.subject",
      send: () =>
        admin.call("POST", "/communication", {
          title: "News",
          deliveryType: "instant",
          media: ["email"],
          email: { subject: `Hello${CRLF}Bcc: someone@example.test`, body: "Body" },
        }),
    },
  ];

  it.each(singleLine)("$operation answers 400 naming $field", async ({ send, field }) => {
    const response = await send();

    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      issues: [{ path: field, message: VALIDATION_MESSAGES.textInvalidCharacters }],
    });
  });

  it("refuses a sign-up whose names or organization name hold a line break, and creates nothing", async () => {
    const email = uniqueEmail("crlf-signup");
    const token = await requestSignupToken(testApp, { email });

    const answers = [];
    for (const overrides of [{ firstName: "Ma\nja" }, { organizationName: `Kafé${CRLF}Kanel` }]) {
      answers.push(
        await postJson(testApp, "/api/auth/complete-signup", completeSignupBody(token, overrides)),
      );
    }

    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400]);
    expect(answers.map((answer) => answer.json().error.issues[0].path)).toEqual([
      "firstName",
      "organizationName",
    ]);
    expect((await storedFor(testApp, email)).users).toBe(0);
  });

  it("keeps the line breaks of a multi-line field", async () => {
    const description = "Ten stamps,\nthe tenth coffee is on us.\r\nAny size.";

    const updated = await admin.call("PATCH", `/loyalty-card/stamp-cards/${admin.card.id}`, { description });
    const communication = await admin.call("POST", "/communication", {
      title: "News",
      deliveryType: "instant",
      media: ["in_app"],
      inApp: { title: "Hello", body: "Line one\nLine two" },
    });

    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().description).toBe(description);
    expect(communication.statusCode, communication.body).toBe(201);
    expect(communication.json().inApp.body).toBe("Line one\nLine two");
  });

  it("refuses a tab or another control character in a multi-line field", async () => {
    const tabbed = await admin.call("PATCH", `/loyalty-card/stamp-cards/${admin.card.id}`, {
      description: "Ten\tstamps",
    });
    const escaped = await admin.call("PATCH", "/organization", { address: "Storgatan 1\n\u001b[2J" });

    expect([tabbed.statusCode, escaped.statusCode]).toEqual([400, 400]);
    expect(tabbed.json().error.issues).toEqual([
      { path: "description", message: VALIDATION_MESSAGES.textInvalidCharacters },
    ]);
    expect(escaped.json().error.issues).toEqual([
      { path: "address", message: VALIDATION_MESSAGES.textInvalidCharacters },
    ]);
  });
});
