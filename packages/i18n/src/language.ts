export const LANGUAGE_CODES = ["en-US", "sv-SE"] as const;

export type Language = (typeof LANGUAGE_CODES)[number];

/** Each language is named in itself, so a reader finds their own language whatever is shown. */
export const LANGUAGES: readonly { code: Language; label: string }[] = [
  { code: "en-US", label: "English" },
  { code: "sv-SE", label: "Svenska" },
];

export const DEFAULT_LANGUAGE: Language = "en-US";

export const LANGUAGE_STORAGE_KEY = "language";

/**
 * The stored choice is also kept in a cookie of this name, so the server can send a page
 * prerendered in it (decision 036); local storage stays, for visitors who chose before the cookie.
 */
export const LANGUAGE_COOKIE = "language";

const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/**
 * The saved choice, else the browser's first language when it is Swedish, else English. The
 * server applies the same rule to a request (`languageOfRequest`), so what it prerendered is
 * what the app starts in.
 */
export function detectLanguage(): Language {
  const saved = readStorage();
  if (isLanguage(saved)) {
    // A choice saved before the cookie existed: copy it, so the server sees it from now on.
    if (readCookie() !== saved) writeCookie(saved);
    return saved;
  }
  const cookie = readCookie();
  if (isLanguage(cookie)) return cookie;
  return languageOfBrowser(typeof navigator === "undefined" ? "" : navigator.language);
}

/** The rule for a browser's first language: any Swedish locale is Swedish, anything else English. */
export function languageOfBrowser(browserLanguage: string): Language {
  return browserLanguage.trim().toLowerCase().startsWith("sv") ? "sv-SE" : DEFAULT_LANGUAGE;
}

/**
 * `detectLanguage` for a request: the stored choice (its cookie), else the first language of
 * Accept-Language (the highest weight; what the browser gives as `navigator.language`).
 */
export function languageOfRequest(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  if (isLanguage(cookie)) return cookie;
  return languageOfBrowser(firstAcceptedLanguage(acceptLanguage ?? ""));
}

function firstAcceptedLanguage(header: string): string {
  let best = { tag: "", weight: 0 };
  for (const part of header.slice(0, 1000).split(",")) {
    const [tag = "", ...parameters] = part.split(";").map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    // The first of equal weights wins, as the browser lists them in its order of preference.
    if (tag && tag !== "*" && Number.isFinite(weight) && weight > best.weight) best = { tag, weight };
  }
  return best.tag;
}

export function saveLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be disabled (private modes, strict cookie settings); the choice then lasts the visit.
  }
  writeCookie(language);
}

function readCookie(): string | undefined {
  if (typeof document === "undefined") return undefined;
  for (const pair of document.cookie.split(";")) {
    const [name, value] = pair.trim().split("=");
    if (name === LANGUAGE_COOKIE) return value;
  }
  return undefined;
}

function writeCookie(language: Language): void {
  if (typeof document === "undefined") return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in some browsers we support.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}
