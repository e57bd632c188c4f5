/** The customer's marketing preferences and the unsubscribe page an email links to. */
export const customerAccount = {
  preferences: {
    documentTitle: "Marketing preferences · Stampwise",
    title: "Marketing preferences",
    description:
      "Choose which places may send you news and offers, and how. Messages in the app always reach you. You can change this at any time.",
    loading: "Loading your preferences...",
    emptyTitle: "No places yet",
    emptyDescription: "Once you collect at a place, you can choose here whether it may send you news.",
    channel: {
      email: "News by email",
      sms: "News by SMS",
    },
    onSince: "On since {{date}}.",
    offSince: "Off since {{date}}.",
    neverGiven: "Off. You have not said yes.",
    smsNeedsPhone: "Texts go only to a confirmed phone number.",
    loadFailed: {
      title: "Your preferences could not be loaded",
      description: "Check your connection and try again.",
      retry: "Try again",
    },
    saveFailed: {
      title: "Your choice was not saved",
      description: "Check your connection and try again.",
    },
  },
  unsubscribe: {
    documentTitle: "Unsubscribe · Stampwise",
    working: "Saving your choice...",
    channel: {
      email: "by email",
      sms: "by SMS",
    },
    unsubscribed: {
      title: "You are unsubscribed",
      description: "{{organization}} will no longer send you news {{channel}}.",
      inApp: "Your cards and points are unchanged, and messages in the app still reach you.",
      undo: "Undo: keep getting news",
    },
    subscribed: {
      title: "You are subscribed again",
      description: "{{organization}} will send you news {{channel}} again.",
      unsubscribe: "Unsubscribe",
    },
    invalid: {
      title: "This link does not work",
      description:
        "It may have been copied incompletely. Open the link in the email again, or change your choices in the app.",
    },
    failed: {
      title: "Your choice could not be saved",
      description: "Check your connection and try again.",
      retry: "Try again",
    },
  },
} as const;
