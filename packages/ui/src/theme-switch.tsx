import { useTranslation } from "@stampwise/i18n";
import { Monitor, Moon, Sun } from "lucide-react";
import { Button } from "./button";
import { useTheme } from "./theme";
import { THEMES } from "./theme-choice";

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/** Light, dark or system as three toggle buttons, like the language switch: every choice one tap away. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  return (
    <fieldset className="inline-flex gap-1">
      <legend className="sr-only">{t("common.theme")}</legend>
      {THEMES.map((value) => {
        const Icon = ICONS[value];
        return (
          <Button
            key={value}
            size="icon"
            variant={theme === value ? "default" : "outline"}
            aria-pressed={theme === value}
            aria-label={t(`common.themes.${value}`)}
            onClick={() => setTheme(value)}
          >
            <Icon aria-hidden />
          </Button>
        );
      })}
    </fieldset>
  );
}
