/** The customer app's signed-in screens: the shell around them and the cards, QR and messages pages. */
export const customer = {
  guard: {
    checking: "Checking your sign-in...",
  },
  adminAccount: {
    title: "This app is for customers",
    description:
      "You are signed in as {{email}}, an admin account. Customers use this app to carry their loyalty cards; your business is managed in the admin area.",
    toAdmin: "Go to the admin area",
  },
  shell: {
    home: "Stampwise, go to your cards",
    openMenu: "Account menu",
    navigation: "Main",
    logOut: "Log out",
    loggingOut: "Logging out...",
    routeError: {
      title: "This page could not be shown",
      description: "Something went wrong while loading it. Try again, or go back to your cards.",
      retry: "Try again",
      toCards: "Go to my cards",
    },
  },
  nav: {
    cards: "Cards",
    myQr: "My QR",
    messages: "Messages",
  },
  cards: {
    documentTitle: "My cards · Stampwise",
    title: "My cards",
    emptyTitle: "No loyalty cards yet",
    emptyDescription:
      "Show your QR code at the counter, or scan the code a store shows you, to collect your first stamp. Your cards appear here.",
    showQr: "Show my QR code",
  },
  myQr: {
    documentTitle: "My QR code · Stampwise",
    title: "My QR code",
    intro:
      "Your personal QR code tells a store who you are. Show it at the counter and the staff can add stamps and points to your cards, without you typing anything.",
    emptyTitle: "Your QR code is on its way",
    emptyDescription:
      "We are still setting up personal codes in the app. Until then, scan the code a store shows you to collect stamps.",
    toCards: "See my cards",
  },
  messages: {
    documentTitle: "Messages · Stampwise",
    title: "Messages",
    emptyTitle: "No messages yet",
    emptyDescription: "Offers and news from the places where you collect stamps will show up here.",
  },
} as const;
