/**
 * The loyalty calls' failures by the server's code, and when a blocked scan counts again: a
 * section of its own, so the customer's cards page, which makes no such call, does not load it
 * (decision 021).
 */
export const loyaltyErrors = {
  /** After a fraud block: when a scan of the customer counts again. */
  scanWait: {
    seconds_one: "Scans of this customer count again in {{count}} second.",
    seconds_other: "Scans of this customer count again in {{count}} seconds.",
    minutes_one: "Scans of this customer count again in {{count}} minute.",
    minutes_other: "Scans of this customer count again in {{count}} minutes.",
  },
  STAMPS_BELOW_ZERO: {
    title: "Not enough stamps",
    description: "A card cannot have fewer than 0 stamps. Remove fewer stamps.",
  },
  REWARD_NOT_AVAILABLE: {
    title: "Reward not available",
    description: "This reward has already been redeemed or has expired.",
  },
  CARD_INSTANCE_EXISTS: {
    title: "Card already added",
    description: "This customer already has this card.",
  },
  LOWERING_NEEDS_CONFIRMATION: {
    title: "Confirm the lower number of stamps",
    description: "Fewer stamps changes rewards, QR codes or customers' cards. Confirm to go ahead.",
  },
  QR_EXPIRED: {
    title: "QR code expired",
    description: "This QR code has expired. Ask the store to show a new one and scan again.",
  },
  QR_ALREADY_USED: {
    title: "QR code already used",
    description: "Each QR code can be used once. Ask the store to show a new one.",
  },
  QR_NOT_RECOGNIZED: {
    title: "QR code not recognized",
    description: "QR code not recognized (may be expired). Ask the customer to show the code again.",
  },
  FRAUD_COOLDOWN: {
    title: "Scanned too soon",
    description: "This customer was scanned a moment ago. Wait a little before the next scan.",
  },
  FRAUD_HOURLY_CAP: {
    title: "Stamp limit reached",
    description: "This customer has had the most stamps allowed through scans this hour on this card.",
  },
  OFFER_ENDED: {
    title: "Offer ended",
    description: "The stamp card of this QR code was deleted, so the code no longer gives stamps.",
  },
  NOT_FOUND: {
    title: "Not found",
    description: "It may have been removed, or it belongs to another organization.",
  },
  LOYALTY_PROGRAM_EXISTS: {
    title: "There is a loyalty program already",
    description: "An organization has one program. Reload the page to edit it.",
  },
  LOYALTY_PROGRAM_REQUIRED: {
    title: "Create the loyalty program first",
    description: "Levels belong to the program: create it on the Loyalty program page.",
  },
  LOYALTY_LEVEL_POINTS_TAKEN: {
    title: "Another level starts there",
    description: "Two levels cannot require the same points. Choose another number.",
  },
  LOYALTY_LEVEL_NAME_TAKEN: {
    title: "There is a level with this name",
    description: "Two levels cannot have the same name, whatever their capitals. Choose another name.",
  },
  POINTS_INSUFFICIENT: {
    title: "Not enough points",
    description: "The customer cannot spend that many points now. Take fewer points.",
  },
  POINTS_BALANCE_TOO_HIGH: {
    title: "Too many points",
    description: "The customer's balance would be more than a points card can hold. Give fewer points.",
  },
  POINTS_PROGRAM_INACTIVE: {
    title: "The loyalty program is inactive",
    description: "No new points while the program is inactive. Points already earned can still be spent.",
  },
  POINTS_NOTHING_EARNED: {
    title: "No points for this purchase",
    description: "The program's rule gives no points for this amount.",
  },
  POINTS_REWARD_INACTIVE: {
    title: "Reward switched off",
    description: "This reward is inactive. Switch it on before redeeming it.",
  },
} as const;
