import type { Resource } from "../en-US";

export const loyalty = {
  card: {
    label: "Stämpelkort {{name}}",
    stampsProgress_one: "{{collected}} av {{count}} stämpel",
    stampsProgress_other: "{{collected}} av {{count}} stämplar",
    stampsList: "Stämplar",
    slotFilled: "Stämpel {{number}}: samlad",
    slotEmpty: "Stämpel {{number}}: inte samlad än",
    slotFilledReward: "Stämpel {{number}}: samlad, belöning {{reward}}",
    slotEmptyReward: "Stämpel {{number}}: belöning {{reward}}",
    progress: "Framsteg mot fullt kort",
    rewardsAvailable_one: "{{count}} belöning att hämta",
    rewardsAvailable_other: "{{count}} belöningar att hämta",
    nextReward_one: "{{reward}} om {{count}} stämpel till",
    nextReward_other: "{{reward}} om {{count}} stämplar till",
    complete: "Kortet är fullt",
  },
} as const satisfies Resource["loyalty"];
