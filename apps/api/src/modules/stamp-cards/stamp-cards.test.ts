import { randomUUID } from "node:crypto";
import { DEFAULT_CARD_TEMPLATE } from "@stampwise/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { signedInAdmin } from "./stamp-cards.test-helpers";

describe("stamp card routes", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it("creates a stamp card with the default template, no milestones and no customers", async () => {
    const { call } = await signedInAdmin(testApp);
    const response = await call("POST", "/loyalty-card", {
      name: "  Coffee card ",
      description: " Tenth coffee free ",
      stampsRequired: 10,
    });
    expect(response.statusCode).toBe(201);
    const card = response.json();
    expect(card).toMatchObject({
      name: "Coffee card",
      description: "Tenth coffee free",
      stampsRequired: 10,
      customers: 0,
      qrCodes: 0,
      milestones: [],
      template: { ...DEFAULT_CARD_TEMPLATE, stampCardId: card.id },
    });
    const read = await call("GET", `/loyalty-card/stamp-cards/${card.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(card);
  });

  it("lists the organization's stamp cards newest first with customers and created", async () => {
    const { call, createCard } = await signedInAdmin(testApp);
    const first = await createCard({ name: "First" });
    const second = await createCard({ name: "Second" });
    const response = await call("GET", "/loyalty-card/stamp-cards");
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((card: { id: string }) => card.id)).toEqual([second.id, first.id]);
    expect(list[0]).toEqual({
      id: second.id,
      name: "Second",
      description: second.description,
      stampsRequired: 10,
      customers: 0,
      qrCodes: 0,
      createdAt: second.createdAt,
    });
  });

  it("updates name, description and stamps required", async () => {
    const { call, createCard } = await signedInAdmin(testApp);
    const card = await createCard();
    const response = await call("PATCH", `/loyalty-card/stamp-cards/${card.id}`, {
      name: "Tea card",
      stampsRequired: 12,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: "Tea card",
      description: card.description,
      stampsRequired: 12,
    });
  });

  it("deletes a card: it leaves the list and answers 404 afterwards", async () => {
    const { call, createCard } = await signedInAdmin(testApp);
    const card = await createCard();
    const response = await call("DELETE", `/loyalty-card/${card.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect((await call("GET", "/loyalty-card/stamp-cards")).json()).toEqual([]);
    expect((await call("GET", `/loyalty-card/stamp-cards/${card.id}`)).statusCode).toBe(404);
    expect((await call("DELETE", `/loyalty-card/${card.id}`)).statusCode).toBe(404);
  });

  it("updates the template by card id and keeps the other fields", async () => {
    const { call, createCard } = await signedInAdmin(testApp);
    const card = await createCard();
    const response = await call("PATCH", `/card-template/${card.id}`, {
      primaryColor: "#112233",
      backgroundType: "image",
      backgroundImageUrl: "https://cdn.example.com/bg.png",
      pattern: "dots",
      font: "open_sans",
      stampSize: 64,
      showProgressBar: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...DEFAULT_CARD_TEMPLATE,
      id: card.template.id,
      stampCardId: card.id,
      primaryColor: "#112233",
      backgroundType: "image",
      backgroundImageUrl: "https://cdn.example.com/bg.png",
      pattern: "dots",
      font: "open_sans",
      stampSize: 64,
      showProgressBar: false,
    });
    const read = await call("GET", `/loyalty-card/stamp-cards/${card.id}`);
    expect(read.json().template).toEqual(response.json());
  });

  it("answers 404 for an unknown card on every card route", async () => {
    const { call } = await signedInAdmin(testApp);
    const id = randomUUID();
    for (const [method, url, payload] of [
      ["GET", `/loyalty-card/stamp-cards/${id}`, undefined],
      ["PATCH", `/loyalty-card/stamp-cards/${id}`, { name: "x" }],
      ["DELETE", `/loyalty-card/${id}`, undefined],
      ["PATCH", `/card-template/${id}`, { primaryColor: "#000000" }],
    ] as const) {
      const response = await call(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
  });

  describe("bad input", () => {
    const validCard = { name: "Coffee card", description: "Tenth free", stampsRequired: 10 };
    it.each([
      ["a missing name", { description: "d", stampsRequired: 10 }],
      ["a missing description", { name: "n", stampsRequired: 10 }],
      ["missing stamps required", { name: "n", description: "d" }],
      ["a blank name", { ...validCard, name: "   " }],
      ["a name that is too long", { ...validCard, name: "x".repeat(121) }],
      ["a description that is too long", { ...validCard, description: "x".repeat(1001) }],
      ["a name that is not a string", { ...validCard, name: 42 }],
      ["0 stamps", { ...validCard, stampsRequired: 0 }],
      ["26 stamps", { ...validCard, stampsRequired: 26 }],
      ["a fraction of a stamp", { ...validCard, stampsRequired: 2.5 }],
      ["stamps as text", { ...validCard, stampsRequired: "10" }],
      ["an unknown field", { ...validCard, kind: "gift" }],
    ])("POST /loyalty-card answers 400 for %s and stores nothing", async (_case, payload) => {
      const { call } = await signedInAdmin(testApp);
      const response = await call("POST", "/loyalty-card", payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
      expect((await call("GET", "/loyalty-card/stamp-cards")).json()).toEqual([]);
    });

    it.each([
      ["a blank name", { name: "" }],
      ["a name that is too long", { name: "x".repeat(121) }],
      ["0 stamps", { stampsRequired: 0 }],
      ["26 stamps", { stampsRequired: 26 }],
      ["stamps as text", { stampsRequired: "five" }],
      ["an unknown field", { customers: 5 }],
    ])("PATCH /loyalty-card/stamp-cards answers 400 for %s and changes nothing", async (_case, payload) => {
      const { call, createCard } = await signedInAdmin(testApp);
      const card = await createCard();
      const response = await call("PATCH", `/loyalty-card/stamp-cards/${card.id}`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
      expect((await call("GET", `/loyalty-card/stamp-cards/${card.id}`)).json()).toEqual(card);
    });

    it.each([
      ["a color without #", { primaryColor: "112233" }],
      ["a short color", { titleColor: "#fff" }],
      ["a color name", { stampColor: "red" }],
      ["a null required color", { subtitleColor: null }],
      ["a relative URL", { logoUrl: "/logo.png" }],
      ["a javascript URL", { customIconUrl: "javascript:alert(1)" }],
      ["a URL that is not text", { backgroundImageUrl: 42 }],
      ["an unknown font", { font: "comic_sans" }],
      ["an unknown pattern", { pattern: "stripes" }],
      ["a stamp size that is too small", { stampSize: 0 }],
      ["a stamp size that is too large", { stampSize: 500 }],
      ["a boolean as text", { animationsEnabled: "yes" }],
      ["an unknown field", { cardId: randomUUID() }],
    ])("PATCH /card-template answers 400 for %s and changes nothing", async (_case, payload) => {
      const { call, createCard } = await signedInAdmin(testApp);
      const card = await createCard();
      const response = await call("PATCH", `/card-template/${card.id}`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
      expect((await call("GET", `/loyalty-card/stamp-cards/${card.id}`)).json().template).toEqual(
        card.template,
      );
    });

    it("answers 400 for an id that is not a uuid", async () => {
      const { call } = await signedInAdmin(testApp);
      const response = await call("GET", "/loyalty-card/stamp-cards/not-a-uuid");
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
    });
  });
});
