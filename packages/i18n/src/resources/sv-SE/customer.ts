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
    preferences: "Marknadsföringsval",
    account: "Konto",
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
    unreadMessages_one: "{{count}} oläst meddelande",
    unreadMessages_other: "{{count}} olästa meddelanden",
  },
  offline: {
    badge: "Ej ansluten",
    description: "Du är offline. Din QR-kod fungerar ändå; korten uppdateras när du är online igen.",
  },
  wallet: {
    addTo: "Lägg till i",
    addToAppleLabel: "Lägg till {{card}} i Apple Wallet",
    addToGoogleLabel: "Lägg till {{card}} i Google Wallet",
    googleFailed: {
      title: "Google Wallet gick inte att nå",
      description: "Kortet lades inte till. Försök igen om en stund.",
    },
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
} as const satisfies Resource["customer"];
