/**
 * The card as the customer sees it (also the admin's live preview). The loyalty calls' failures
 * are a section of their own (loyaltyErrors).
 */
export const loyalty = {
  card: {
    label: "Stamp card {{name}}",
    stampsProgress_one: "{{collected}} of {{count}} stamp",
    stampsProgress_other: "{{collected}} of {{count}} stamps",
    stampsList: "Stamps",
    slotFilled: "Stamp {{number}}: collected",
    slotEmpty: "Stamp {{number}}: not yet collected",
    slotFilledReward: "Stamp {{number}}: collected, reward {{reward}}",
    slotEmptyReward: "Stamp {{number}}: reward {{reward}}",
    progress: "Progress towards the full card",
    rewardsAvailable_one: "{{count}} reward to collect",
    rewardsAvailable_other: "{{count}} rewards to collect",
    nextReward_one: "{{reward}} in {{count}} more stamp",
    nextReward_other: "{{reward}} in {{count}} more stamps",
    complete: "Card full",
  },
} as const;
