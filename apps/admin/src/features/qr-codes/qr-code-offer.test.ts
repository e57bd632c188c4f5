import { describe, expect, it } from "vitest";
import { offerOf } from "./qr-code-offer";

const createdAt = "2026-01-01T10:00:00.000Z";
const stampCode = {
  id: "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
  type: "stamp" as const,
  description: "Coffee",
  stampCardId: "5b7c1a52-8d3f-4c0e-9a1b-2c3d4e5f6a7b",
  stamps: 2,
  createdAt,
};
const pointsCode = {
  id: "b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e",
  type: "points" as const,
  description: "Beans",
  points: 25,
  createdAt,
};
const cardName = (id: string) => (id === stampCode.stampCardId ? "Coffee card" : undefined);

describe("offerOf", () => {
  it("gives a stamp code's stamps on its card, and no name once the card is gone", () => {
    expect(offerOf(stampCode, { cardName, program: null })).toEqual({
      type: "stamp",
      count: 2,
      name: "Coffee card",
    });
    expect(offerOf(stampCode, { cardName: () => undefined, program: null }).name).toBeUndefined();
  });

  it("gives a points code's points in the program, and tells whether the program earns now", () => {
    expect(offerOf(pointsCode, { cardName, program: { name: "Bean points", active: false } })).toEqual({
      type: "points",
      count: 25,
      name: "Bean points",
      programActive: false,
    });
    expect(offerOf(pointsCode, { cardName, program: null })).toMatchObject({ name: undefined });
  });
});
