import { enUS, type Resource } from "./resources/en-US";
import { svSE } from "./resources/sv-SE";

export type { Resource } from "./resources/en-US";

export const resources = { "en-US": enUS, "sv-SE": svSE } as const satisfies Record<string, Resource>;

export type Language = keyof typeof resources;

/** Each language is named in itself, so a reader finds their own language whatever is shown. */
export const LANGUAGES: readonly { code: Language; label: string }[] = [
  { code: "en-US", label: "English" },
  { code: "sv-SE", label: "Svenska" },
];

export const DEFAULT_LANGUAGE: Language = "en-US";

const STORAGE_KEY = "language";

/** Dotted paths to the leaves of a resource: "common.language", "admin.pitch", … */
type KeyPath<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyPath<T[K]>}`;
}[keyof T & string];

export type TranslationKey = KeyPath<Resource>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && Object.hasOwn(resources, value);
}

export function translate(language: Language, key: TranslationKey): string {
  let node: unknown = resources[language];
  for (const part of key.split(".")) node = (node as Record<string, unknown>)[part];
  return typeof node === "string" ? node : key;
}

/** The saved choice, else the browser's language when it is Swedish, else English. */
export function detectLanguage(): Language {
  const saved = readStorage();
  if (isLanguage(saved)) return saved;
  const browser = typeof navigator === "undefined" ? "" : navigator.language;
  return browser.toLowerCase().startsWith("sv") ? "sv-SE" : DEFAULT_LANGUAGE;
}

export function saveLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage can be disabled (private modes, strict cookie settings); the choice then lasts the visit.
  }
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}
