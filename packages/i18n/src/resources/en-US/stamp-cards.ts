/** The admin's stamp card pages: the list and one card's Settings, Rewards and Template tabs. */
export const stampCards = {
  list: { title: "Stamp cards" },
} as const;
