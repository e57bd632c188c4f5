export const LANGUAGE_CODES = ["en-US", "sv-SE"] as const;

export type Language = (typeof LANGUAGE_CODES)[number];

/** Each language is named in itself, so a reader finds their own language whatever is shown. */
export const LANGUAGES: readonly { code: Language; label: string }[] = [
  { code: "en-US", label: "English" },
  { code: "sv-SE", label: "Svenska" },
];

export const DEFAULT_LANGUAGE: Language = "en-US";

export const LANGUAGE_STORAGE_KEY = "language";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGE_CODES as readonly string[]).includes(value);
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
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be disabled (private modes, strict cookie settings); the choice then lasts the visit.
  }
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}
