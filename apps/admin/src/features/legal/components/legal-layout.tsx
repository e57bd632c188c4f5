import { useTranslation } from "@stampwise/i18n";
import { Button } from "@stampwise/ui";
import { PreferenceSwitches } from "@stampwise/web";
import { Link, NavLink } from "@stampwise/web/router";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { paths } from "../../../shared/paths";

const DOCUMENT_LINKS = [
  { to: paths.privacy, label: "legal.documents.privacy" },
  { to: paths.terms, label: "legal.documents.terms" },
  { to: paths.cookies, label: "legal.documents.cookies" },
] as const;

/** What /privacy, /terms and /cookies share: a way home, language and theme, links to each other. */
export function LegalLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-svh flex-col">
      <header className="border-b">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Button asChild variant="ghost" className="-ml-2">
            <Link to={paths.home}>
              <ArrowLeft aria-hidden />
              {t("legal.backToHome")}
            </Link>
          </Button>
          <PreferenceSwitches />
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6 sm:py-14">
        {children}
      </main>
      <footer className="border-t">
        <nav aria-label={t("legal.documentsLabel")} className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {DOCUMENT_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-foreground"
                >
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </footer>
    </div>
  );
}
