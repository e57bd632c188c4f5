import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { createDatabase } from "../../db/client";
import { migrationsApplied, newestMigrationMillis } from "./migrations-applied";

describe("GET /api/health", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it("reports a reachable database", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "ok", database: "up" });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Route not found" } });
  });

  it("answers liveness without asking the database", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/health/live" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "alive" });
  });

  it("is ready on a migrated, reachable database", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ready", databaseKind: testApp.database.kind });
  });
});

describe("GET /api/health/ready when the process should get no traffic", () => {
  it("answers 503 in the error shape once the process is shutting down, while liveness still answers", async () => {
    const testApp = await createTestApp();
    try {
      testApp.lifecycle.beginShutdown();
      const ready = await testApp.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        error: { code: "SERVICE_UNAVAILABLE", message: "Not ready: the process is shutting down" },
      });
      const live = await testApp.app.inject({ method: "GET", url: "/api/health/live" });
      expect(live.statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });

  it("answers 503 when the database does not answer", async () => {
    const testApp = await createTestApp();
    try {
      testApp.database.ping = async () => false;
      const ready = await testApp.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().error).toEqual({
        code: "SERVICE_UNAVAILABLE",
        message: "Not ready: the database does not answer",
      });
    } finally {
      await testApp.close();
    }
  });

  it("sees a database without this build's newest migration as not ready", async () => {
    // A fresh PGlite holding drizzle's record table by hand: first without any migration, then
    // with one older than this build's newest (a database an older version migrated), then with it.
    const database = createDatabase({});
    try {
      expect(await migrationsApplied(database)).toBe(false);
      await database.executeSql(
        "create schema drizzle; create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)",
      );
      await database.executeSql(
        "insert into drizzle.__drizzle_migrations (hash, created_at) values ('old', 1000)",
        [],
      );
      expect(await migrationsApplied(database)).toBe(false);
      await database.executeSql(
        "insert into drizzle.__drizzle_migrations (hash, created_at) values ('new', $1)",
        [String(newestMigrationMillis())],
      );
      expect(await migrationsApplied(database)).toBe(true);
    } finally {
      await database.close();
    }
    // A fresh PGlite runs initdb: seconds alone, much longer on a busy machine.
  }, 120_000);
});
