/**
 * The source language: its keys define what every other language must provide. `as const` keeps
 * the key structure exact; values are widened to `string` by `Resource` below.
 */
export const enUS = {
  common: {
    productName: "Stampwise",
    language: "Language",
  },
  admin: {
    documentTitle: "Stampwise — digital loyalty for small businesses",
    pitch:
      "Digital loyalty for small businesses: stamp cards, points and gift cards, collected with a QR code at the counter.",
    openCustomerApp: "Open the customer app",
  },
  customer: {
    documentTitle: "Stampwise — your loyalty cards",
    description:
      "Carry your loyalty cards on your phone and show your personal QR code at the counter to collect stamps and points.",
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language must have: exactly the en-US keys, any string values. */
export type Resource = Widen<typeof enUS>;
