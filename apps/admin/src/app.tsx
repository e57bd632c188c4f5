import {
  detectLanguage,
  LANGUAGES,
  type Language,
  saveLanguage,
  type TranslationKey,
  translate,
} from "@stampwise/i18n";
import { buttonVariants, LanguageSwitch } from "@stampwise/ui";
import { useEffect, useState } from "react";

export function App() {
  const [language, setLanguage] = useState<Language>(detectLanguage);
  const t = (key: TranslationKey) => translate(language, key);

  useEffect(() => {
    document.documentElement.lang = language;
    document.title = translate(language, "admin.documentTitle");
  }, [language]);

  const changeLanguage = (next: Language) => {
    saveLanguage(next);
    setLanguage(next);
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between gap-4 px-6 py-4">
        <span className="font-semibold">{t("common.productName")}</span>
        <LanguageSwitch
          label={t("common.language")}
          languages={LANGUAGES}
          value={language}
          onChange={changeLanguage}
        />
      </header>
      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-start justify-center gap-6 px-6 pb-24">
        <h1 className="text-5xl font-bold tracking-tight">{t("common.productName")}</h1>
        <p className="text-xl text-muted-foreground">{t("admin.pitch")}</p>
        <a href="/app/" className={buttonVariants()}>
          {t("admin.openCustomerApp")}
        </a>
      </main>
    </div>
  );
}
