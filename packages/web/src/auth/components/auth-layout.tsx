import { useTranslation } from "@stampwise/i18n";
import { Button, useMediaQuery } from "@stampwise/ui";
import { ArrowLeft } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { PreferenceSwitches } from "../../preferences/preference-switches";
import type { AuthDoor } from "../auth-door";
import { AppLink } from "./app-link";
import { AuthBrand } from "./auth-brand";
import { DECORATIVE_PANEL_FRAME } from "./decorative-panel-frame";

// Only wide screens (Tailwind's `lg`) show it, and only they load it: phones, where the login is a
// first screen, never do. Until it is there, its frame holds its place so the form does not move;
// the frame is in every render (CSS shows it from `lg`), so a page prerendered without knowing the
// screen's width already has it where it belongs.
const WIDE_SCREEN = "(min-width: 64rem)";
const DecorativePanel = lazy(() =>
  import("./decorative-panel").then((module) => ({ default: module.DecorativePanel })),
);

/**
 * The frame of every sign-in screen: a small top bar (back to the landing page, language, theme),
 * the form column, legal links, and on wide screens a decorative panel beside it. Phones get the
 * form alone, starting near the top so the keyboard does not hide the fields.
 */
export function AuthLayout({ door, children }: { door: AuthDoor; children: ReactNode }) {
  const { t } = useTranslation();
  const wide = useMediaQuery(WIDE_SCREEN);
  return (
    <div className="flex min-h-dvh bg-background text-foreground">
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-between gap-2 px-4 py-3 sm:px-6">
          <Button asChild variant="ghost" className="-ml-2 h-11 px-2 sm:h-9">
            <AppLink link={door.landing}>
              <ArrowLeft aria-hidden />
              <span className="sr-only sm:not-sr-only">{t("auth.layout.backToHome")}</span>
            </AppLink>
          </Button>
          <div className="flex items-center gap-2">
            <PreferenceSwitches />
          </div>
        </header>
        <main className="flex flex-1 justify-center px-4 pt-4 pb-10 sm:items-center sm:px-6 sm:py-10">
          <div className="w-full max-w-sm">
            <AuthBrand />
            {children}
          </div>
        </main>
        <LegalFooter door={door} />
      </div>
      {wide ? (
        <Suspense fallback={<div aria-hidden className={DECORATIVE_PANEL_FRAME} />}>
          <DecorativePanel role={door.role} />
        </Suspense>
      ) : (
        <div aria-hidden className={DECORATIVE_PANEL_FRAME} />
      )}
    </div>
  );
}

function LegalFooter({ door }: { door: AuthDoor }) {
  const { t } = useTranslation();
  const link =
    "rounded-sm underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring";
  return (
    <footer className="px-4 py-4 text-sm text-muted-foreground sm:px-6">
      <nav aria-label={t("auth.layout.legal")} className="flex flex-wrap justify-center gap-x-6 gap-y-2">
        <AppLink link={door.terms} className={link}>
          {t("auth.layout.terms")}
        </AppLink>
        <AppLink link={door.privacy} className={link}>
          {t("auth.layout.privacy")}
        </AppLink>
      </nav>
    </footer>
  );
}
