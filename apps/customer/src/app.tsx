import {
  detectLanguage,
  LANGUAGES,
  type Language,
  saveLanguage,
  type TranslationKey,
  translate,
} from "@stampwise/i18n";
import { LanguageSwitch } from "@stampwise/ui";
import { useEffect, useState } from "react";

export function App() {
  const [language, setLanguage] = useState<Language>(detectLanguage);
  const t = (key: TranslationKey) => translate(language, key);

  useEffect(() => {
    document.documentElement.lang = language;
    document.title = translate(language, "customer.documentTitle");
  }, [language]);

  const changeLanguage = (next: Language) => {
    saveLanguage(next);
    setLanguage(next);
  };

  // Mobile first: one narrow column that simply stays centred on wider screens.
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-5 py-4">
      <header className="flex justify-end">
        <LanguageSwitch
          label={t("common.language")}
          languages={LANGUAGES}
          value={language}
          onChange={changeLanguage}
        />
      </header>
      <main className="flex flex-1 flex-col justify-center gap-4 pb-16">
        <h1 className="text-4xl font-bold tracking-tight">{t("common.productName")}</h1>
        <p className="text-lg text-muted-foreground">{t("customer.description")}</p>
      </main>
    </div>
  );
}
