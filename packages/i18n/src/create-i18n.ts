import { DEFAULT_LANGUAGE, detectLanguage, isLanguage, type Language, saveLanguage } from "./language";
import { setDefaultTranslator } from "./react";
import { core as enUSCore } from "./resources/en-US/core";
import { core as svSECore } from "./resources/sv-SE/core";
import { loadRequestedSectionsIn } from "./sections";
import { Translator } from "./translator";

/**
 * One translator per app, started synchronously with the core sections (bundled) so the first
 * render already has its texts; screens add their own sections with `loadSections`. Changing the
 * language loads those sections in it first, then saves it and updates `<html lang>`.
 */
export function createI18n(language: Language = detectLanguage()): Translator {
  const translator: Translator = new Translator({
    language,
    texts: { "en-US": { ...enUSCore }, "sv-SE": { ...svSECore } },
    // A first load carries its own language's texts only (decision 014): the screens' sections in
    // the chosen language are loaded before it takes over, so no screen shows a raw key.
    beforeLanguageChange: (next) => loadRequestedSectionsIn(translator, next),
  });
  setDocumentLanguage(language);
  translator.onLanguageChanged((next) => {
    saveLanguage(next);
    setDocumentLanguage(next);
  });
  setDefaultTranslator(translator);
  return translator;
}

export function currentLanguage(instance: Translator): Language {
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}

function setDocumentLanguage(language: Language) {
  if (typeof document !== "undefined") document.documentElement.lang = language;
}
