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
    spent: "Spent on {{reward}}",
    spentWithoutReward: "Spent",
    addedByStore: "Adjusted by the store",
    correction: "Correction",
    expired: "Expired",
    imported: "Imported",
  },
  /** A number of a program's points: the app pluralises the program's own word ("bean"). */
  amount_one: "{{amount}} {{one}}",
  amount_other: "{{amount}} {{other}}",
  loadFailed: "Your points could not be loaded.",
  retry: "Try again",
} as const;
