import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/test-app";
import type { Database } from "../db/client";
import { rateLimits } from "../modules/auth/auth.table";
import { AppError } from "./app-error";
import { createRateLimiter } from "./rate-limiter";

describe("the database rate limiter", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  const hitsOf = async (key: string) =>
    (await database.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0]?.hits;

  async function refusal(attempt: Promise<void>): Promise<AppError> {
    const error = await attempt.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    if (!(error instanceof AppError)) throw new Error(`expected a 429, got ${String(error)}`);
    return error;
  }

  it("refuses a key over its limit without another query until its window ends", async () => {
    const limiter = createRateLimiter({ db: database.db });
    const rule = { key: `test:${randomUUID()}`, limit: 2, windowSeconds: 60 };
    await limiter.consume([rule]);
    await limiter.consume([rule]);
    const first = await refusal(limiter.consume([rule]));
    expect(await hitsOf(rule.key)).toBe(3);

    const again = await refusal(limiter.consume([rule]));

    expect(first.statusCode).toBe(429);
    expect(again).toMatchObject({ statusCode: 429, code: "RATE_LIMITED" });
    expect(again.headers["retry-after"]).toMatch(/^\d+$/);
    expect(Number(again.headers["retry-after"])).toBeLessThanOrEqual(60);
    // Answered from memory: the stored count did not move.
    expect(await hitsOf(rule.key)).toBe(3);
  });

  it("tells of a rule's first refusal in a window once, whichever process refuses after it", async () => {
    // Two limiters on one database stand for two API processes.
    const processes = [createRateLimiter({ db: database.db }), createRateLimiter({ db: database.db })];
    const rule = { key: `test:${randomUUID()}`, limit: 3, windowSeconds: 60 };
    const other = { key: `test:${randomUUID()}`, limit: 100, windowSeconds: 60 };
    const heard: string[][] = [];
    const onFirstRefusal = async (rules: { key: string }[]) => {
      heard.push(rules.map((each) => each.key));
    };
    const attempts = await Promise.allSettled(
      Array.from({ length: 12 }, (_, index) =>
        processes[index % 2]?.consume([rule, other], { onFirstRefusal }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === "fulfilled")).toHaveLength(3);
    expect(heard).toEqual([[rule.key]]);
  });

  it("counts a key again once reset", async () => {
    const limiter = createRateLimiter({ db: database.db });
    const rule = { key: `test:${randomUUID()}`, limit: 1, windowSeconds: 60 };
    await limiter.consume([rule]);
    await refusal(limiter.consume([rule]));

    await limiter.reset(rule.key);

    await limiter.consume([rule]);
    expect(await hitsOf(rule.key)).toBe(1);
  });

  it("keeps counting the other keys while one is blocked elsewhere in the list", async () => {
    const limiter = createRateLimiter({ db: database.db });
    const blocked = { key: `test:${randomUUID()}`, limit: 1, windowSeconds: 60 };
    const other = { key: `test:${randomUUID()}`, limit: 10, windowSeconds: 60 };
    await limiter.consume([blocked]);
    await refusal(limiter.consume([blocked]));

    await limiter.consume([other]);

    expect(await hitsOf(other.key)).toBe(1);
  });
});
