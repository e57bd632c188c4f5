/**
 * The customer's gift cards on their cards page: a section of its own, so that page does not load
 * the admin's gift card texts (decision 021).
 */
export const customerGiftCards = {
  title: "Gift cards",
  from: "From {{organization}}",
  balance: "Balance",
  of: "of {{initial}}",
  spent: "Used up",
  showCode: "Show code",
  hideCode: "Hide code",
  showCodeNamed: "Show code of {{name}} from {{organization}}",
  hideCodeNamed: "Hide code of {{name}} from {{organization}}",
  codeLabel: "Gift card code {{code}}",
  codeHint: "Show this code at the counter to pay with the card.",
  loadFailed: "Could not load your gift cards.",
  retry: "Try again",
} as const;
