import { currentLanguage, formatKronor, useTranslation } from "@stampwise/i18n";
import { Badge, Button, cn } from "@stampwise/ui";
import { Link } from "@stampwise/web/router";
import { Check } from "lucide-react";
import { paths } from "../../../shared/paths";
import { type BillingPeriod, PLAN_NAMES, type Plan, planPrice } from "../pricing";
import { SectionLink } from "./section-link";

const FEATURES = {
  startup: [
    "landing.pricing.startup.users",
    "landing.pricing.startup.stampCards",
    "landing.pricing.startup.messages",
  ],
  team: ["landing.pricing.team.users", "landing.pricing.team.stampCards", "landing.pricing.team.messages"],
  custom: [
    "landing.pricing.custom.users",
    "landing.pricing.custom.volume",
    "landing.pricing.custom.support",
    "landing.pricing.custom.integrations",
  ],
} as const;

export function PlanCard({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  const { t, i18n } = useTranslation();
  const name = plan.id === "custom" ? t("landing.pricing.custom.name") : PLAN_NAMES[plan.id];

  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={cn(
        "flex w-full flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm",
        plan.mostPopular && "border-2 border-primary shadow-md",
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={`plan-${plan.id}`} className="text-xl font-semibold">
          {name}
        </h3>
        {plan.mostPopular && <Badge>{t("landing.pricing.mostPopular")}</Badge>}
      </div>
      <p className="mt-2 text-sm text-muted-foreground">{t(`landing.pricing.${plan.id}.description`)}</p>
      <div className="mt-6 min-h-20">
        {plan.monthlyPrice === null ? (
          <p className="text-4xl font-bold tracking-tight">{t("landing.pricing.custom.price")}</p>
        ) : (
          <>
            <p>
              <span className="text-4xl font-bold tracking-tight">
                {formatKronor(planPrice(plan.monthlyPrice, period), currentLanguage(i18n))}
              </span>{" "}
              <span className="text-muted-foreground">
                {period === "yearly" ? t("landing.pricing.perYear") : t("landing.pricing.perMonth")}
              </span>
            </p>
            {period === "yearly" && (
              <p className="mt-1 text-sm font-medium text-primary">{t("landing.pricing.billing.save")}</p>
            )}
          </>
        )}
      </div>
      <ul className="mt-6 grid flex-1 content-start gap-3">
        {FEATURES[plan.id].map((feature) => (
          <li key={feature} className="flex gap-2 text-sm">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            {t(feature)}
          </li>
        ))}
      </ul>
      <Button asChild className="mt-8 w-full" variant={plan.mostPopular ? "default" : "outline"}>
        {plan.monthlyPrice === null ? (
          <SectionLink section="contact">{t("landing.pricing.contactUs")}</SectionLink>
        ) : (
          <Link to={paths.signup}>{t("landing.pricing.getStarted")}</Link>
        )}
      </Button>
    </article>
  );
}
