import type { FastifyReply, FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../plugins/authentication";
import { createToldToWait, EARLY_RETURN_HOLD_MS } from "./told-to-wait";

/** A clock the hook's pauses move forward, so the test says exactly how long each was held. */
function fakeTime() {
  let at = 1_000_000;
  const held: number[] = [];
  return {
    now: () => at,
    hold: async (ms: number) => {
      held.push(ms);
      at += ms;
    },
    pass: (ms: number) => {
      at += ms;
    },
    held,
  };
}

const request = (signedIn: boolean) =>
  ({
    method: "POST",
    routeOptions: { url: "/api/statistics" },
    cookies: { [SESSION_COOKIE]: "the-session" },
    headers: { "x-organization-id": "org-1" },
    ...(signedIn && { activeSession: {}, organizationId: "org-1" }),
  }) as unknown as FastifyRequest;

const refused = (retryAfter: number) =>
  ({ statusCode: 429, getHeader: () => String(retryAfter) }) as unknown as FastifyReply;

const REFUSAL = JSON.stringify({ error: { code: "TOO_MANY_HEAVY_REQUESTS", message: "Wait." } });

describe("a caller told to wait", () => {
  it("is refused after a pause while its wait is far, held and then served when it is near", async () => {
    const time = fakeTime();
    const toldToWait = createToldToWait(time);
    await toldToWait.onSend(request(true), refused(3), REFUSAL);

    // Straight back: held a while, then refused with what is left of the wait.
    await expect(toldToWait.onRequest(request(false))).rejects.toMatchObject({
      statusCode: 429,
      code: "TOO_MANY_HEAVY_REQUESTS",
      extra: { retryAfterSeconds: 2 },
      headers: { "retry-after": "2" },
    });
    expect(time.held).toEqual([EARLY_RETURN_HOLD_MS]);

    // Less than the pause from its time: held until then, and let through.
    time.pass(1500);
    await expect(toldToWait.onRequest(request(false))).resolves.toBeUndefined();
    expect(time.held).toEqual([EARLY_RETURN_HOLD_MS, 500]);
    expect(toldToWait.size).toBe(0);
  });

  it("remembers only a refusal given to a signed-in member, with a Retry-After", async () => {
    const time = fakeTime();
    const toldToWait = createToldToWait(time);
    await toldToWait.onSend(request(false), refused(3), REFUSAL);
    await toldToWait.onSend(request(true), { statusCode: 200, getHeader: () => undefined } as never, "{}");
    await toldToWait.onSend(request(true), refused(0), REFUSAL);
    expect(toldToWait.size).toBe(0);
    await expect(toldToWait.onRequest(request(false))).resolves.toBeUndefined();
    expect(time.held).toEqual([]);
  });
});
