import type { QrInstance } from "@stampwise/contract";
import { createI18n, type Language, resources } from "@stampwise/i18n";
import { describe, expect, it } from "vitest";
import { collectLabel } from "./redeem-offer";

const code = (overrides: Partial<QrInstance>): QrInstance => ({
  instanceId: "00000000-0000-4000-8000-000000000001",
  organizationName: "Demo Café",
  adminFirstName: "Alva",
  type: "stamp",
  stampCardName: "Coffee card",
  stamps: 2,
  points: null,
  pointsName: null,
  expiresAt: "2026-11-24T10:05:00.000Z",
  status: "available",
  ...overrides,
});

const tIn = (language: Language) => {
  const i18n = createI18n(language);
  i18n.addSection(language, "customer", resources[language].customer);
  i18n.addSection(language, "redeem", resources[language].redeem);
  i18n.addSection(language, "pointsCard", resources[language].pointsCard);
  return i18n.t;
};

describe("collectLabel", () => {
  it("offers a points code's points by the program's name, in either language", () => {
    const beans = code({
      type: "points",
      stamps: 0,
      points: 25,
      pointsName: "bean",
      stampCardName: "Bean points",
    });
    expect(collectLabel(tIn("en-US"), "en-US", beans)).toBe("Collect 25 beans");
    expect(collectLabel(tIn("sv-SE"), "sv-SE", { ...beans, pointsName: "böna" })).toBe("Samla 25 bönor");
    expect(collectLabel(tIn("en-US"), "en-US", { ...beans, points: 1 })).toBe("Collect 1 bean");
  });

  it("falls back to points for a code that does not name them, and keeps stamps for a stamp code", () => {
    const unnamed = code({ type: "points", stamps: 0, points: 5 });
    expect(collectLabel(tIn("en-US"), "en-US", unnamed)).toBe("Collect 5 points");
    expect(collectLabel(tIn("sv-SE"), "sv-SE", unnamed)).toBe("Samla 5 poäng");
    expect(collectLabel(tIn("en-US"), "en-US", code({}))).toBe("Collect 2 stamps");
  });
});
