import type { Resource } from "../en-US";

export const customer = {
  guard: {
    checking: "Kontrollerar din inloggning...",
  },
  adminAccount: {
    title: "Den här appen är för kunder",
    description:
      "Du är inloggad som {{email}}, ett administratörskonto. Kunder använder appen för sina lojalitetskort; ditt företag hanterar du i administrationen.",
    toAdmin: "Gå till administrationen",
  },
  shell: {
    home: "Stampwise, gå till dina kort",
    openMenu: "Kontomeny",
    navigation: "Huvudmeny",
    logOut: "Logga ut",
    loggingOut: "Loggar ut...",
    routeError: {
      title: "Sidan kunde inte visas",
      description: "Något gick fel när den skulle laddas. Försök igen eller gå tillbaka till dina kort.",
      retry: "Försök igen",
      toCards: "Gå till mina kort",
    },
  },
  nav: {
    cards: "Kort",
    myQr: "Min QR",
    messages: "Meddelanden",
  },
  offline: {
    badge: "Ej ansluten",
    description: "Du är offline. Din QR-kod fungerar ändå; korten uppdateras när du är online igen.",
  },
  cards: {
    documentTitle: "Mina kort · Stampwise",
    title: "Mina kort",
    emptyTitle: "Inga lojalitetskort än",
    emptyDescription:
      "Skanna QR-koden som butiken visar, eller visa din egen QR-kod i kassan, så hamnar kortet här med din första stämpel.",
    showQr: "Visa min QR-kod",
    loading: "Hämtar dina kort...",
    loadFailed: {
      title: "Dina kort kunde inte hämtas",
      description: "Kontrollera din anslutning och försök igen.",
      retry: "Försök igen",
    },
    organization: "Från {{organization}}",
    rewardsTitle: "Redo att hämtas",
    rewardCount: "{{count}} st",
    rewardsHint: "Visa detta i kassan så lämnar personalen ut din belöning.",
    retired:
      "{{organization}} har avslutat det här kortet. Det tar inte emot fler stämplar; belöningar som väntar här kan fortfarande hämtas.",
  },
  myQr: {
    documentTitle: "Min QR-kod · Stampwise",
    title: "Min QR-kod",
    intro: "Visa koden i kassan: personalen skannar den för att lägga till stämplar på dina kort.",
    codeLabel: "Din personliga QR-kod",
    countdown_one: "Ny kod om {{count}} sekund",
    countdown_other: "Ny kod om {{count}} sekunder",
    brightnessHint: "Skruva upp skärmens ljusstyrka så skannas koden direkt.",
    keptAwake: "Skärmen hålls tänd medan koden visas.",
    loading: "Förbereder din kod...",
    loadFailed: {
      title: "Din kod kunde inte förberedas",
      description:
        "Anslut till internet en gång så att appen kan hämta din kod. Därefter fungerar den även offline.",
      retry: "Försök igen",
    },
    unsupported: {
      title: "Den här webbläsaren kan inte visa din kod",
      description:
        "Koden räknas fram i telefonen, vilket kräver en säker (https) anslutning. Öppna appen via dess https-adress.",
    },
    toCards: "Se mina kort",
  },
  redeem: {
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
        description:
          "Butiken erbjuder inte längre det här stämpelkortet, så dess QR-koder ger inga stämplar.",
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
  },
  messages: {
    documentTitle: "Meddelanden · Stampwise",
    title: "Meddelanden",
    emptyTitle: "Inga meddelanden än",
    emptyDescription: "Erbjudanden och nyheter från ställena där du samlar stämplar visas här.",
  },
} as const satisfies Resource["customer"];
