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
    spent: "Inlöst mot {{note}}",
    spentWithoutNote: "Inlöst",
    adjusted: "Justerat: {{note}}",
    adjustedWithoutNote: "Justerat",
    expired: "Utgånget",
  },
  amount_one: "{{amount}} {{one}}",
  amount_other: "{{amount}} {{other}}",
  redeem: {
    documentTitle: "Samla poäng · Stampwise",
    title: "{{admin}} på {{organization}} har {{points}} till dig",
    program: "Lojalitetsprogram: {{program}}",
    gives: "Koden ger dig {{points}}.",
    collect: "Samla {{points}}",
    adminAccountTitle: "Poäng går till kundkonton",
    adminAccountDescription:
      "Du är inloggad som {{email}}, ett administratörskonto. Logga ut och logga in med ditt kundkonto för att samla poängen.",
    successTitle: "Du samlade {{points}}!",
    successDescription_one: "{{organization}} har lagt till den i ”{{program}}”.",
    successDescription_other: "{{organization}} har lagt till dem i ”{{program}}”.",
    balance: "Nu har du {{points}}.",
    allCards: "Se mina poäng och kort",
    defaultName: "poäng",
  },
  redeemProblem: {
    offerEnded: {
      title: "Erbjudandet har upphört",
      description: "Butiken ger inte längre poäng med den här koden.",
    },
    programInactive: {
      title: "Lojalitetsprogrammet är pausat",
      description:
        "Butiken delar inte ut nya poäng just nu, så koden ger inga. Poängen du redan har finns kvar.",
    },
    redeemOffline: {
      title: "Kunde inte samla poängen",
      description:
        "Vi nådde inte servern, så dina poäng lades inte till. Kontrollera din internetanslutning och försök igen.",
    },
    redeemFailed: {
      title: "Kunde inte samla poängen",
      description: "Något gick fel hos oss och dina poäng lades inte till. Försök igen om en stund.",
    },
    tooSoon: {
      title: "Du samlade nyss poäng",
      description: "Vänta en stund innan du samlar igen och skanna sedan igen.",
    },
    hourlyCap: {
      title: "Gränsen är nådd för nu",
      description: "Du har samlat så ofta som tillåts hos den här butiken just nu. Försök igen senare.",
    },
  },
  loadFailed: "Dina poäng kunde inte hämtas.",
  retry: "Försök igen",
} as const satisfies Resource["pointsCard"];
