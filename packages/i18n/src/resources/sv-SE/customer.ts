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
  cards: {
    documentTitle: "Mina kort · Stampwise",
    title: "Mina kort",
    emptyTitle: "Inga lojalitetskort än",
    emptyDescription:
      "Visa din QR-kod i kassan, eller skanna koden som butiken visar, för att samla din första stämpel. Dina kort visas här.",
    showQr: "Visa min QR-kod",
  },
  myQr: {
    documentTitle: "Min QR-kod · Stampwise",
    title: "Min QR-kod",
    intro:
      "Din personliga QR-kod visar butiken vem du är. Visa den i kassan så kan personalen lägga till stämplar och poäng på dina kort, utan att du behöver skriva något.",
    emptyTitle: "Din QR-kod är på väg",
    emptyDescription:
      "Vi håller fortfarande på att införa personliga koder i appen. Tills dess kan du skanna koden som butiken visar för att samla stämplar.",
    toCards: "Se mina kort",
  },
  messages: {
    documentTitle: "Meddelanden · Stampwise",
    title: "Meddelanden",
    emptyTitle: "Inga meddelanden än",
    emptyDescription: "Erbjudanden och nyheter från ställena där du samlar stämplar visas här.",
  },
} as const satisfies Resource["customer"];
