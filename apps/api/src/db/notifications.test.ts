import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/test-app";
import type { Database } from "./client";
import type { NotificationLog } from "./notifications";

/** A channel of this test's own: on a shared PostgreSQL database other files listen too. */
const uniqueChannel = () => `test_${randomBytes(6).toString("hex")}`;

async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function recordingLog() {
  const lines: { level: "info" | "warn"; message: string }[] = [];
  const log: NotificationLog = {
    info: (_details, message) => lines.push({ level: "info", message }),
    warn: (_details, message) => lines.push({ level: "warn", message }),
  };
  return { log, lines };
}

describe("database LISTEN / NOTIFY", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it("hands every NOTIFY on the channel to the listener, and none after it is closed", async () => {
    const channel = uniqueChannel();
    const received: string[] = [];
    const listener = await database.listen(channel, (payload) => received.push(payload));

    await database.notify(channel, "first");
    await database.notify(uniqueChannel(), "another channel");
    await database.notify(channel, "second");
    await eventually(() => received.length === 2);
    await listener.close();
    await database.notify(channel, "after close");

    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual(["first", "second"]);
  });

  it("holds back a NOTIFY made in a transaction until it commits, and drops it on rollback", async () => {
    const channel = uniqueChannel();
    const received: string[] = [];
    const listener = await database.listen(channel, (payload) => received.push(payload));
    try {
      await database.db
        .transaction(async (tx) => {
          await database.notify(channel, "rolled back", tx);
          throw new Error("roll back");
        })
        .catch(() => {});
      await database.db.transaction(async (tx) => {
        await database.notify(channel, "committed", tx);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(received).toEqual([]);
      });

      await eventually(() => received.length > 0);
      expect(received).toEqual(["committed"]);
    } finally {
      await listener.close();
    }
  });

  it("refuses a channel name it would have to quote", async () => {
    await expect(database.listen("Events; drop table users", () => {})).rejects.toThrow(/channel/);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "listens again on a new connection after the server ends the old one",
    async () => {
      const channel = uniqueChannel();
      const received: string[] = [];
      const { log, lines } = recordingLog();
      const listener = await database.listen(channel, (payload) => received.push(payload), log);
      try {
        const terminated = (await database.db.execute(
          sql`select pg_terminate_backend(pid) as done from pg_stat_activity where query = ${`LISTEN ${channel}`}`,
        )) as unknown as { rows: unknown[] };
        expect(terminated.rows).toHaveLength(1);
        await eventually(() => lines.some((line) => line.message.includes("lost")));

        // Notifications sent while it reconnects are lost; keep sending until one arrives.
        await eventually(async () => {
          await database.notify(channel, "after reconnect");
          return received.includes("after reconnect");
        }, 10_000);
        expect(lines.map((line) => line.level)).toContain("info");
      } finally {
        await listener.close();
      }
    },
  );
});

describe("closing a database that has listeners", () => {
  it("stops them first, so closing does not wait for their connections", async () => {
    const database = await openTestDatabase();
    await database.listen(uniqueChannel(), () => {});
    await database.listen(uniqueChannel(), () => {});

    const closed = await Promise.race([
      database.close().then(() => "closed"),
      new Promise((resolve) => setTimeout(() => resolve("hung"), 5000)),
    ]);

    expect(closed).toBe("closed");
  });
});
