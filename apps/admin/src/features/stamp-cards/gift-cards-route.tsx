import { useTranslation } from "@stampwise/i18n";
import { Badge, Button } from "@stampwise/ui";
import { Link } from "@stampwise/web/router";
import { ArrowRight, Gift } from "lucide-react";
import { usePageTitle } from "../../app/page-title";
import { paths } from "../../app/paths";

/** /admin/loyalty-cards/gift-cards: spec §2 shows a coming-soon page here. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t("stampCards.giftCards.title"));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 py-16 text-center">
      <span className="flex size-20 items-center justify-center rounded-full bg-secondary text-primary">
        <Gift aria-hidden className="size-10" strokeWidth={1.5} />
      </span>
      <Badge variant="secondary">{t("stampCards.giftCards.badge")}</Badge>
      <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {t("stampCards.giftCards.title")}
      </h1>
      <p className="text-pretty text-muted-foreground">{t("stampCards.giftCards.description")}</p>
      <Button asChild>
        <Link to={paths.admin.stampCards}>
          {t("stampCards.giftCards.toStampCards")}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </section>
  );
}
