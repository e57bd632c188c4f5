import { useTranslation } from "@stampwise/i18n";
import { cn } from "@stampwise/ui";
import { NavLink } from "@stampwise/web/router";
import { paths } from "../../../shared/paths";

const SECTIONS = [
  { key: "general", path: paths.admin.settingsGeneral },
  { key: "contact", path: paths.admin.settingsContact },
  { key: "counterRules", path: paths.admin.settingsCounterRules },
  { key: "administrators", path: paths.admin.administrators },
  { key: "integrations", path: paths.admin.settingsIntegrations },
  { key: "import", path: paths.admin.settingsImport },
  { key: "privacy", path: paths.admin.settingsPrivacy },
] as const;

/**
 * Links between the settings pages, drawn like tabs. They are links, not a tablist: each section
 * is its own address, so it can be bookmarked and the browser's back button works. On a narrow
 * screen the strip wraps onto a second row rather than scrolling: a scrolled-off section looks
 * like no section at all, and every link stays in view and in the tab order.
 */
export function SettingsNavigation() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("settings.navigation.label")} className="max-w-full">
      <ul className="inline-flex max-w-full flex-wrap items-center gap-y-0.5 rounded-lg bg-muted p-[3px] text-muted-foreground">
        {SECTIONS.map((section) => (
          <li key={section.key} className="h-[30px]">
            {/* NavLink marks the current section with aria-current="page". */}
            <NavLink
              to={section.path}
              end
              className={({ isActive }) =>
                cn(
                  "inline-flex h-full items-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors hover:text-foreground",
                  "outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  isActive && "bg-background text-foreground shadow-sm",
                )
              }
            >
              {t(`settings.navigation.${section.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
