export { resources } from "./all-resources";
export { createI18n, currentLanguage } from "./create-i18n";
export { formatDate, formatDateTime, formatKronor, formatMoney, formatNumber } from "./format";
export {
  DEFAULT_LANGUAGE,
  detectLanguage,
  isLanguage,
  LANGUAGE_CODES,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
  saveLanguage,
} from "./language";
export { I18nProvider, Trans, useTranslation } from "./react";
export type { Resource } from "./resources/en-US";
export { createWithTexts, LAZY_SECTIONS, type LazySection, loadSections } from "./sections";
export type { TFunction, TranslationKey, TranslationValues } from "./translation-keys";
export type { Translator } from "./translator";
