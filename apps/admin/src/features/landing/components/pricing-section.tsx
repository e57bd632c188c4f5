import { useTranslation } from "@stampwise/i18n";
import { Badge, Label, Switch } from "@stampwise/ui";
import { useId, useState } from "react";
import { type BillingPeriod, PLANS, pricingSummary } from "../pricing";
import { LandingSection } from "./landing-section";
import { PlanCard } from "./plan-card";

export function PricingSection() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<BillingPeriod>("monthly");
  const switchId = useId();

  return (
    <LandingSection id="pricing" title={t("landing.pricing.title")} description={pricingSummary(t, period)}>
      {/* One switch, named "Yearly": off means monthly, which the word before it says for sighted readers. */}
      <fieldset className="flex items-center justify-center gap-3">
        <legend className="sr-only">{t("landing.pricing.billing.label")}</legend>
        <span aria-hidden className={period === "monthly" ? "font-semibold" : "text-muted-foreground"}>
          {t("landing.pricing.billing.monthly")}
        </span>
        <Switch
          id={switchId}
          aria-describedby={`${switchId}-saving`}
          checked={period === "yearly"}
          onCheckedChange={(yearly) => setPeriod(yearly ? "yearly" : "monthly")}
        />
        <Label
          htmlFor={switchId}
          className={
            period === "yearly" ? "text-base font-semibold" : "text-base font-normal text-muted-foreground"
          }
        >
          {t("landing.pricing.billing.yearly")}
        </Label>
        <Badge id={`${switchId}-saving`} variant="secondary">
          {t("landing.pricing.billing.save")}
        </Badge>
      </fieldset>
      <ul className="mt-10 grid items-stretch gap-6 md:grid-cols-3">
        {PLANS.map((plan) => (
          <li key={plan.id} className="flex">
            <PlanCard plan={plan} period={period} />
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
