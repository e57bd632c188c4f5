import { cn } from "@stampwise/ui";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { paths } from "../../../app/paths";

const SECTIONS = [
  { key: "general", path: paths.admin.settingsGeneral },
  { key: "contact", path: paths.admin.settingsContact },
  { key: "counterRules", path: paths.admin.settingsCounterRules },
  { key: "administrators", path: paths.admin.administrators },
] as const;

/**
 * Links between the settings pages, drawn like tabs. They are links, not a tablist: each section
 * is its own address, so it can be bookmarked and the browser's back button works.
 */
export function SettingsNavigation() {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    // On a phone the strip is wider than the screen: scroll it so the current section is in view
    // (the last one, Administrators, would otherwise start cut off). Every settings page mounts
    // its own strip, so this runs once per page.
    const strip = nav.current;
    const active = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !active) return;
    strip.scrollLeft = Math.max(0, active.offsetLeft + active.offsetWidth - strip.clientWidth);
  }, []);
  return (
    <nav
      ref={nav}
      aria-label={t("settings.navigation.label")}
      className="relative max-w-full overflow-x-auto"
    >
      <ul className="inline-flex h-9 items-center rounded-lg bg-muted p-[3px] text-muted-foreground">
        {SECTIONS.map((section) => (
          <li key={section.key} className="h-full">
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
