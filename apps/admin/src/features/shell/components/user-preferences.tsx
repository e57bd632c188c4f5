import { LANGUAGES, useTranslation } from "@stampwise/i18n";
import {
  DropdownMenuGroup,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  isTheme,
  THEMES,
  useTheme,
} from "@stampwise/ui";
import { Languages, Monitor, Moon, Sun } from "lucide-react";
import { useId } from "react";

const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/** Light, dark or the device's setting, as radio items inside the user menu. */
export function ThemeChoice() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const labelId = useId();
  return (
    <DropdownMenuGroup aria-labelledby={labelId}>
      <DropdownMenuLabel id={labelId} className="text-xs text-muted-foreground">
        {t("common.theme")}
      </DropdownMenuLabel>
      <DropdownMenuRadioGroup value={theme} onValueChange={(next) => isTheme(next) && setTheme(next)}>
        {THEMES.map((choice) => {
          const Icon = THEME_ICONS[choice];
          return (
            // Keeps the menu open so the reader sees the new theme take effect around it.
            <DropdownMenuRadioItem key={choice} value={choice} onSelect={(event) => event.preventDefault()}>
              <Icon aria-hidden />
              {t(`common.themes.${choice}`)}
            </DropdownMenuRadioItem>
          );
        })}
      </DropdownMenuRadioGroup>
    </DropdownMenuGroup>
  );
}

/** The app's languages, each named in itself, as radio items inside the user menu. */
export function LanguageChoice() {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  return (
    <DropdownMenuGroup aria-labelledby={labelId}>
      <DropdownMenuLabel id={labelId} className="flex items-center gap-2 text-xs text-muted-foreground">
        <Languages aria-hidden className="size-3.5" />
        {t("common.language")}
      </DropdownMenuLabel>
      <DropdownMenuRadioGroup value={i18n.language} onValueChange={(code) => void i18n.changeLanguage(code)}>
        {LANGUAGES.map((language) => (
          <DropdownMenuRadioItem
            key={language.code}
            value={language.code}
            lang={language.code}
            onSelect={(event) => event.preventDefault()}
          >
            {language.label}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </DropdownMenuGroup>
  );
}
