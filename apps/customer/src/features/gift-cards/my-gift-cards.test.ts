import type { HeldGiftCard } from "@stampwise/contract";
import { describe, expect, it } from "vitest";
import { applyGiftPosting } from "./my-gift-cards";

const card = (id: string, balance: number): HeldGiftCard => ({
  id,
  giftCardId: "00000000-0000-4000-8000-000000000001",
  userId: "00000000-0000-4000-8000-000000000002",
  name: "Gift card 500 kr",
  description: "",
  currency: "SEK",
  code: "ABCDEFGHJKLM",
  balance,
  initialBalance: 50_000,
  issuedAt: "2026-11-24T10:00:00.000Z",
  organization: { id: "00000000-0000-4000-8000-000000000003", name: "Demo Café" },
});

describe("applyGiftPosting", () => {
  it("sets the balance of the card the posting names, leaving the others", () => {
    const cards = [card("a", 50_000), card("b", 10_000)];
    const updated = applyGiftPosting(cards, { instanceId: "b", stamps: 2_500 });
    expect(updated?.map((one) => one.balance)).toEqual([50_000, 2_500]);
    expect(cards[1]?.balance).toBe(10_000);
  });

  it("answers undefined for a card it does not hold, or a removed one, so the list is read again", () => {
    expect(applyGiftPosting([card("a", 1)], { instanceId: "new", stamps: 50_000 })).toBeUndefined();
    expect(applyGiftPosting([card("a", 1)], { instanceId: "a", stamps: null })).toBeUndefined();
  });
});
