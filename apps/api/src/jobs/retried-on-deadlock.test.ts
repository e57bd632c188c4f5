import { describe, expect, it } from "vitest";
import { retriedOnDeadlock } from "./jobs";

/** PostgreSQL's error for a deadlock's victim, as node-postgres raises it. */
const deadlock = () => Object.assign(new Error("deadlock detected"), { code: "40P01" });

describe("retriedOnDeadlock (pg-boss making queues while another process does)", () => {
  it("runs the work again when it was a deadlock's victim, and answers what it answered", async () => {
    let runs = 0;
    const answer = await retriedOnDeadlock(async () => {
      runs++;
      if (runs < 3) throw deadlock();
      return "queue made";
    }, 1);
    expect(answer).toBe("queue made");
    expect(runs).toBe(3);
  });

  it("gives up after five deadlocks, and never retries another error", async () => {
    let runs = 0;
    await expect(
      retriedOnDeadlock(async () => {
        runs++;
        throw deadlock();
      }, 1),
    ).rejects.toThrow("deadlock detected");
    expect(runs).toBe(5);

    runs = 0;
    const refused = Object.assign(new Error("permission denied"), { code: "42501" });
    await expect(
      retriedOnDeadlock(async () => {
        runs++;
        throw refused;
      }, 1),
    ).rejects.toBe(refused);
    expect(runs).toBe(1);
  });
});
