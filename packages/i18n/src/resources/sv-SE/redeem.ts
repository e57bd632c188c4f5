import type { Resource } from "../en-US";

export const redeem = {
  documentTitle: "Samla stämplar · Stampwise",
  loading: "Hämtar QR-koden...",
  welcome: {
    eyebrow: "Välkommen!",
    title: "{{admin}} på {{organization}} har en stämpel till dig",
    card: "Stämpelkort: {{card}}",
    stamps_one: "Koden ger dig {{count}} stämpel.",
    stamps_other: "Koden ger dig {{count}} stämplar.",
    signedOut: "Logga in eller skapa ett gratis konto för att samla den. Du kommer direkt tillbaka hit.",
    logIn: "Logga in",
    signUp: "Skapa konto",
    collect_one: "Samla {{count}} stämpel",
    collect_other: "Samla {{count}} stämplar",
    collecting: "Samlar...",
    signedInAs: "Inloggad som {{email}}",
    notYou: "Inte du? Logga ut",
  },
  adminAccount: {
    title: "Stämplar går till kundkonton",
    description:
      "Du är inloggad som {{email}}, ett administratörskonto. Logga ut och logga in med ditt kundkonto för att samla stämpeln.",
    logOut: "Logga ut och fortsätt",
  },
  success: {
    title_one: "Du samlade {{count}} stämpel!",
    title_other: "Du samlade {{count}} stämplar!",
    description_one: "{{organization}} har lagt till den på ditt kort ”{{card}}”.",
    description_other: "{{organization}} har lagt till dem på ditt kort ”{{card}}”.",
    cardLoading: "Hämtar ditt kort...",
    cardUnavailable: "Dina stämplar är sparade. Öppna dina kort för att se dem.",
    allCards: "Se alla mina kort",
  },
  problem: {
    help: "QR-koden kan ha gått ut eller vara ogiltig: skanna igen eller kontakta butiken.",
    goBack: "Gå tillbaka",
    goHome: "Till startsidan",
    retry: "Försök igen",
    waitSeconds_one: "Försök igen om {{count}} sekund.",
    waitSeconds_other: "Försök igen om {{count}} sekunder.",
    waitMinutes_one: "Försök igen om {{count}} minut.",
    waitMinutes_other: "Försök igen om {{count}} minuter.",
    missingId: {
      title: "Ingen QR-kod angiven",
      description: "Adressen pekar inte ut någon QR-kod.",
    },
    unknown: {
      title: "QR-koden hittades inte",
      description: "Vi kunde inte hitta den här QR-koden.",
    },
    expired: {
      title: "QR-koden har gått ut",
      description: "Koder som visas i kassan gäller i 5 minuter. Be butiken om en ny.",
    },
    used: {
      title: "QR-koden är redan använd",
      description: "Varje kod kan användas en gång. Be butiken visa en ny.",
    },
    offerEnded: {
      title: "Erbjudandet har upphört",
      description: "Butiken erbjuder inte längre det här stämpelkortet, så dess QR-koder ger inga stämplar.",
    },
    fetchOffline: {
      title: "Kunde inte hämta QR-koden",
      description: "Vi nådde inte servern. Kontrollera din internetanslutning och försök igen.",
    },
    fetchFailed: {
      title: "Kunde inte hämta QR-koden",
      description: "Något gick fel hos oss. Försök igen om en stund.",
    },
    redeemOffline: {
      title: "Kunde inte lösa in stämpelkortet",
      description:
        "Vi nådde inte servern, så dina stämplar lades inte till. Kontrollera din internetanslutning och försök igen.",
    },
    redeemFailed: {
      title: "Kunde inte lösa in stämpelkortet",
      description: "Något gick fel hos oss och dina stämplar lades inte till. Försök igen om en stund.",
    },
    tooSoon: {
      title: "Du samlade nyss en stämpel",
      description: "Vänta en stund innan du samlar nästa och skanna sedan igen.",
    },
    hourlyCap: {
      title: "Gränsen för stämplar är nådd",
      description:
        "Du har samlat så många stämplar som tillåts på det här kortet just nu. Försök igen senare.",
    },
  },
  points: {
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
  pointsProblem: {
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
} as const satisfies Resource["redeem"];
