import { randomUUID } from "node:crypto";
import { LOYALTY_VALIDATION_MESSAGES } from "@stampwise/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";
import { loyaltyAdmin, programInput } from "./loyalty-program.test-helpers";

describe("loyalty program routes", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it("creates the program with trimmed text, active and with its earning rule, and reads it back", async () => {
    const { call } = await loyaltyAdmin(testApp);
    const response = await call(
      "POST",
      "/loyalty-program",
      programInput({ name: "  Bean points ", pointsPerKrona: 0.5, pointsPerVisit: 10 }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const program = response.json();
    expect(program).toEqual({
      id: expect.any(String),
      name: "Bean points",
      pointsName: "bean",
      pointsExpiresMonths: 12,
      descriptionTitle: "Collect beans",
      descriptionContent: "One bean for every krona you spend.",
      active: true,
      pointsPerKrona: 0.5,
      pointsPerVisit: 10,
      pointValueKronor: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const read = await call("GET", "/loyalty-program/by-organization");
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(program);
  });

  it("keeps a rate of two decimals exactly", async () => {
    const { call, createProgram } = await loyaltyAdmin(testApp);
    const program = await createProgram({ pointsPerKrona: 0.07 });
    expect(program.pointsPerKrona).toBe(0.07);
    expect((await call("GET", "/loyalty-program/by-organization")).json().pointsPerKrona).toBe(0.07);
  });

  it("keeps what a point is worth to four decimals, and forgets it when set to null", async () => {
    const { call, createProgram } = await loyaltyAdmin(testApp);
    const program = await createProgram({ pointValueKronor: 0.0035 });
    expect(program.pointValueKronor).toBe(0.0035);
    const largest = await call("PATCH", `/loyalty-program/${program.id}`, { pointValueKronor: 1000 });
    expect(largest.json().pointValueKronor).toBe(1000);
    const cleared = await call("PATCH", `/loyalty-program/${program.id}`, { pointValueKronor: null });
    expect(cleared.json().pointValueKronor).toBeNull();
  });

  it("answers 404 LOYALTY_PROGRAM_NOT_FOUND before the organization has a program", async () => {
    const { call } = await loyaltyAdmin(testApp);
    const response = await call("GET", "/loyalty-program/by-organization");
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      code: "LOYALTY_PROGRAM_NOT_FOUND",
      message: expect.any(String),
    });
  });

  it("refuses a second program with 409 LOYALTY_PROGRAM_EXISTS and keeps the first", async () => {
    const { call, createProgram, storedPrograms } = await loyaltyAdmin(testApp);
    const first = await createProgram();
    const second = await call("POST", "/loyalty-program", programInput({ name: "Other points" }));
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe("LOYALTY_PROGRAM_EXISTS");
    expect(await storedPrograms()).toHaveLength(1);
    expect((await call("GET", "/loyalty-program/by-organization")).json()).toEqual(first);
  });

  it("makes exactly one program of five concurrent creates", async () => {
    const { call, storedPrograms } = await loyaltyAdmin(testApp);
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        call("POST", "/loyalty-program", programInput({ name: `Program ${index}` })),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json().error.code).toBe("LOYALTY_PROGRAM_EXISTS");
    }
    expect(await storedPrograms()).toHaveLength(1);
  });

  it("gives each organization its own program", async () => {
    const mine = await loyaltyAdmin(testApp);
    const theirs = await loyaltyAdmin(testApp);
    await theirs.createProgram({ name: "Their points" });
    const program = await mine.createProgram({ name: "My points" });
    expect((await mine.call("GET", "/loyalty-program/by-organization")).json()).toEqual(program);
  });

  describe("updating", () => {
    it("changes the fields the body names and keeps the rest", async () => {
      const { call, createProgram } = await loyaltyAdmin(testApp);
      const program = await createProgram();
      const response = await call("PATCH", `/loyalty-program/${program.id}`, {
        active: false,
        pointsExpiresMonths: 24,
        pointsName: "böna",
      });
      expect(response.statusCode, response.body).toBe(200);
      const updated = response.json();
      expect(updated).toEqual({
        ...program,
        active: false,
        pointsExpiresMonths: 24,
        pointsName: "böna",
        updatedAt: expect.any(String),
      });
      expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(program.updatedAt));
      expect((await call("GET", "/loyalty-program/by-organization")).json()).toEqual(updated);
    });

    it("lets one earning rule be switched off while the other still gives points", async () => {
      const { call, createProgram } = await loyaltyAdmin(testApp);
      const program = await createProgram({ pointsPerKrona: 1, pointsPerVisit: 5 });
      const response = await call("PATCH", `/loyalty-program/${program.id}`, { pointsPerKrona: 0 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ pointsPerKrona: 0, pointsPerVisit: 5 });
    });

    it("refuses to switch off the last earning rule with 400 and changes nothing", async () => {
      const { call, createProgram, storedPrograms } = await loyaltyAdmin(testApp);
      const program = await createProgram({ pointsPerKrona: 1 });
      const before = await storedPrograms();
      const response = await call("PATCH", `/loyalty-program/${program.id}`, {
        pointsPerKrona: 0,
        name: "No points",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: "VALIDATION_ERROR",
        issues: [{ path: "pointsPerKrona", message: LOYALTY_VALIDATION_MESSAGES.earningRuleRequired }],
      });
      expect(await storedPrograms()).toEqual(before);
    });

    it("answers 404 for an unknown program and for another organization's, changing nothing", async () => {
      const theirs = await loyaltyAdmin(testApp);
      const their = await theirs.createProgram();
      const before = await theirs.storedPrograms();
      const mine = await loyaltyAdmin(testApp);
      await mine.createProgram();
      for (const id of [their.id, randomUUID()]) {
        const response = await mine.call("PATCH", `/loyalty-program/${id}`, { name: "Taken over" });
        expect(response.statusCode, id).toBe(404);
        expect(response.json().error.code).toBe("NOT_FOUND");
        expect(response.body).not.toContain(their.name);
      }
      expect(await theirs.storedPrograms()).toEqual(before);
    });
  });

  describe("bad input", () => {
    const tooLong = (length: number) => "x".repeat(length);
    it.each([
      ["a missing name", { name: undefined }],
      ["a blank name", { name: "   " }],
      ["a name that is too long", { name: tooLong(121) }],
      ["a huge name", { name: tooLong(200_000) }],
      ["a name that is not text", { name: 42 }],
      ["a missing points name", { pointsName: undefined }],
      ["a capitalised points name", { pointsName: "Bean" }],
      ["a points name that is too long", { pointsName: tooLong(41) }],
      ["a missing description title", { descriptionTitle: undefined }],
      ["a description title that is too long", { descriptionTitle: tooLong(121) }],
      ["a blank description", { descriptionContent: " " }],
      ["a description that is too long", { descriptionContent: tooLong(2001) }],
      ["missing expiry months", { pointsExpiresMonths: undefined }],
      ["0 expiry months", { pointsExpiresMonths: 0 }],
      ["121 expiry months", { pointsExpiresMonths: 121 }],
      ["a fraction of a month", { pointsExpiresMonths: 1.5 }],
      ["expiry months as text", { pointsExpiresMonths: "12" }],
      ["a negative rate", { pointsPerKrona: -1 }],
      ["a rate above 100", { pointsPerKrona: 101 }],
      ["a rate with three decimals", { pointsPerKrona: 0.125 }],
      ["a rate as text", { pointsPerKrona: "1" }],
      ["a fraction of a point per visit", { pointsPerVisit: 2.5 }],
      ["too many points per visit", { pointsPerVisit: 10_001 }],
      ["no earning rule", { pointsPerKrona: 0, pointsPerVisit: 0 }],
      ["active as text", { active: "yes" }],
      ["an unknown field", { organizationId: randomUUID() }],
    ])("POST /loyalty-program answers 400 for %s and stores nothing", async (_case, overrides) => {
      const { call, storedPrograms } = await loyaltyAdmin(testApp);
      const response = await call("POST", "/loyalty-program", programInput(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: "VALIDATION_ERROR", message: expect.any(String) });
      expect(await storedPrograms()).toEqual([]);
    });

    it.each([
      ["an empty body", {}],
      ["only undefined fields", { name: undefined }],
      ["a blank name", { name: "" }],
      ["a capitalised points name", { pointsName: "Beans" }],
      ["0 expiry months", { pointsExpiresMonths: 0 }],
      ["a rate with three decimals", { pointsPerKrona: 1.001 }],
      ["a null rate", { pointsPerKrona: null }],
      ["a point worth nothing", { pointValueKronor: 0 }],
      ["a point worth less than nothing", { pointValueKronor: -0.35 }],
      ["a point worth more than 1,000 kr", { pointValueKronor: 1000.0001 }],
      ["a point's value with five decimals", { pointValueKronor: 0.00035 }],
      ["a point's value as text", { pointValueKronor: "0.35" }],
      ["active as null", { active: null }],
      ["a description that is too long", { descriptionContent: tooLong(2001) }],
      ["an unknown field", { id: randomUUID() }],
    ])("PATCH /loyalty-program answers 400 for %s and changes nothing", async (_case, payload) => {
      const { call, createProgram, storedPrograms } = await loyaltyAdmin(testApp);
      const program = await createProgram();
      const before = await storedPrograms();
      const response = await call("PATCH", `/loyalty-program/${program.id}`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
      expect(await storedPrograms()).toEqual(before);
    });

    it("answers 400 for a program id that is not a uuid", async () => {
      const { call } = await loyaltyAdmin(testApp);
      const response = await call("PATCH", "/loyalty-program/not-a-uuid", { name: "x" });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
    });
  });

  describe("who may", () => {
    it("lets an administrator who is not the owner run the program", async () => {
      const owner = await loyaltyAdmin(testApp);
      const colleague = await testApp.factories.user({ role: "admin" });
      await testApp.factories.addMember(owner.organization.id, colleague.id);
      const cookie = await loginAs(testApp, colleague);
      const headers = { cookie, "x-organization-id": owner.organization.id, origin: "http://stampwise.test" };
      const created = await testApp.app.inject({
        method: "POST",
        url: "/api/loyalty-program",
        headers,
        payload: programInput(),
      });
      expect(created.statusCode, created.body).toBe(201);
      const updated = await testApp.app.inject({
        method: "PATCH",
        url: `/api/loyalty-program/${created.json().id}`,
        headers,
        payload: { active: false },
      });
      expect(updated.statusCode).toBe(200);
    });

    const routes = (id: string) =>
      [
        ["POST", "/loyalty-program", programInput()],
        ["GET", "/loyalty-program/by-organization", undefined],
        ["PATCH", `/loyalty-program/${id}`, { name: "n" }],
      ] as const;

    it("answers 401 to every route without a session", async () => {
      const { organization, createProgram, storedPrograms } = await loyaltyAdmin(testApp);
      const program = await createProgram();
      const before = await storedPrograms();
      // Valid bodies: Fastify validates the body before the session guard runs.
      for (const [method, url, payload] of routes(program.id)) {
        const response = await testApp.app.inject({
          method,
          url: `/api${url}`,
          headers: { "x-organization-id": organization.id, origin: "http://stampwise.test" },
          ...(payload && { payload }),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json().error.code).toBe("UNAUTHENTICATED");
      }
      expect(await storedPrograms()).toEqual(before);
    });

    it("answers a customer account 404 on every route, naming the organization or not", async () => {
      const { organization, createProgram, storedPrograms } = await loyaltyAdmin(testApp);
      const program = await createProgram();
      const before = await storedPrograms();
      const customer = await testApp.factories.user({ role: "user" });
      const cookie = await loginAs(testApp, customer);
      for (const organizationId of [organization.id, randomUUID()]) {
        for (const [method, url, payload] of routes(program.id)) {
          const response = await testApp.app.inject({
            method,
            url: `/api${url}`,
            headers: { cookie, "x-organization-id": organizationId, origin: "http://stampwise.test" },
            ...(payload && { payload }),
          });
          expect(response.statusCode, `${method} ${url}`).toBe(404);
          expect(response.json().error.code).toBe("NOT_FOUND");
          expect(response.body).not.toContain(program.name);
        }
      }
      expect(await storedPrograms()).toEqual(before);
    });
  });
});
