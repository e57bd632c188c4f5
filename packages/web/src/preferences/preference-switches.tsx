import { currentLanguage, LANGUAGES, useTranslation } from "@stampwise/i18n";
import { LanguageSwitch, ThemeSwitch } from "@stampwise/ui";

/** Language and theme, side by side: the landing and legal headers, the sign-in screens' top bar. */
export function PreferenceSwitches() {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <LanguageSwitch
        label={t("common.language")}
        languages={LANGUAGES}
        value={currentLanguage(i18n)}
        onChange={(code) => i18n.changeLanguage(code)}
      />
      <ThemeSwitch />
    </div>
  );
}
