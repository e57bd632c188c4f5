/** The customer's marketing preferences and the unsubscribe page an email links to. */
export const customerAccount = {
  account: {
    documentTitle: "Account · Stampwise",
    title: "Account",
    names: {
      title: "Your name",
      firstName: "First name",
      lastName: "Last name",
      save: "Save name",
      saving: "Saving...",
      saved: "Your name is saved",
      saveFailed: {
        title: "Your name was not saved",
        description: "Check your connection and try again.",
      },
    },
    phone: {
      title: "Phone number",
      description:
        "Staff can find you by your number at the counter, and news by SMS reaches you only at a confirmed number.",
      loadFailed: "Your phone number could not be loaded. Check your connection and reload the page.",
      number: "Phone number",
      numberHint: "With the country code, for example +46 70 123 45 67.",
      send: "Send code",
      sending: "Sending...",
      cancel: "Cancel",
      codeSent: "We sent a six-digit code by SMS to {{number}}. It works for 10 minutes.",
      code: "Code",
      confirm: "Confirm number",
      resend: "Send a new code",
      otherNumber: "Use another number",
      codeInvalid: "The code is wrong or has expired. Check it, or send a new code.",
      tooManyCodes_one:
        "No more codes can be sent right now: too many were asked for. Try again in {{count}} minute.",
      tooManyCodes_other:
        "No more codes can be sent right now: too many were asked for. Try again in {{count}} minutes.",
      confirmed: "Confirmed",
      change: "Change number",
      remove: "Remove number",
      sendFailed: {
        title: "The code was not sent",
        description: "Check the number and your connection, then try again.",
      },
      confirmFailed: {
        title: "The number was not confirmed",
        description: "Check your connection and try again.",
      },
      unavailable: {
        title: "No code can be sent",
        description:
          "This service cannot send text messages at the moment, so a number cannot be confirmed now.",
      },
      removeFailed: {
        title: "The number was not removed",
        description: "Check your connection and try again.",
      },
    },
  },
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
    smsUnavailable: "This service cannot send texts at the moment.",
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
      turnOnInApp: "To get news again, switch it on in the app, signed in.",
    },
    undoExpired: {
      title: "This can no longer be undone here",
      description:
        "The minutes to undo have passed. To get news from {{organization}} {{channel}} again, switch it on in the app, signed in.",
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
