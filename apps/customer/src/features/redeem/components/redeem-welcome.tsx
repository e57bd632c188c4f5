import type { QrInstance } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { StampIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * Spec §2 "Redeem page": the welcome naming the organization and the admin who showed the code,
 * the stamp card and what the code gives; `children` are the actions for who is looking.
 */
export function RedeemWelcome({ instance, children }: { instance: QrInstance; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-col items-center gap-3 text-center text-balance">
        <span aria-hidden className="grid size-16 place-items-center rounded-full bg-primary/10 text-primary">
          <StampIcon className="size-8" />
        </span>
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">
          {t("customer.redeem.welcome.eyebrow")}
        </p>
        <h1 className="text-2xl font-semibold tracking-tight">
          {t("customer.redeem.welcome.title", {
            admin: instance.adminFirstName,
            organization: instance.organizationName,
          })}
        </h1>
        <div className="flex flex-col gap-1 text-muted-foreground">
          <p className="font-medium text-foreground">
            {t("customer.redeem.welcome.card", { card: instance.stampCardName })}
          </p>
          <p>{t("customer.redeem.welcome.stamps", { count: instance.stamps })}</p>
        </div>
      </div>
      {children}
    </section>
  );
}
