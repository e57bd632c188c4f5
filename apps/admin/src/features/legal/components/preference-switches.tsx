import { currentLanguage, LANGUAGES } from "@stampwise/i18n";
import { LanguageSwitch } from "@stampwise/ui";
import { useTranslation } from "react-i18next";
import { ThemeSwitch } from "./theme-switch";

// The landing feature has the same pair; features do not import each other, and both would move
// to packages/ui as one ThemeSwitch beside LanguageSwitch if a third screen needs them.
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
