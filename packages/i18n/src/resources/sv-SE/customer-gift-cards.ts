import type { Resource } from "../en-US";

export const customerGiftCards = {
  title: "Presentkort",
  from: "Från {{organization}}",
  balance: "Saldo",
  of: "av {{initial}}",
  spent: "Förbrukat",
  showCode: "Visa koden",
  hideCode: "Dölj koden",
  showCodeNamed: "Visa koden för {{name}} från {{organization}}",
  hideCodeNamed: "Dölj koden för {{name}} från {{organization}}",
  codeLabel: "Presentkortskod {{code}}",
  codeHint: "Visa koden i kassan för att betala med kortet.",
  loadFailed: "Det gick inte att läsa in dina presentkort.",
  retry: "Försök igen",
} as const satisfies Resource["customerGiftCards"];
