/** The admin area around every page: sidebar, header with breadcrumbs, user menu, organizations. */
export const shell = {
  loadingArea: "Loading the admin area",
  skipToContent: "Skip to main content",
  navigation: {
    label: "Admin navigation",
    groups: {
      core: "Core",
      insights: "Insights",
      communications: "Communications",
      loyalty: "Loyalty",
      settings: "Settings",
    },
    items: {
      dashboard: "Dashboard",
      users: "Users",
      qrCodes: "QR codes",
      insights: "Insights",
      communications: "Communications",
      loyaltyCards: "Loyalty cards",
      stampCards: "Stamp cards",
      pointsCards: "Points cards",
      giftCards: "Gift cards",
      loyaltyProgram: "Loyalty program",
      program: "Program",
      levels: "Levels",
      settings: "Settings",
      general: "General",
      administrators: "Administrators",
    },
  },
  breadcrumbs: {
    segments: {
      admin: "Admin",
      dashboard: "Dashboard",
      users: "Users",
      "user-profile": "User profile",
      "qr-codes": "QR codes",
      insights: "Insights",
      communications: "Communications",
      communication: "Communication",
      edit: "Edit",
      statistics: "Statistics",
      "loyalty-cards": "Loyalty cards",
      "stamp-cards": "Stamp cards",
      "stamp-card": "Stamp card",
      "gift-cards": "Gift cards",
      "points-cards": "Points cards",
      "loyalty-program": "Loyalty program",
      levels: "Levels",
      settings: "Settings",
      general: "General",
      contact: "Contact",
      "counter-rules": "Counter rules",
      administrators: "Administrators",
      "coming-soon": "Coming soon",
    },
  },
  userMenu: {
    /** Read before the name and email the button shows: its name holds what it shows. */
    open: "Open the user menu for",
    logOut: "Log out",
    loggingOut: "Logging out...",
    logoutFailed: {
      title: "Logout failed",
      description: "You are signed out on this device. The server could not be reached to end the session.",
    },
  },
  organizations: {
    label: "Organizations",
    /** Read before the name and email the button shows: its name holds what it shows. */
    open: "Switch organization, current:",
    noEmail: "No email set",
    add: "Add organization",
    addDescription:
      "Start another organization, for example a second shop. You become its owner and can switch between them at any time.",
    name: "Organization name",
    create: "Create organization",
    created: {
      title: "Organization created",
      description: "You are now working in {{name}}.",
    },
    createFailed: {
      title: "Could not create the organization",
      description: "Please try again.",
    },
    createTooOften: {
      title: "Too many new organizations in an hour",
    },
    limitReached: {
      title: "You own as many organizations as an account can",
      description:
        "To start another one, hand one you no longer run over to another owner and leave it, or contact Stampwise.",
    },
    switched: {
      title: "Organization switched",
      description: "You are now working in {{name}}.",
    },
  },
} as const;
