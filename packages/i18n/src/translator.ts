import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./language";
import type { TFunction, TranslationKey, TranslationValues } from "./translation-keys";

/** A language's texts as loaded so far: sections by name (decision 014). */
export type Texts = Record<string, unknown>;

type LanguageListener = (language: Language) => void;

export interface TranslatorOptions {
  language: Language;
  /** The sections bundled with the first load, in each language. */
  texts: Partial<Record<Language, Texts>>;
  /** Awaited before a change of language, e.g. to load the new language's sections first. */
  beforeLanguageChange?: (next: Language) => Promise<void> | undefined;
}

/**
 * The apps' texts (decision 014): dotted keys into nested sections, `{{name}}` interpolation and
 * `_one`/`_other` plurals by `Intl.PluralRules`, with a missing text answered by its key. It does
 * what the screens use of i18next in about 1 KB, so the first load carries no i18next runtime.
 */
export class Translator {
  language: Language;
  /** A new function on every change of language, so React sees the change. */
  t: TFunction;
  private readonly texts: Partial<Record<Language, Texts>>;
  private readonly listeners = new Set<LanguageListener>();
  private readonly beforeLanguageChange: TranslatorOptions["beforeLanguageChange"];
  private readonly pluralRules = new Map<Language, Intl.PluralRules>();

  constructor(options: TranslatorOptions) {
    this.language = options.language;
    this.texts = { ...options.texts };
    this.beforeLanguageChange = options.beforeLanguageChange;
    this.t = this.createT();
  }

  /** Adds (or replaces) a section's texts in `language`. */
  addSection(language: Language, section: string, texts: unknown): void {
    this.texts[language] = { ...this.texts[language], [section]: texts };
  }

  /** A section's texts in `language`, undefined until it is loaded. */
  section(language: Language, section: string): unknown {
    return this.texts[language]?.[section];
  }

  /**
   * Switches to `next` once `beforeLanguageChange` is done, then tells the listeners. Synchronous
   * when there is nothing to wait for, so a switch shows at once. An unknown code is ignored.
   */
  changeLanguage(next: string): Promise<void> {
    if (!isLanguage(next)) return Promise.resolve();
    const waiting = this.beforeLanguageChange?.(next);
    if (!waiting) {
      this.apply(next);
      return Promise.resolve();
    }
    return waiting.then(() => this.apply(next));
  }

  /** Calls `listener` after every change of language; returns the unsubscribe. */
  onLanguageChanged(listener: LanguageListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private apply(next: Language) {
    if (next === this.language) return;
    this.language = next;
    this.t = this.createT();
    for (const listener of this.listeners) listener(next);
  }

  private createT(): TFunction {
    const language = this.language;
    return (key: TranslationKey, values?: TranslationValues) => {
      const text = this.lookup(language, key, values) ?? this.lookup(DEFAULT_LANGUAGE, key, values);
      return text === undefined ? key : interpolate(text, values, language);
    };
  }

  private lookup(language: Language, key: string, values: TranslationValues | undefined) {
    let node: unknown = this.texts[language];
    const parts = key.split(".");
    const last = parts.pop() ?? "";
    for (const part of parts) node = isTexts(node) ? node[part] : undefined;
    if (!isTexts(node)) return undefined;
    const count = values?.count;
    if (typeof count === "number") {
      const plural = node[`${last}_${this.pluralRulesOf(language).select(count)}`] ?? node[`${last}_other`];
      if (typeof plural === "string") return plural;
    }
    const text = node[last];
    return typeof text === "string" ? text : undefined;
  }

  private pluralRulesOf(language: Language): Intl.PluralRules {
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.pluralRules.set(language, rules);
    }
    return rules;
  }
}

function isTexts(node: unknown): node is Texts {
  return typeof node === "object" && node !== null;
}

/** `{{name}}` → the value's text; a placeholder without a value reads as nothing, as in i18next. */
/**
 * Fills the placeholders. `count`, the number a plural is chosen by, is written the reader's way
 * ("1 500 poäng", "1,500 points"); other values are written as given (names, formatted amounts).
 */
function interpolate(text: string, values: TranslationValues | undefined, language: Language): string {
  if (!values || !text.includes("{{")) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_placeholder, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) return "";
    return name === "count" && typeof value === "number"
      ? countFormat(language).format(value)
      : String(value);
  });
}

const countFormats = new Map<Language, Intl.NumberFormat>();
function countFormat(language: Language): Intl.NumberFormat {
  let format = countFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    countFormats.set(language, format);
  }
  return format;
}
