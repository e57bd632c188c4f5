import type { Language } from "@stampwise/i18n";

/**
 * A legal text as data: the page renders it, and a test checks that both languages have the
 * same sections in the same order (so a translation cannot silently drop a clause).
 */
export type LegalBlock = { type: "paragraph"; text: string } | { type: "list"; items: readonly string[] };

export type LegalSection = {
  /** Anchor for the table of contents; the same in every language so links can be shared. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
};

export type LegalDocument = {
  title: string;
  introduction: string;
  sections: readonly LegalSection[];
};

export type LegalPage = "privacy" | "terms" | "cookies";

/** When each text last changed in substance; shown as "Last updated" in the reader's language. */
export const LAST_UPDATED: Record<LegalPage, string> = {
  privacy: "2026-11-21",
  terms: "2026-11-21",
  cookies: "2026-11-21",
};

/**
 * Every text in every language, each its own chunk: a reader downloads only the page and
 * language they read, and none of it weighs on the other screens.
 */
export const LEGAL_DOCUMENTS: Record<LegalPage, Record<Language, () => Promise<LegalDocument>>> = {
  privacy: {
    "en-US": () => import("./privacy.en-US").then((module) => module.privacy),
    "sv-SE": () => import("./privacy.sv-SE").then((module) => module.privacy),
  },
  terms: {
    "en-US": () => import("./terms.en-US").then((module) => module.terms),
    "sv-SE": () => import("./terms.sv-SE").then((module) => module.terms),
  },
  cookies: {
    "en-US": () => import("./cookies.en-US").then((module) => module.cookies),
    "sv-SE": () => import("./cookies.sv-SE").then((module) => module.cookies),
  },
};
