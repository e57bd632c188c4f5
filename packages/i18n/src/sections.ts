import type { Language } from "./language";
import type { Translator } from "./translator";

/** Sections only some screens use: each is its own chunk, loaded with the screens that need it. */
export const LAZY_SECTIONS = [
  "landing",
  "legal",
  "auth",
  "authFlows",
  "shell",
  "settings",
  "customer",
  "validation",
  "errors",
  "cookies",
  "loyalty",
  "stampCards",
  "qrCodes",
  "users",
  "administrators",
  "loyaltyProgram",
  "giftCards",
  "points",
  "pointsCard",
  "customerAccount",
  "customerGiftCards",
  "redeem",
  "communications",
  "communicationStatistics",
  "insights",
  "myQr",
  "loyaltyErrors",
  "customerMessages",
  "joining",
  "webhooks",
] as const;
export type LazySection = (typeof LAZY_SECTIONS)[number];

type SectionModule = Record<string, unknown>;

// Written out (not a template string) so the bundler makes exactly one chunk per file.
const loaders: Record<Language, Record<LazySection, () => Promise<SectionModule>>> = {
  "en-US": {
    landing: () => import("./resources/en-US/landing"),
    legal: () => import("./resources/en-US/legal"),
    auth: () => import("./resources/en-US/auth"),
    authFlows: () => import("./resources/en-US/auth-flows"),
    shell: () => import("./resources/en-US/shell"),
    settings: () => import("./resources/en-US/settings"),
    customer: () => import("./resources/en-US/customer"),
    validation: () => import("./resources/en-US/validation"),
    errors: () => import("./resources/en-US/errors"),
    cookies: () => import("./resources/en-US/cookies"),
    loyalty: () => import("./resources/en-US/loyalty"),
    stampCards: () => import("./resources/en-US/stamp-cards"),
    qrCodes: () => import("./resources/en-US/qr-codes"),
    users: () => import("./resources/en-US/users"),
    administrators: () => import("./resources/en-US/administrators"),
    loyaltyProgram: () => import("./resources/en-US/loyalty-program"),
    giftCards: () => import("./resources/en-US/gift-cards"),
    points: () => import("./resources/en-US/points"),
    pointsCard: () => import("./resources/en-US/points-card"),
    customerAccount: () => import("./resources/en-US/customer-account"),
    customerGiftCards: () => import("./resources/en-US/customer-gift-cards"),
    redeem: () => import("./resources/en-US/redeem"),
    communications: () => import("./resources/en-US/communications"),
    communicationStatistics: () => import("./resources/en-US/communication-statistics"),
    insights: () => import("./resources/en-US/insights"),
    customerMessages: () => import("./resources/en-US/customer-messages"),
    loyaltyErrors: () => import("./resources/en-US/loyalty-errors"),
    myQr: () => import("./resources/en-US/my-qr"),
    joining: () => import("./resources/en-US/joining"),
    webhooks: () => import("./resources/en-US/webhooks"),
  },
  "sv-SE": {
    landing: () => import("./resources/sv-SE/landing"),
    legal: () => import("./resources/sv-SE/legal"),
    auth: () => import("./resources/sv-SE/auth"),
    authFlows: () => import("./resources/sv-SE/auth-flows"),
    shell: () => import("./resources/sv-SE/shell"),
    settings: () => import("./resources/sv-SE/settings"),
    customer: () => import("./resources/sv-SE/customer"),
    validation: () => import("./resources/sv-SE/validation"),
    errors: () => import("./resources/sv-SE/errors"),
    cookies: () => import("./resources/sv-SE/cookies"),
    loyalty: () => import("./resources/sv-SE/loyalty"),
    stampCards: () => import("./resources/sv-SE/stamp-cards"),
    qrCodes: () => import("./resources/sv-SE/qr-codes"),
    users: () => import("./resources/sv-SE/users"),
    administrators: () => import("./resources/sv-SE/administrators"),
    loyaltyProgram: () => import("./resources/sv-SE/loyalty-program"),
    giftCards: () => import("./resources/sv-SE/gift-cards"),
    points: () => import("./resources/sv-SE/points"),
    pointsCard: () => import("./resources/sv-SE/points-card"),
    customerAccount: () => import("./resources/sv-SE/customer-account"),
    customerGiftCards: () => import("./resources/sv-SE/customer-gift-cards"),
    redeem: () => import("./resources/sv-SE/redeem"),
    communications: () => import("./resources/sv-SE/communications"),
    communicationStatistics: () => import("./resources/sv-SE/communication-statistics"),
    insights: () => import("./resources/sv-SE/insights"),
    customerMessages: () => import("./resources/sv-SE/customer-messages"),
    loyaltyErrors: () => import("./resources/sv-SE/loyalty-errors"),
    myQr: () => import("./resources/sv-SE/my-qr"),
    joining: () => import("./resources/sv-SE/joining"),
    webhooks: () => import("./resources/sv-SE/webhooks"),
  },
};

/** The sections each instance was asked for, so a change of language can load them too. */
const requestedSections = new WeakMap<Translator, Set<LazySection>>();

function requestedOf(instance: Translator): Set<LazySection> {
  let sections = requestedSections.get(instance);
  if (!sections) {
    sections = new Set();
    requestedSections.set(instance, sections);
  }
  return sections;
}

/**
 * Adds the texts of `sections` in the current language before a screen that uses them renders
 * (one language per first load; `loadRequestedSectionsIn` adds the other when it is chosen).
 * Sections already added are not fetched again.
 */
export async function loadSections(instance: Translator, sections: readonly LazySection[]): Promise<void> {
  const requested = requestedOf(instance);
  for (const section of sections) requested.add(section);
  await loadSectionsIn(instance, instance.language, sections);
}

/**
 * Every section asked for so far, in `language`: awaited before the language changes. Undefined
 * when they are all there already, so the change stays synchronous.
 */
export function loadRequestedSectionsIn(instance: Translator, language: Language): Promise<void> | undefined {
  const missing = missingSections(instance, language, [...requestedOf(instance)]);
  return missing.length > 0 ? loadSectionsIn(instance, language, missing) : undefined;
}

function missingSections(instance: Translator, language: Language, sections: readonly LazySection[]) {
  return sections.filter((section) => !hasSection(instance, language, section));
}

async function loadSectionsIn(instance: Translator, language: Language, sections: readonly LazySection[]) {
  await Promise.all(
    missingSections(instance, language, sections).map(async (section) => {
      const module = await loaders[language][section]();
      instance.addSection(language, section, module[section]);
    }),
  );
}

function hasSection(instance: Translator, language: Language, section: LazySection): boolean {
  return instance.section(language, section) !== undefined;
}

/**
 * `withTexts(sections, load)` for an app's router: a route's `lazy` that also loads the text
 * sections its screen uses, in parallel with its code, so the screen never renders a raw key.
 */
export function createWithTexts(instance: Translator) {
  return function withTexts<Module>(sections: readonly LazySection[], load: () => Promise<Module>) {
    return async () => {
      const [module] = await Promise.all([load(), loadSections(instance, sections)]);
      return module;
    };
  };
}
