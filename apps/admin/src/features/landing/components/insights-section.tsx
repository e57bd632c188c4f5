import { useTranslation } from "@stampwise/i18n";
import { Coins, Gift, type LucideIcon, Stamp } from "lucide-react";
import { InsightsChart } from "./insights-chart";
import { LandingSection } from "./landing-section";

const INSIGHTS: readonly { id: "stamps" | "points" | "giftCards"; icon: LucideIcon }[] = [
  { id: "stamps", icon: Stamp },
  { id: "points", icon: Coins },
  { id: "giftCards", icon: Gift },
];

export function InsightsSection() {
  const { t } = useTranslation();
  return (
    <LandingSection
      id="insights"
      title={t("landing.insights.title")}
      description={t("landing.insights.description")}
      className="bg-muted/50"
    >
      <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.3fr]">
        <ul className="grid gap-6">
          {INSIGHTS.map(({ id, icon: Icon }) => (
            <li key={id} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                <Icon aria-hidden className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold">{t(`landing.insights.${id}.title`)}</h3>
                <p className="mt-1 text-muted-foreground">{t(`landing.insights.${id}.description`)}</p>
              </div>
            </li>
          ))}
        </ul>
        <InsightsChart />
      </div>
    </LandingSection>
  );
}
