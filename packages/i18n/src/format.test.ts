import { describe, expect, it } from "vitest";
import { formatDate, formatKronor, formatMoney, formatNumber } from "./format";

// Intl separates Swedish thousands with a no-break space; compare with plain spaces for reading.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatKronor", () => {
  it("writes whole kronor the Swedish way", () => {
    expect(plain(formatKronor(399, "sv-SE"))).toBe("399 kr");
    expect(plain(formatKronor(1000, "sv-SE"))).toBe("1 000 kr");
  });

  it("names the currency in English", () => {
    expect(plain(formatKronor(999, "en-US"))).toBe("SEK 999");
  });

  it("keeps öre when the amount has them", () => {
    expect(plain(formatKronor(4315.5, "sv-SE"))).toBe("4 315,50 kr");
  });
});

describe("formatMoney", () => {
  it("reads minor units in the card's currency, decimals only when there are some", () => {
    expect(plain(formatMoney(50_000, "SEK", "sv-SE"))).toBe("500 kr");
    expect(plain(formatMoney(12_050, "SEK", "sv-SE"))).toBe("120,50 kr");
    expect(plain(formatMoney(12_050, "SEK", "en-US"))).toBe("SEK 120.50");
    expect(plain(formatMoney(999, "EUR", "en-US"))).toBe("€9.99");
    expect(plain(formatMoney(0, "SEK", "sv-SE"))).toBe("0 kr");
  });
});

describe("formatNumber and formatDate", () => {
  it("group thousands and name months in the active language", () => {
    expect(plain(formatNumber(12500, "sv-SE"))).toBe("12 500");
    expect(formatNumber(12500, "en-US")).toBe("12,500");
    expect(formatDate("2026-11-21T12:00:00Z", "sv-SE")).toBe("21 november 2026");
    expect(formatDate("2026-11-21T12:00:00Z", "en-US")).toBe("November 21, 2026");
  });
});
