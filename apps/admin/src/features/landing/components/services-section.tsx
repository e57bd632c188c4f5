import { useTranslation } from "@stampwise/i18n";
import { Coins, Crown, type LucideIcon, Stamp } from "lucide-react";
import { LandingSection } from "./landing-section";

const SERVICES: readonly { id: "stampCards" | "loyaltyPrograms" | "points"; icon: LucideIcon }[] = [
  { id: "stampCards", icon: Stamp },
  { id: "loyaltyPrograms", icon: Crown },
  { id: "points", icon: Coins },
];

export function ServicesSection() {
  const { t } = useTranslation();
  return (
    <LandingSection
      id="services"
      title={t("landing.services.title")}
      description={t("landing.services.description")}
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {SERVICES.map(({ id, icon: Icon }) => (
          <li key={id} className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-lg bg-secondary text-primary">
              <Icon aria-hidden className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-semibold">{t(`landing.services.${id}.title`)}</h3>
            <p className="mt-2 text-muted-foreground">{t(`landing.services.${id}.description`)}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
