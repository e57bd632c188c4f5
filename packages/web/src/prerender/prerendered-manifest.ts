import type { Language } from "@stampwise/i18n/language";

/**
 * Where a build keeps its prerendered pages (decision 036), relative to the app's dist folder. The
 * API reads the manifest at start: which path (a `/*` pattern for the redeem page's shell) each
 * page serves, and its file per language.
 */
export const PRERENDERED_MANIFEST = "prerendered/pages.json";

export interface PrerenderedPage {
  pattern: string;
  files: Record<Language, string>;
  /**
   * The page as a server with Google sign-in sends it (its button drawn from the first paint), for
   * a page that shows one; a server with Google configured serves these instead of `files`.
   */
  googleFiles?: Record<Language, string>;
}

export function prerenderedFile(name: string, language: Language, variant?: "google"): string {
  return `prerendered/${name}${variant ? `.${variant}` : ""}.${language}.html`;
}
