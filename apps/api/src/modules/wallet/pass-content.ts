import type { CustomerCard, CustomerPointsCard, HeldGiftCard, Organization } from "@stampwise/contract";

export type PassLanguage = "en-US" | "sv-SE";

export interface PassField {
  key: string;
  label: string;
  value: string;
}

/** What a pass shows, whichever wallet draws it: the card's own words, colours and standing. */
export interface PassContent {
  kind: "stamp" | "points" | "gift";
  organizationName: string;
  title: string;
  /** One line for screen readers and the wallet's list. */
  description: string;
  colors: { background: string; foreground: string; label: string };
  /** A stamp card's stamps, drawn as the strip image. */
  stamps?: { collected: number; required: number; stamp: string; empty: string };
  primary: PassField[];
  secondary: PassField[];
  auxiliary: PassField[];
  back: PassField[];
  location?: { latitude: number; longitude: number; text: string };
}

const LABELS = {
  "en-US": {
    stamps: "Stamps",
    stampsValue: (collected: number, required: number) => `${collected} of ${required}`,
    rewardsReady: "Rewards ready",
    nextReward: "Next reward",
    level: "Level",
    noLevel: "—",
    toNextLevel: (level: string) => `To ${level}`,
    balance: "Balance",
    business: "Business",
    address: "Address",
    about: "About this card",
    nearby: (business: string) => `${business} is nearby`,
    ended: "This card has ended",
    help: "Show the code at the counter. The card updates itself after every visit.",
  },
  "sv-SE": {
    stamps: "Stämplar",
    stampsValue: (collected: number, required: number) => `${collected} av ${required}`,
    rewardsReady: "Belöningar att hämta",
    nextReward: "Nästa belöning",
    level: "Nivå",
    noLevel: "—",
    toNextLevel: (level: string) => `Till ${level}`,
    balance: "Saldo",
    business: "Företag",
    address: "Adress",
    about: "Om kortet",
    nearby: (business: string) => `${business} finns i närheten`,
    ended: "Kortet har avslutats",
    help: "Visa koden i kassan. Kortet uppdaterar sig självt efter varje besök.",
  },
} as const;

/** Points and gift cards have no designer of their own: they wear Stampwise's colours. */
const DEFAULT_COLORS = { background: "#1f2937", foreground: "#ffffff", label: "#d1d5db" };

function commonBack(language: PassLanguage, organization: Organization, about: string): PassField[] {
  const text = LABELS[language];
  const fields: PassField[] = [{ key: "business", label: text.business, value: organization.name }];
  if (organization.address) fields.push({ key: "address", label: text.address, value: organization.address });
  if (about) fields.push({ key: "about", label: text.about, value: about });
  fields.push({ key: "help", label: "", value: text.help });
  return fields;
}

function locationOf(language: PassLanguage, organization: Organization): PassContent["location"] {
  if (!organization.mapLocation) return undefined;
  return {
    latitude: organization.mapLocation.latitude,
    longitude: organization.mapLocation.longitude,
    text: LABELS[language].nearby(organization.name),
  };
}

export function stampCardContent(
  language: PassLanguage,
  card: CustomerCard,
  organization: Organization,
): PassContent {
  const text = LABELS[language];
  const required = card.card.stampsRequired;
  const next = card.milestones
    .filter((milestone) => milestone.stampsNeeded > card.stamps)
    .sort((a, b) => a.stampsNeeded - b.stampsNeeded)[0];
  const auxiliary: PassField[] = [];
  if (next) auxiliary.push({ key: "next", label: text.nextReward, value: next.rewardName });
  return {
    kind: "stamp",
    organizationName: card.organizationName,
    title: card.card.name,
    description: `${card.organizationName}: ${card.card.name}`,
    // The card's own face: its background, title and subtitle colours, as the customer app draws it.
    colors: {
      background: card.template.secondaryColor,
      foreground: card.template.titleColor,
      label: card.template.subtitleColor,
    },
    stamps: {
      collected: Math.min(card.stamps, required),
      required,
      stamp: card.template.stampColor,
      empty: card.template.stampBackgroundColor,
    },
    primary: [],
    secondary: [
      { key: "stamps", label: text.stamps, value: text.stampsValue(card.stamps, required) },
      { key: "rewards", label: text.rewardsReady, value: String(card.availableRewardCount) },
    ],
    auxiliary,
    back: commonBack(language, organization, card.card.description),
    location: locationOf(language, organization),
  };
}

export function pointsCardContent(
  language: PassLanguage,
  card: CustomerPointsCard,
  organization: Organization,
): PassContent {
  const text = LABELS[language];
  const points = new Intl.NumberFormat(language).format(card.balance);
  const auxiliary: PassField[] = [];
  if (card.nextLevel && card.pointsToNextLevel !== null) {
    auxiliary.push({
      key: "next-level",
      label: text.toNextLevel(card.nextLevel.name),
      value: new Intl.NumberFormat(language).format(card.pointsToNextLevel),
    });
  }
  return {
    kind: "points",
    organizationName: card.organizationName,
    title: card.programName,
    description: `${card.organizationName}: ${card.programName}`,
    colors: DEFAULT_COLORS,
    primary: [{ key: "balance", label: text.balance, value: points }],
    secondary: [{ key: "level", label: text.level, value: card.level?.name ?? text.noLevel }],
    auxiliary,
    back: commonBack(language, organization, ""),
    location: locationOf(language, organization),
  };
}

export function giftCardContent(
  language: PassLanguage,
  card: HeldGiftCard,
  organization: Organization,
): PassContent {
  const text = LABELS[language];
  const balance = new Intl.NumberFormat(language, { style: "currency", currency: card.currency }).format(
    card.balance / 100,
  );
  return {
    kind: "gift",
    organizationName: card.organization.name,
    title: card.name,
    description: `${card.organization.name}: ${card.name}`,
    colors: DEFAULT_COLORS,
    // Not the card's code: it pays at the counter, and a pass shows its face on the lock screen. The
    // pass's own barcode finds the holder, whose profile holds the card.
    primary: [{ key: "balance", label: text.balance, value: balance }],
    secondary: [],
    auxiliary: [],
    back: commonBack(language, organization, card.description),
    location: locationOf(language, organization),
  };
}

/** The pass of a card no longer held (taken away, left): void, naming only its business. */
export function endedCardContent(language: PassLanguage, organization: Organization): PassContent {
  const text = LABELS[language];
  return {
    kind: "stamp",
    organizationName: organization.name,
    title: text.ended,
    description: `${organization.name}: ${text.ended}`,
    colors: DEFAULT_COLORS,
    primary: [],
    secondary: [],
    auxiliary: [],
    back: commonBack(language, organization, ""),
  };
}
