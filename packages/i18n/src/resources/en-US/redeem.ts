/** The page a counter QR code opens, often signed out: its own texts, so the app's other screens do not carry them. */
export const redeem = {
  documentTitle: "Collect stamps · Stampwise",
  loading: "Loading the QR code...",
  welcome: {
    eyebrow: "Welcome!",
    title: "{{admin}} at {{organization}} has a stamp for you",
    card: "Stamp card: {{card}}",
    stamps_one: "This code gives you {{count}} stamp.",
    stamps_other: "This code gives you {{count}} stamps.",
    signedOut: "Log in or create a free account to collect it. You come straight back here.",
    logIn: "Log in",
    signUp: "Sign up",
    collect_one: "Collect {{count}} stamp",
    collect_other: "Collect {{count}} stamps",
    collecting: "Collecting...",
    signedInAs: "Signed in as {{email}}",
    notYou: "Not you? Log out",
  },
  adminAccount: {
    title: "Stamps go to customer accounts",
    description:
      "You are signed in as {{email}}, an admin account. Log out and log in with your customer account to collect the stamp.",
    logOut: "Log out and continue",
  },
  success: {
    title_one: "You collected {{count}} stamp!",
    title_other: "You collected {{count}} stamps!",
    description_one: "{{organization}} added it to your card “{{card}}”.",
    description_other: "{{organization}} added them to your card “{{card}}”.",
    cardLoading: "Loading your card...",
    cardUnavailable: "Your stamps are saved. Open your cards to see them.",
    allCards: "See all my cards",
  },
  problem: {
    help: "The QR code may be expired or invalid: scan again or contact the store.",
    goBack: "Go back",
    goHome: "Go to homepage",
    retry: "Try again",
    waitSeconds_one: "Try again in {{count}} second.",
    waitSeconds_other: "Try again in {{count}} seconds.",
    waitMinutes_one: "Try again in {{count}} minute.",
    waitMinutes_other: "Try again in {{count}} minutes.",
    missingId: {
      title: "No QR code given",
      description: "This address does not name a QR code.",
    },
    unknown: {
      title: "QR code not found",
      description: "We could not find this QR code.",
    },
    expired: {
      title: "This QR code has expired",
      description: "Codes shown at the counter are valid for 5 minutes. Ask the store for a new one.",
    },
    used: {
      title: "This QR code was already used",
      description: "Each code can be used once. Ask the store to show a new one.",
    },
    offerEnded: {
      title: "This offer has ended",
      description: "The store no longer offers this stamp card, so its QR codes give no stamps.",
    },
    fetchOffline: {
      title: "Could not fetch the QR code",
      description: "We could not reach the server. Check your internet connection and try again.",
    },
    fetchFailed: {
      title: "Could not fetch the QR code",
      description: "Something went wrong on our side. Try again in a moment.",
    },
    redeemOffline: {
      title: "Could not redeem the stamp card",
      description:
        "We could not reach the server, so your stamps were not added. Check your internet connection and try again.",
    },
    redeemFailed: {
      title: "Could not redeem the stamp card",
      description: "Something went wrong on our side and your stamps were not added. Try again in a moment.",
    },
    tooSoon: {
      title: "You just collected a stamp",
      description: "Wait a little before collecting the next one, then scan again.",
    },
    hourlyCap: {
      title: "Stamp limit reached",
      description: "You have collected the most stamps allowed on this card for now. Try again later.",
    },
  },
  /** A points code: the same page, worded for points ("{{points}}" reads "25 beans"). */
  points: {
    documentTitle: "Collect points · Stampwise",
    title: "{{admin}} at {{organization}} has {{points}} for you",
    program: "Loyalty program: {{program}}",
    gives: "This code gives you {{points}}.",
    collect: "Collect {{points}}",
    adminAccountTitle: "Points go to customer accounts",
    adminAccountDescription:
      "You are signed in as {{email}}, an admin account. Log out and log in with your customer account to collect the points.",
    successTitle: "You collected {{points}}!",
    successDescription_one: "{{organization}} added it to “{{program}}”.",
    successDescription_other: "{{organization}} added them to “{{program}}”.",
    balance: "You now have {{points}}.",
    allCards: "See my points and cards",
    /** Said of the points when the code does not name them (a server from before they were named). */
    defaultName: "point",
  },
  /** The problems a points code words differently from a stamp code. */
  pointsProblem: {
    offerEnded: {
      title: "This offer has ended",
      description: "The store no longer gives points with this code.",
    },
    programInactive: {
      title: "The loyalty program is paused",
      description:
        "The store is not giving new points right now, so this code gives none. Points you already have are kept.",
    },
    redeemOffline: {
      title: "Could not collect the points",
      description:
        "We could not reach the server, so your points were not added. Check your internet connection and try again.",
    },
    redeemFailed: {
      title: "Could not collect the points",
      description: "Something went wrong on our side and your points were not added. Try again in a moment.",
    },
    tooSoon: {
      title: "You just collected points",
      description: "Wait a little before collecting again, then scan again.",
    },
    hourlyCap: {
      title: "Limit reached for now",
      description: "You have collected as often as allowed at this store for now. Try again later.",
    },
  },
} as const;
