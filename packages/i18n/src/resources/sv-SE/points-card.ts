import type { Resource } from "../en-US";

export const pointsCard = {
  title: "Poäng",
  from: "Från {{organization}}",
  balance: "Ditt saldo",
  level: {
    label: "Nivå",
    none: "Ingen nivå än",
    toNext: "{{points}} kvar till {{level}}",
    progressLabel: "På väg mot {{level}}",
    top: "Du har nått den högsta nivån.",
  },
  expiring_one: "{{points}} går ut den {{date}}",
  expiring_other: "{{points}} går ut den {{date}}",
  inactive:
    "{{organization}} har pausat programmet: inga nya poäng tjänas just nu. Ditt saldo finns kvar och kan fortfarande användas.",
  rewards: {
    title: "Belöningar",
    withinReach: "Kan lösas in",
    missing: "{{points}} kvar",
    hint: "Fråga i kassan om du vill lösa in dina poäng mot en belöning.",
  },
  history: {
    title: "Senaste händelser",
    earned: "Intjänat",
    spent: "Inlöst mot {{reward}}",
    spentWithoutReward: "Inlöst",
    addedByStore: "Justerat av butiken",
    correction: "Rättelse",
    expired: "Utgånget",
    imported: "Importerad",
  },
  amount_one: "{{amount}} {{one}}",
  amount_other: "{{amount}} {{other}}",
  loadFailed: "Dina poäng kunde inte hämtas.",
  retry: "Försök igen",
} as const satisfies Resource["pointsCard"];
