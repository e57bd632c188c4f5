/**
 * The customer's points cards on the cards page. "{{points}}" is an amount already worded with the
 * program's own name ("384 beans", `customer.pointsAmount`).
 */
export const pointsCard = {
  title: "Points",
  from: "From {{organization}}",
  balance: "Your balance",
  level: {
    label: "Level",
    none: "No level yet",
    toNext: "{{points}} to {{level}}",
    progressLabel: "Progress to {{level}}",
    top: "You have reached the highest level.",
  },
  expiring_one: "{{points}} expires on {{date}}",
  expiring_other: "{{points}} expire on {{date}}",
  inactive:
    "{{organization}} has paused this program: no new points are earned for now. You keep your balance and can still spend it.",
  rewards: {
    title: "Rewards",
    withinReach: "Ready to redeem",
    missing: "{{points}} to go",
    hint: "Ask at the counter to spend your points on a reward.",
  },
  history: {
    title: "Recent activity",
    earned: "Earned",
    spent: "Spent on {{note}}",
    spentWithoutNote: "Spent",
    adjusted: "Adjusted: {{note}}",
    adjustedWithoutNote: "Adjusted",
    expired: "Expired",
  },
  /** A number of a program's points: the app pluralises the program's own word ("bean"). */
  amount_one: "{{amount}} {{one}}",
  amount_other: "{{amount}} {{other}}",
  /** A points code on the redeem page (its first load has this section too): the same page, worded for points ("{{points}}" reads "25 beans"). */
  redeem: {
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
  redeemProblem: {
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
  loadFailed: "Your points could not be loaded.",
  retry: "Try again",
} as const;
