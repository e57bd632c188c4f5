import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import {
  DEFAULT_LANGUAGE,
  detectLanguage,
  isLanguage,
  LANGUAGE_CODES,
  type Language,
  saveLanguage,
} from "./language";
import { core as enUSCore } from "./resources/en-US/core";
import { core as svSECore } from "./resources/sv-SE/core";
import { loadRequestedSectionsIn } from "./sections";

/**
 * One i18next instance per app, started synchronously with the core sections (bundled) so the
 * first render already has its texts; screens add their own sections with `loadSections`. Changing the language loads
 * those sections in it, saves it and updates `<html lang>`.
 */
export function createI18n(language: Language = detectLanguage()): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    resources: {
      "en-US": { translation: enUSCore },
      "sv-SE": { translation: svSECore },
    },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    // React escapes what it renders; escaping here too would show &amp; in texts.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  setDocumentLanguage(language);
  // A first load carries its own language's texts only (decision 014): the screens' sections in
  // the chosen language are loaded before it takes over, so no screen shows a raw key.
  const changeLanguage = instance.changeLanguage.bind(instance);
  instance.changeLanguage = (next, callback) => {
    const loading = next && isLanguage(next) ? loadRequestedSectionsIn(instance, next) : undefined;
    return loading ? loading.then(() => changeLanguage(next, callback)) : changeLanguage(next, callback);
  };
  instance.on("languageChanged", (next) => {
    if (!isLanguage(next)) return;
    saveLanguage(next);
    setDocumentLanguage(next);
  });
  return instance;
}

export function currentLanguage(instance: i18n): Language {
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}

function setDocumentLanguage(language: Language) {
  if (typeof document !== "undefined") document.documentElement.lang = language;
}
