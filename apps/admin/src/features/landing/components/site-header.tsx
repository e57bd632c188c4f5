import { useTranslation } from "@stampwise/i18n";
import { Button } from "@stampwise/ui";
import { PreferenceSwitches } from "@stampwise/web";
import { Link } from "@stampwise/web/router";
import { landingSections, paths } from "../../../shared/paths";
import { BrandLogo } from "./brand-logo";
import { MobileMenu } from "./mobile-menu";
import { SectionLink } from "./section-link";

/**
 * Sticky header. Phones (< 768 px) get a menu sheet; tablets show the section links on a second
 * row; from 1280 px everything fits on one line.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 border-b bg-background">
      <a
        href="#main"
        className="sr-only rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        {t("landing.skipToContent")}
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <SectionLink section="home" aria-label={t("landing.nav.homeLink")} className="rounded-md">
          <BrandLogo />
        </SectionLink>
        <nav
          aria-label={t("landing.nav.label")}
          className="order-last hidden w-full md:block xl:order-none xl:w-auto xl:flex-1"
        >
          <ul className="flex justify-center gap-1 xl:justify-start">
            {landingSections.map((section) => (
              <li key={section}>
                <SectionLink
                  section={section}
                  className="inline-flex h-9 items-center rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
                >
                  {t(`landing.nav.${section}`)}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto hidden items-center gap-3 md:flex">
          <PreferenceSwitches />
          <Button asChild variant="ghost">
            <Link to={paths.login}>{t("landing.nav.login")}</Link>
          </Button>
          <Button asChild>
            <Link to={paths.signup}>{t("landing.nav.signup")}</Link>
          </Button>
        </div>
        <div className="ml-auto md:hidden">
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
