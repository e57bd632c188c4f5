import { useTranslation } from "@stampwise/i18n";
import { Button } from "@stampwise/ui";
import { Link } from "@stampwise/web/router";
import { ArrowRight } from "lucide-react";
import { paths } from "../../../shared/paths";
import { HeroIllustration } from "./hero-illustration";
import { SectionLink } from "./section-link";

export function HeroSection() {
  const { t } = useTranslation();
  return (
    <section
      id="home"
      tabIndex={-1}
      aria-labelledby="home-title"
      className="scroll-mt-16 md:scroll-mt-28 xl:scroll-mt-16 overflow-hidden outline-none"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            {t("landing.hero.eyebrow")}
          </p>
          <h1
            id="home-title"
            className="mt-3 text-[2rem] leading-[1.1] font-extrabold tracking-tight text-balance break-words hyphens-auto sm:text-5xl lg:text-6xl"
          >
            {t("landing.hero.title")}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-muted-foreground">
            {t("landing.hero.description")}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to={paths.signup}>
                {t("landing.hero.primaryCta")}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <SectionLink section="pricing">{t("landing.hero.secondaryCta")}</SectionLink>
            </Button>
          </div>
          <p className="mt-6 text-sm text-muted-foreground">
            {t("landing.hero.customerAppPrompt")}{" "}
            {/* The customer app is another bundle: a full page load, not a router link. */}
            <a href={paths.customerApp} className="font-medium text-primary underline underline-offset-4">
              {t("landing.hero.customerAppLink")}
            </a>
          </p>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
