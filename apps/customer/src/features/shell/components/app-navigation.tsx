import { useTranslation } from "@stampwise/i18n";
import { cn } from "@stampwise/ui";
import { NavLink } from "@stampwise/web/router";
import { lazy, Suspense } from "react";
import { NAVIGATION_ITEMS } from "./navigation-items";

// The inbox query behind the badge loads after the first paint (the shell's first load is budgeted).
const UnreadMessagesBadge = lazy(() =>
  import("../../messages/unread-messages-badge").then((module) => ({ default: module.UnreadMessagesBadge })),
);

/**
 * One navigation for every width: a tab bar fixed to the bottom of a phone (where the thumb
 * is), and from the md breakpoint a row of links in the top bar. NavLink marks the current page
 * with aria-current="page".
 */
export function AppNavigation() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t("customer.shell.navigation")}
      className={cn(
        // Phone: the home indicator gets its own padding so the tabs stay tappable above it.
        "fixed inset-x-0 bottom-0 z-40 border-t bg-background pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)] pr-[env(safe-area-inset-right)]",
        "md:static md:z-auto md:border-0 md:bg-transparent md:p-0",
      )}
    >
      <ul className="mx-auto grid max-w-md grid-cols-3 md:flex md:max-w-none md:gap-1">
        {NAVIGATION_ITEMS.map(({ to, labelKey, icon: Icon, end, countsUnread }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  "relative flex min-h-14 flex-col items-center justify-center gap-1 px-2 text-xs font-medium transition-colors",
                  "md:min-h-10 md:flex-row md:gap-2 md:rounded-md md:px-3 md:text-sm",
                  "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
                  isActive
                    ? "text-primary md:bg-accent md:text-accent-foreground"
                    : "text-muted-foreground hover:text-foreground md:hover:bg-accent/60",
                )
              }
            >
              {({ isActive }) => (
                <>
                  {/* A pill behind the active icon on phones, where the colour alone is a small cue. */}
                  <span
                    className={cn(
                      "flex h-7 w-14 items-center justify-center rounded-full md:contents",
                      isActive && "bg-accent text-accent-foreground",
                    )}
                  >
                    <Icon aria-hidden className="size-5 md:size-4" />
                  </span>
                  <span>{t(labelKey)}</span>
                  {countsUnread ? (
                    <Suspense fallback={null}>
                      <UnreadMessagesBadge />
                    </Suspense>
                  ) : null}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
