import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";
import { loyaltyAdmin } from "./loyalty-program.test-helpers";

describe("loyalty level routes", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  /** An admin whose organization has a program, ready for levels. */
  async function withProgram() {
    const admin = await loyaltyAdmin(testApp);
    await admin.createProgram();
    return admin;
  }

  it("adds levels with trimmed names and lists them by required points, whatever the order added", async () => {
    const { call, createLevel } = await withProgram();
    const gold = await createLevel("Gold", 1500);
    const bronze = await createLevel("  Bronze ", 0);
    const silver = await createLevel("Silver", 500);
    expect(bronze).toEqual({
      id: expect.any(String),
      name: "Bronze",
      requiredPoints: 0,
      createdAt: expect.any(String),
    });
    const response = await call("GET", "/loyalty-level");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([bronze, silver, gold]);
  });

  it("lists no levels for an organization without any", async () => {
    const { call } = await loyaltyAdmin(testApp);
    const response = await call("GET", "/loyalty-level");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("refuses a level before the program exists with 409 LOYALTY_PROGRAM_REQUIRED and stores nothing", async () => {
    const { call, storedLevels } = await loyaltyAdmin(testApp);
    const response = await call("POST", "/loyalty-level", { name: "Bronze", requiredPoints: 0 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: "LOYALTY_PROGRAM_REQUIRED",
      message: expect.any(String),
    });
    expect(await storedLevels()).toEqual([]);
  });

  it("refuses a second level at the same required points with 409 LOYALTY_LEVEL_POINTS_TAKEN", async () => {
    const { call, createLevel, storedLevels } = await withProgram();
    const silver = await createLevel("Silver", 500);
    const response = await call("POST", "/loyalty-level", { name: "Also silver", requiredPoints: 500 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe("LOYALTY_LEVEL_POINTS_TAKEN");
    expect((await storedLevels()).map((row) => row.id)).toEqual([silver.id]);
  });

  it("makes exactly one level of concurrent adds at the same required points", async () => {
    const { call, storedLevels } = await withProgram();
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        call("POST", "/loyalty-level", { name: `Silver ${index}`, requiredPoints: 500 }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json().error.code).toBe("LOYALTY_LEVEL_POINTS_TAKEN");
    }
    expect(await storedLevels()).toHaveLength(1);
  });

  it("refuses a second level whose name differs only in case or spaces with 409 LOYALTY_LEVEL_NAME_TAKEN", async () => {
    const { call, createLevel, storedLevels } = await withProgram();
    const gold = await createLevel("Gold", 1500);
    for (const name of ["gold", "  GOLD ", "Gold"]) {
      const response = await call("POST", "/loyalty-level", { name, requiredPoints: 3000 });
      expect(response.statusCode, name).toBe(409);
      expect(response.json().error).toMatchObject({
        code: "LOYALTY_LEVEL_NAME_TAKEN",
        message: expect.any(String),
      });
    }
    expect((await storedLevels()).map((row) => row.id)).toEqual([gold.id]);
  });

  it("makes exactly one level of concurrent adds of one name in different cases", async () => {
    const { call, storedLevels } = await withProgram();
    const responses = await Promise.all(
      ["Gold", "gold", "GOLD", "gOLD", " Gold", "GolD"].map((name, index) =>
        call("POST", "/loyalty-level", { name, requiredPoints: 100 * (index + 1) }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json().error.code).toBe("LOYALTY_LEVEL_NAME_TAKEN");
    }
    expect(await storedLevels()).toHaveLength(1);
  });

  it("lets two organizations use the same required points", async () => {
    const mine = await withProgram();
    const theirs = await withProgram();
    await theirs.createLevel("Their silver", 500);
    const silver = await mine.createLevel("Silver", 500);
    expect((await mine.call("GET", "/loyalty-level")).json()).toEqual([silver]);
  });

  describe("updating and removing", () => {
    it("renames a level and keeps its required points", async () => {
      const { call, createLevel } = await withProgram();
      const silver = await createLevel("Silver", 500);
      const response = await call("PATCH", `/loyalty-level/${silver.id}`, { name: "Silver star" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...silver, name: "Silver star" });
      expect((await call("GET", "/loyalty-level")).json()).toEqual([{ ...silver, name: "Silver star" }]);
    });

    it("moves a level's threshold, and reorders the list by it", async () => {
      const { call, createLevel } = await withProgram();
      const silver = await createLevel("Silver", 500);
      const gold = await createLevel("Gold", 1500);
      const moved = await call("PATCH", `/loyalty-level/${silver.id}`, { requiredPoints: 2000 });
      expect(moved.statusCode).toBe(200);
      expect((await call("GET", "/loyalty-level")).json()).toEqual([
        gold,
        { ...silver, requiredPoints: 2000 },
      ]);
    });

    it("keeps a level's own threshold when it is sent again", async () => {
      const { call, createLevel } = await withProgram();
      const silver = await createLevel("Silver", 500);
      const response = await call("PATCH", `/loyalty-level/${silver.id}`, {
        name: "Silver",
        requiredPoints: 500,
      });
      expect(response.statusCode).toBe(200);
    });

    it("refuses to move a level onto another's threshold with 409 and changes nothing", async () => {
      const { call, createLevel, storedLevels } = await withProgram();
      const silver = await createLevel("Silver", 500);
      await createLevel("Gold", 1500);
      const before = await storedLevels();
      const response = await call("PATCH", `/loyalty-level/${silver.id}`, {
        name: "Gold too",
        requiredPoints: 1500,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe("LOYALTY_LEVEL_POINTS_TAKEN");
      expect(await storedLevels()).toEqual(before);
    });

    it("refuses to rename a level to another's name in another case with 409 and changes nothing", async () => {
      const { call, createLevel, storedLevels } = await withProgram();
      const silver = await createLevel("Silver", 500);
      await createLevel("Gold", 1500);
      const before = await storedLevels();
      const response = await call("PATCH", `/loyalty-level/${silver.id}`, { name: "GOLD" });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe("LOYALTY_LEVEL_NAME_TAKEN");
      expect(await storedLevels()).toEqual(before);
    });

    it("lets a level change the case of its own name", async () => {
      const { call, createLevel } = await withProgram();
      const silver = await createLevel("silver", 500);
      const response = await call("PATCH", `/loyalty-level/${silver.id}`, { name: "Silver" });
      expect(response.statusCode).toBe(200);
      expect(response.json().name).toBe("Silver");
    });

    it("removes a level: it leaves the list and answers 404 afterwards", async () => {
      const { call, createLevel } = await withProgram();
      const silver = await createLevel("Silver", 500);
      const gold = await createLevel("Gold", 1500);
      const response = await call("DELETE", `/loyalty-level/${silver.id}`);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe("");
      expect((await call("GET", "/loyalty-level")).json()).toEqual([gold]);
      expect((await call("DELETE", `/loyalty-level/${silver.id}`)).statusCode).toBe(404);
      expect((await call("PATCH", `/loyalty-level/${silver.id}`, { name: "Back" })).statusCode).toBe(404);
    });

    it("frees a removed level's threshold for a new level", async () => {
      const { call, createLevel } = await withProgram();
      const silver = await createLevel("Silver", 500);
      await call("DELETE", `/loyalty-level/${silver.id}`);
      expect((await createLevel("New silver", 500)).requiredPoints).toBe(500);
    });

    it("answers 404 for another organization's level and an unknown one, changing nothing", async () => {
      const theirs = await withProgram();
      const level = await theirs.createLevel("Their gold", 1500);
      const before = await theirs.storedLevels();
      const mine = await withProgram();
      for (const id of [level.id, randomUUID()]) {
        for (const [method, payload] of [
          ["PATCH", { name: "Taken" }],
          ["PATCH", { requiredPoints: 3 }],
          ["DELETE", undefined],
        ] as const) {
          const response = await mine.call(method, `/loyalty-level/${id}`, payload);
          expect(response.statusCode, `${method} ${id}`).toBe(404);
          expect(response.json().error.code).toBe("NOT_FOUND");
          expect(response.body).not.toContain(level.name);
        }
      }
      expect((await mine.call("GET", "/loyalty-level")).json()).toEqual([]);
      expect(await theirs.storedLevels()).toEqual(before);
    });
  });

  describe("bad input", () => {
    it.each([
      ["a missing name", { requiredPoints: 10 }],
      ["a blank name", { name: "  ", requiredPoints: 10 }],
      ["a name that is too long", { name: "x".repeat(61), requiredPoints: 10 }],
      ["a huge name", { name: "x".repeat(200_000), requiredPoints: 10 }],
      ["a name that is not text", { name: ["Gold"], requiredPoints: 10 }],
      ["missing required points", { name: "Gold" }],
      ["negative required points", { name: "Gold", requiredPoints: -1 }],
      ["a fraction of a point", { name: "Gold", requiredPoints: 10.5 }],
      ["required points as text", { name: "Gold", requiredPoints: "10" }],
      ["required points past the maximum", { name: "Gold", requiredPoints: 10_000_001 }],
      ["required points past an integer column", { name: "Gold", requiredPoints: 2 ** 31 }],
      ["null required points", { name: "Gold", requiredPoints: null }],
      ["an unknown field", { name: "Gold", requiredPoints: 10, programId: randomUUID() }],
    ])("POST /loyalty-level answers 400 for %s and stores nothing", async (_case, payload) => {
      const { call, storedLevels } = await withProgram();
      const response = await call("POST", "/loyalty-level", payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: "VALIDATION_ERROR", message: expect.any(String) });
      expect(await storedLevels()).toEqual([]);
    });

    it.each([
      ["an empty body", {}],
      ["a blank name", { name: "" }],
      ["negative required points", { requiredPoints: -5 }],
      ["a fraction of a point", { requiredPoints: 0.5 }],
      ["required points past the maximum", { requiredPoints: 10_000_001 }],
      ["an unknown field", { organizationId: randomUUID() }],
    ])("PATCH /loyalty-level answers 400 for %s and changes nothing", async (_case, payload) => {
      const { call, createLevel, storedLevels } = await withProgram();
      const silver = await createLevel("Silver", 500);
      const before = await storedLevels();
      const response = await call("PATCH", `/loyalty-level/${silver.id}`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
      expect(await storedLevels()).toEqual(before);
    });

    it("answers 400 for a level id that is not a uuid", async () => {
      const { call } = await withProgram();
      for (const method of ["PATCH", "DELETE"] as const) {
        const response = await call(
          method,
          "/loyalty-level/42",
          method === "PATCH" ? { name: "x" } : undefined,
        );
        expect(response.statusCode, method).toBe(400);
        expect(response.json().error.code).toBe("VALIDATION_ERROR");
      }
    });
  });

  describe("who may", () => {
    const routes = (id: string) =>
      [
        ["GET", "/loyalty-level", undefined],
        ["POST", "/loyalty-level", { name: "Platinum", requiredPoints: 9000 }],
        ["PATCH", `/loyalty-level/${id}`, { name: "Renamed" }],
        ["DELETE", `/loyalty-level/${id}`, undefined],
      ] as const;

    it("answers 401 to every route without a session, changing nothing", async () => {
      const { organization, createLevel, storedLevels } = await withProgram();
      const level = await createLevel("Silver", 500);
      const before = await storedLevels();
      for (const [method, url, payload] of routes(level.id)) {
        const response = await testApp.app.inject({
          method,
          url: `/api${url}`,
          headers: { "x-organization-id": organization.id, origin: "http://stampwise.test" },
          ...(payload && { payload }),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json().error.code).toBe("UNAUTHENTICATED");
      }
      expect(await storedLevels()).toEqual(before);
    });

    it("answers a customer account 404 on every route, changing nothing", async () => {
      const { organization, createLevel, storedLevels } = await withProgram();
      const level = await createLevel("Silver", 500);
      const before = await storedLevels();
      const customer = await testApp.factories.user({ role: "user" });
      const cookie = await loginAs(testApp, customer);
      for (const [method, url, payload] of routes(level.id)) {
        const response = await testApp.app.inject({
          method,
          url: `/api${url}`,
          headers: { cookie, "x-organization-id": organization.id, origin: "http://stampwise.test" },
          ...(payload && { payload }),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().error.code).toBe("NOT_FOUND");
        expect(response.body).not.toContain("Silver");
      }
      expect(await storedLevels()).toEqual(before);
    });
  });
});
