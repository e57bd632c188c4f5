import { useTranslation } from "@stampwise/i18n";
import { Link } from "@stampwise/web/router";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { landingSections, paths } from "../../../shared/paths";
import { BrandLogo } from "./brand-logo";
import { SectionLink } from "./section-link";
import { FacebookIcon, InstagramIcon, LinkedinIcon } from "./social-icons";

const SOCIAL_LINKS: readonly {
  href: string;
  label: "landing.footer.instagram" | "landing.footer.facebook" | "landing.footer.linkedin";
  icon: LucideIcon;
}[] = [
  { href: "https://www.instagram.com/stampwise", label: "landing.footer.instagram", icon: InstagramIcon },
  { href: "https://www.facebook.com/stampwise", label: "landing.footer.facebook", icon: FacebookIcon },
  {
    href: "https://www.linkedin.com/company/stampwise",
    label: "landing.footer.linkedin",
    icon: LinkedinIcon,
  },
];

const LEGAL_LINKS = [
  { to: paths.privacy, label: "landing.footer.privacy" },
  { to: paths.terms, label: "landing.footer.terms" },
  { to: paths.cookies, label: "landing.footer.cookies" },
] as const;

const linkClass = "text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline";

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t bg-background">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div className="col-span-2 lg:col-span-1">
          <BrandLogo />
          <p className="mt-3 max-w-xs text-sm text-muted-foreground">{t("landing.footer.tagline")}</p>
        </div>
        <FooterLinks title={t("landing.footer.quickLinks")}>
          {landingSections.map((section) => (
            <li key={section}>
              <SectionLink section={section} className={linkClass}>
                {t(`landing.nav.${section}`)}
              </SectionLink>
            </li>
          ))}
          <li>
            <Link to={paths.login} className={linkClass}>
              {t("landing.nav.login")}
            </Link>
          </li>
          <li>
            <Link to={paths.signup} className={linkClass}>
              {t("landing.nav.signup")}
            </Link>
          </li>
          <li>
            <a href={paths.customerApp} className={linkClass}>
              {t("landing.footer.customerApp")}
            </a>
          </li>
        </FooterLinks>
        <FooterLinks title={t("landing.footer.legal")}>
          {LEGAL_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {t(link.label)}
              </Link>
            </li>
          ))}
        </FooterLinks>
        <FooterLinks title={t("landing.footer.social")} horizontal>
          {SOCIAL_LINKS.map(({ href, label, icon: Icon }) => (
            <li key={href}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t(label)}
                className="flex size-10 items-center justify-center rounded-full border text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
              >
                <Icon aria-hidden className="size-5" />
              </a>
            </li>
          ))}
        </FooterLinks>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
          {t("landing.footer.copyright", { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}

function FooterLinks({
  title,
  horizontal = false,
  children,
}: {
  title: string;
  horizontal?: boolean;
  children: ReactNode;
}) {
  return (
    <nav aria-label={title} className={horizontal ? "col-span-2 sm:col-span-1" : undefined}>
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className={horizontal ? "mt-4 flex gap-3" : "mt-4 grid gap-2"}>{children}</ul>
    </nav>
  );
}
