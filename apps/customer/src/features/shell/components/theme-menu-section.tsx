import { useTranslation } from "@stampwise/i18n";
import { THEMES, useTheme } from "@stampwise/ui";
import { MonitorIcon, MoonIcon, SunIcon } from "lucide-react";
import { MenuRadioSection } from "./menu-radio-section";

const THEME_ICONS = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;

/** Light, dark or the device's setting (stored locally by the theme provider). */
export function ThemeMenuSection({ itemClassName }: { itemClassName?: string }) {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  return (
    <MenuRadioSection
      label={t("common.theme")}
      value={theme}
      options={THEMES.map((value) => {
        const Icon = THEME_ICONS[value];
        return { value, label: t(`common.themes.${value}`), icon: <Icon aria-hidden /> };
      })}
      onChange={setTheme}
      itemClassName={itemClassName}
    />
  );
}
