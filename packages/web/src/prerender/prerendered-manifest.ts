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
}

export function prerenderedFile(name: string, language: Language): string {
  return `prerendered/${name}.${language}.html`;
}
