import { randomUUID } from "node:crypto";
import {
  CARD_NAME_MAX_LENGTH,
  LIVE_EVENT_REWARDS_MAX,
  type LiveEvent,
  LiveEventSchema,
  type LiveEventType,
  liveEventText,
  REWARD_NAME_MAX_LENGTH,
  TRANSACTION_DELTA_MAX,
} from "@stampwise/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";
import { signedInAdmin } from "../stamp-cards/stamp-cards.test-helpers";
import { MAX_NOTIFY_PAYLOAD_BYTES } from "./events.bus";

const id = () => randomUUID();
const BIG = Number.MAX_SAFE_INTEGER;
/**
 * Texts whose JSON is as long as a text can make it: a control character or a lone surrogate is
 * written as a six-byte escape, an emoji as four bytes for two UTF-16 units.
 */
const WORST_TEXTS = ["\u0001", "\ud800", "😀", "ö", '"'].map((unit) => unit.repeat(10_000));

/**
 * The largest event of each kind, built from the contract's caps: a new kind of event is a type
 * error here until its largest case is written down.
 */
const LARGEST: Record<LiveEventType, () => LiveEvent[]> = {
  ready: () => [{ type: "ready", data: { heartbeatSeconds: BIG } }],
  "card.updated": () => [
    {
      type: "card.updated",
      data: {
        instanceId: id(),
        loyaltyCardId: id(),
        stamps: -BIG,
        posting: {
          cycle: -BIG,
          rewardsIssuedCount: BIG,
          rewardsIssued: Array.from({ length: LIVE_EVENT_REWARDS_MAX }, () => ({
            id: id(),
            milestoneId: id(),
            cycle: -BIG,
          })),
        },
      },
    },
  ],
  "points.updated": () => [
    {
      type: "points.updated",
      data: {
        instanceId: id(),
        loyaltyCardId: id(),
        transactionId: id(),
        delta: -BIG,
        balance: -BIG,
        qualifyingPoints: -BIG,
        expiring: { points: -BIG, at: "9999-12-31T23:59:59.999+14:00" },
      },
    },
  ],
  "qr.redeemed": () =>
    WORST_TEXTS.map((text) => ({
      type: "qr.redeemed",
      data: { instanceId: id(), qrCodeId: id(), userId: id(), customerName: liveEventText(text) },
    })),
  "join.redeemed": () =>
    WORST_TEXTS.map((text) => ({
      type: "join.redeemed",
      data: { instanceId: id(), userId: id(), customerName: liveEventText(text) },
    })),
  "message.received": () => [{ type: "message.received", data: { id: id(), organizationId: id() } }],
  "membership.ended": () => [{ type: "membership.ended", data: { organizationId: id() } }],
};

describe("live event sizes", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it("keeps the largest event of every kind under NOTIFY's 8000 bytes", () => {
    const kinds = LiveEventSchema.options.map((option) => option.shape.type.value);
    expect(Object.keys(LARGEST).sort()).toEqual([...kinds].sort());
    for (const kind of kinds) {
      for (const event of LARGEST[kind]()) {
        const { payload } = testApp.events.encode(id(), event);
        expect(Buffer.byteLength(payload), kind).toBeLessThanOrEqual(MAX_NOTIFY_PAYLOAD_BYTES);
      }
    }
  });

  it("cuts a name at whole characters and says so", () => {
    expect(liveEventText("Ada Lovelace")).toBe("Ada Lovelace");
    const cut = liveEventText("😀".repeat(500));
    expect(Array.from(cut)).toHaveLength(120);
    expect(cut.endsWith("😀…")).toBe(true);
  });

  it("gives 25 stamps at once on a 3-stamp card with long reward names, and the customer hears of it", async () => {
    const admin = await signedInAdmin(testApp);
    const card = await admin.createCard({ name: "ö".repeat(CARD_NAME_MAX_LENGTH), stampsRequired: 3 });
    for (const stampsNeeded of [1, 2]) {
      await admin.createMilestone(card.id, {
        rewardName: `${stampsNeeded}${"ö".repeat(REWARD_NAME_MAX_LENGTH - 1)}`,
        stampsNeeded,
        requirement: stampsNeeded,
      });
    }
    const customer = await testApp.factories.user({ role: "user" });
    await testApp.factories.joinOrganization(admin.organization.id, customer.id);
    await testApp.events.whenListening();
    const received: LiveEvent[] = [];
    const unsubscribe = testApp.events.subscribe(customer.id, (event) => received.push(event));
    try {
      const posted = await admin.call("POST", "/transaction", {
        userId: customer.id,
        loyaltyCardId: card.id,
        delta: TRANSACTION_DELTA_MAX,
        source: "manual",
        idempotencyKey: `key-${randomUUID()}`,
      });
      expect(posted.statusCode, posted.body).toBe(201);
      const issued: { id: string }[] = posted.json().rewardsIssued;
      // Eight whole cycles of three rewards, and the first milestone of the ninth.
      expect(issued).toHaveLength(25);
      await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
      const [event] = received;
      expect(event?.type === "card.updated" && event.data.posting).toMatchObject({
        cycle: 8,
        rewardsIssuedCount: 25,
        rewardsIssued: issued.slice(0, LIVE_EVENT_REWARDS_MAX).map((reward) => ({ id: reward.id })),
      });
    } finally {
      unsubscribe();
    }
    const mine = await testApp.app.inject({
      method: "GET",
      url: "/api/loyalty-card-instance/mine",
      headers: { cookie: await loginAs(testApp, customer) },
    });
    expect(mine.json()[0]).toMatchObject({ stamps: 1, cycle: 8, availableRewardCount: 25 });
    // A dozen requests, each a few hundred milliseconds on an idle machine; far more when it is shared.
  }, 60_000);
});
