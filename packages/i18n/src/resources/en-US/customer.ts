/** The customer app: the shell, the cards, My QR and messages pages, and the redeem page a counter QR code opens. */
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
    preferences: "Marketing preferences",
    account: "Account",
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
    unreadMessages_one: "{{count}} unread message",
    unreadMessages_other: "{{count}} unread messages",
  },
  offline: {
    badge: "Offline",
    description: "You are offline. Your QR code still works; cards update when you are back online.",
  },
  wallet: {
    addTo: "Add to",
    addToAppleLabel: "Add {{card}} to Apple Wallet",
    addToGoogleLabel: "Add {{card}} to Google Wallet",
    googleFailed: {
      title: "Google Wallet could not be reached",
      description: "Your card was not added. Try again in a moment.",
    },
  },
  cards: {
    documentTitle: "My cards · Stampwise",
    title: "My cards",
    emptyTitle: "No loyalty cards yet",
    emptyDescription:
      "Scan the QR code a store shows you, or show your own QR code at the counter, and your first stamp puts the card here.",
    showQr: "Show my QR code",
    loading: "Loading your cards...",
    loadFailed: {
      title: "Your cards could not be loaded",
      description: "Check your connection and try again.",
      retry: "Try again",
    },
    organization: "From {{organization}}",
    rewardsTitle: "Ready to collect",
    rewardCount: "× {{count}}",
    rewardsHint: "Show this at the counter and the staff will hand over your reward.",
    retired:
      "{{organization}} has ended this card. It takes no new stamps; rewards waiting here can still be collected.",
  },
} as const;
