import type { QrInstance } from "@stampwise/contract";
import { currentLanguage, useTranslation } from "@stampwise/i18n";
import { CoinsIcon, StampIcon } from "lucide-react";
import type { ReactNode } from "react";
import { pointsWording } from "../redeem-offer";

/**
 * The redeem page's welcome, naming the organization and the admin who showed the code,
 * the card (a stamp card, or the loyalty program of a points code) and what the code gives;
 * `children` are the actions for who is looking.
 */
export function RedeemWelcome({ instance, children }: { instance: QrInstance; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const pointsCode = instance.type === "points";
  const points = pointsCode ? pointsWording(t, currentLanguage(i18n), instance)(instance.points ?? 0) : "";
  const Icon = pointsCode ? CoinsIcon : StampIcon;
  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-col items-center gap-3 text-center text-balance">
        <span aria-hidden className="grid size-16 place-items-center rounded-full bg-primary/10 text-primary">
          <Icon className="size-8" />
        </span>
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">
          {t("redeem.welcome.eyebrow")}
        </p>
        <h1 className="text-2xl font-semibold tracking-tight">
          {pointsCode
            ? t("redeem.points.title", {
                admin: instance.adminFirstName,
                organization: instance.organizationName,
                points,
              })
            : t("redeem.welcome.title", {
                admin: instance.adminFirstName,
                organization: instance.organizationName,
              })}
        </h1>
        <div className="flex flex-col gap-1 text-muted-foreground">
          <p className="font-medium text-foreground">
            {pointsCode
              ? t("redeem.points.program", { program: instance.stampCardName })
              : t("redeem.welcome.card", { card: instance.stampCardName })}
          </p>
          <p>
            {pointsCode
              ? t("redeem.points.gives", { points })
              : t("redeem.welcome.stamps", { count: instance.stamps })}
          </p>
        </div>
      </div>
      {children}
    </section>
  );
}
