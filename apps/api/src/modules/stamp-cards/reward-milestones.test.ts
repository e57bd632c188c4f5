import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { milestoneInput, signedInAdmin } from "./stamp-cards.test-helpers";

describe("reward milestone routes", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it("adds, lists fewest stamps first, updates and deletes milestones of a card", async () => {
    const { call, createCard } = await signedInAdmin(testApp);
    const card = await createCard({ stampsRequired: 10 });

    const later = await call("POST", "/reward-milestone", { ...milestoneInput(card.id), stampsNeeded: 8 });
    expect(later.statusCode).toBe(201);
    expect(later.json()).toMatchObject({ stampCardId: card.id, rewardName: "Free pastry", stampsNeeded: 8 });
    const sooner = await call("POST", "/reward-milestone", { ...milestoneInput(card.id), stampsNeeded: 3 });

    const list = await call("GET", `/reward-milestone/stamp-card/${card.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((milestone: { id: string }) => milestone.id)).toEqual([
      sooner.json().id,
      later.json().id,
    ]);

    const updated = await call("PATCH", `/reward-milestone/${later.json().id}`, {
      rewardName: "Free sandwich",
      rewardType: "discount",
      stampsNeeded: 10,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      rewardName: "Free sandwich",
      rewardType: "discount",
      stampsNeeded: 10,
    });

    expect((await call("DELETE", `/reward-milestone/${sooner.json().id}`)).statusCode).toBe(204);
    const card_ = (await call("GET", `/loyalty-card/stamp-cards/${card.id}`)).json();
    expect(card_.milestones).toEqual([updated.json()]);
    expect((await call("DELETE", `/reward-milestone/${sooner.json().id}`)).statusCode).toBe(404);
  });

  it.each([
    ["stamps needed", { stampsNeeded: 11 }, "stampsNeeded"],
    ["requirement", { requirement: 11 }, "requirement"],
  ])("refuses a milestone whose %s is above the card's stamps required", async (_case, input, path) => {
    const { call, createCard, createMilestone } = await signedInAdmin(testApp);
    const card = await createCard({ stampsRequired: 10 });
    const created = await call("POST", "/reward-milestone", { ...milestoneInput(card.id), ...input });
    expect(created.statusCode).toBe(400);
    expect(created.json().error).toMatchObject({ code: "VALIDATION_ERROR", issues: [{ path }] });

    const milestone = await createMilestone(card.id);
    const updated = await call("PATCH", `/reward-milestone/${milestone.id}`, input);
    expect(updated.statusCode).toBe(400);
    expect(updated.json().error.issues[0].path).toBe(path);
    expect((await call("GET", `/reward-milestone/stamp-card/${card.id}`)).json()).toEqual([milestone]);
  });

  describe("bad input", () => {
    it.each([
      ["a missing reward name", { rewardName: undefined }],
      ["a missing description", { rewardDescription: undefined }],
      ["a reward name that is too long", { rewardName: "x".repeat(121) }],
      ["an unknown reward type", { rewardType: "cash" }],
      ["an unknown milestone type", { milestoneType: "visits" }],
      ["0 stamps needed", { stampsNeeded: 0 }],
      ["stamps needed as text", { stampsNeeded: "5" }],
      ["a requirement of 0", { requirement: 0 }],
      ["a card id that is not a uuid", { stampCardId: "abc" }],
      ["an unknown field", { points: 4 }],
    ])("POST /reward-milestone answers 400 for %s and stores nothing", async (_case, input) => {
      const { call, createCard } = await signedInAdmin(testApp);
      const card = await createCard();
      const response = await call("POST", "/reward-milestone", { ...milestoneInput(card.id), ...input });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
      expect((await call("GET", `/reward-milestone/stamp-card/${card.id}`)).json()).toEqual([]);
    });

    it.each([
      ["a blank reward name", { rewardName: " " }],
      ["0 stamps needed", { stampsNeeded: 0 }],
      ["a changed card", { stampCardId: randomUUID() }],
    ])("PATCH /reward-milestone answers 400 for %s and changes nothing", async (_case, input) => {
      const { call, createCard, createMilestone } = await signedInAdmin(testApp);
      const card = await createCard();
      const milestone = await createMilestone(card.id);
      const response = await call("PATCH", `/reward-milestone/${milestone.id}`, input);
      expect(response.statusCode).toBe(400);
      expect((await call("GET", `/reward-milestone/stamp-card/${card.id}`)).json()).toEqual([milestone]);
    });
  });

  describe("lowering stamps required", () => {
    async function cardWithMilestones() {
      const admin = await signedInAdmin(testApp);
      const card = await admin.createCard({ stampsRequired: 10 });
      const low = await admin.createMilestone(card.id, { stampsNeeded: 3, requirement: 3 });
      const high = await admin.createMilestone(card.id, { stampsNeeded: 8, requirement: 8 });
      return { ...admin, card, low, high };
    }

    it("answers 409 LOWERING_NEEDS_CONFIRMATION listing them and changes nothing without confirmation", async () => {
      const { call, card, low, high } = await cardWithMilestones();
      const response = await call("PATCH", `/loyalty-card/stamp-cards/${card.id}`, { stampsRequired: 5 });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: "LOWERING_NEEDS_CONFIRMATION",
        lowering: {
          stampsRequired: 5,
          milestones: [{ id: high.id, rewardName: high.rewardName, stampsNeeded: 8 }],
          qrCodes: [],
          customersAtOrAbove: 0,
        },
      });
      const read = (await call("GET", `/loyalty-card/stamp-cards/${card.id}`)).json();
      expect(read.stampsRequired).toBe(10);
      expect(read.milestones).toEqual([low, high]);
    });

    it("deletes the milestones above the new total with confirmLowering", async () => {
      const { call, card, low } = await cardWithMilestones();
      const response = await call("PATCH", `/loyalty-card/stamp-cards/${card.id}`, {
        stampsRequired: 5,
        confirmLowering: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ stampsRequired: 5, milestones: [low] });
    });

    it("needs no confirmation when no milestone is above the new total", async () => {
      const { call, card, low, high } = await cardWithMilestones();
      const response = await call("PATCH", `/loyalty-card/stamp-cards/${card.id}`, { stampsRequired: 8 });
      expect(response.statusCode).toBe(200);
      expect(response.json().milestones).toEqual([low, high]);
    });
  });

  describe("tenancy and sessions", () => {
    it("answers 404 on every route for another organization's card, milestone and template, changing nothing", async () => {
      const theirs = await signedInAdmin(testApp);
      const card = await theirs.createCard();
      const milestone = await theirs.createMilestone(card.id);
      const mine = await signedInAdmin(testApp);

      for (const [method, url, payload] of [
        ["GET", `/loyalty-card/stamp-cards/${card.id}`, undefined],
        ["PATCH", `/loyalty-card/stamp-cards/${card.id}`, { name: "Taken" }],
        ["DELETE", `/loyalty-card/${card.id}`, undefined],
        ["PATCH", `/card-template/${card.id}`, { primaryColor: "#000000" }],
        ["PATCH", `/card-template/${card.template.id}`, { primaryColor: "#000000" }],
        ["POST", "/reward-milestone", milestoneInput(card.id)],
        ["GET", `/reward-milestone/stamp-card/${card.id}`, undefined],
        ["PATCH", `/reward-milestone/${milestone.id}`, { rewardName: "Taken" }],
        ["DELETE", `/reward-milestone/${milestone.id}`, undefined],
      ] as const) {
        const response = await mine.call(method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().error.code).toBe("NOT_FOUND");
        expect(response.body).not.toContain(card.name);
      }
      expect((await mine.call("GET", "/loyalty-card/stamp-cards")).json()).toEqual([]);
      const read = (await theirs.call("GET", `/loyalty-card/stamp-cards/${card.id}`)).json();
      expect(read).toEqual({ ...card, milestones: [milestone] });
    });

    it("answers 404 for an unknown milestone", async () => {
      const { call } = await signedInAdmin(testApp);
      expect((await call("PATCH", `/reward-milestone/${randomUUID()}`, { rewardName: "x" })).statusCode).toBe(
        404,
      );
      expect((await call("DELETE", `/reward-milestone/${randomUUID()}`)).statusCode).toBe(404);
      expect((await call("GET", `/reward-milestone/stamp-card/${randomUUID()}`)).statusCode).toBe(404);
    });

    it("answers 401 to every route without a session", async () => {
      const id = randomUUID();
      // Valid bodies: Fastify validates the body before the session guard runs.
      for (const [method, url, payload] of [
        ["POST", "/loyalty-card", { name: "n", description: "d", stampsRequired: 5 }],
        ["DELETE", `/loyalty-card/${id}`, undefined],
        ["GET", "/loyalty-card/stamp-cards", undefined],
        ["GET", `/loyalty-card/stamp-cards/${id}`, undefined],
        ["PATCH", `/loyalty-card/stamp-cards/${id}`, { name: "n" }],
        ["PATCH", `/card-template/${id}`, { font: "lato" }],
        ["POST", "/reward-milestone", milestoneInput(id)],
        ["GET", `/reward-milestone/stamp-card/${id}`, undefined],
        ["PATCH", `/reward-milestone/${id}`, { rewardName: "n" }],
        ["DELETE", `/reward-milestone/${id}`, undefined],
      ] as const) {
        const response = await testApp.app.inject({
          method,
          url: `/api${url}`,
          headers: { "x-organization-id": id, origin: "http://stampwise.test" },
          ...(payload && { payload }),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json().error.code).toBe("UNAUTHENTICATED");
      }
    });
  });
});
