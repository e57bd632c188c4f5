/** The card page's tabs, in order; the open one is kept in `?tab=` so a reload keeps it. */
export const CARD_TABS = ["settings", "rewards", "template"] as const;
export type CardTab = (typeof CARD_TABS)[number];

export const CARD_TAB_PARAM = "tab";

/** The tab a `?tab=` value names; Settings for a missing or unknown one. */
export function parseCardTab(value: string | null): CardTab {
  return (CARD_TABS as readonly string[]).includes(value ?? "") ? (value as CardTab) : "settings";
}
