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
  messages: {
    documentTitle: "Meddelanden · Stampwise",
    title: "Meddelanden",
    emptyTitle: "Inga meddelanden än",
    emptyDescription: "Erbjudanden och nyheter från ställena där du samlar stämplar visas här.",
    loading: "Hämtar dina meddelanden...",
    unread: "oläst",
    unreadCount_one: "{{count}} oläst meddelande",
    unreadCount_other: "{{count}} olästa meddelanden",
    loadFailed: {
      title: "Dina meddelanden kunde inte hämtas",
      description: "Kontrollera anslutningen och försök igen.",
      retry: "Försök igen",
    },
  },
} as const satisfies Resource["customer"];
