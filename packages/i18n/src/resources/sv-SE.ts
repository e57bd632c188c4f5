import type { Resource } from "./en-US";

// `satisfies` rejects both a missing and an extra key at compile time.
export const svSE = {
  common: {
    productName: "Stampwise",
    language: "Språk",
  },
  admin: {
    documentTitle: "Stampwise — digital lojalitet för småföretag",
    pitch:
      "Digital lojalitet för småföretag: stämpelkort, poäng och presentkort, insamlade med en QR-kod vid kassan.",
    openCustomerApp: "Öppna kundappen",
  },
  customer: {
    documentTitle: "Stampwise — dina lojalitetskort",
    description:
      "Ha dina lojalitetskort i mobilen och visa din personliga QR-kod vid kassan för att samla stämplar och poäng.",
  },
} as const satisfies Resource;
