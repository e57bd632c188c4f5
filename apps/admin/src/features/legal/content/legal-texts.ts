import type { Language } from "@stampwise/i18n";
import type { LegalDocument, LegalPage } from "./legal-document";

// Kept apart from the document's shape (legal-document.ts): every text imports that shape and this
// table imports every text, so in one file the table and the texts would import each other.

/** When each text last changed in substance; shown as "Last updated" in the reader's language. */
export const LAST_UPDATED: Record<LegalPage, string> = {
  privacy: "2026-11-30",
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
