import { useTranslation } from "@stampwise/i18n";
import { CircleCheckBig } from "lucide-react";
import { offerTexts } from "../offer-texts";
import type { QrCodeOffer } from "../qr-code-offer";
import type { Redemption } from "../use-counter-code";

/** The texts of a redemption, shared by the visible notice and the screen-reader announcement. */
export function useRedemptionTexts(redemption: Redemption | null, offer: QrCodeOffer) {
  const { t } = useTranslation();
  if (!redemption) return undefined;
  const texts = offerTexts(t, offer);
  const who = redemption.name ? texts.namedCustomer(redemption.name) : texts.anonymous;
  return { title: texts.redeemedTitle, who, next: t("qrCodes.show.redeemed.nextCode") };
}

/**
 * "Stamp given! Ebba Ekström collected 1 stamp." or "Points given! Carl collected 25 points." —
 * big and green, for the person at the till.
 */
export function RedemptionNotice({
  redemption,
  offer,
}: {
  redemption: Redemption | null;
  offer: QrCodeOffer;
}) {
  const texts = useRedemptionTexts(redemption, offer);
  if (!texts) return null;
  return (
    <div
      data-testid="counter-redeemed"
      className="flex w-full items-start gap-3 rounded-lg border border-emerald-600/30 bg-emerald-50 p-4 text-emerald-950 motion-safe:animate-in motion-safe:fade-in dark:bg-emerald-950 dark:text-emerald-50"
    >
      <CircleCheckBig aria-hidden className="mt-0.5 size-6 shrink-0 text-emerald-600 dark:text-emerald-400" />
      <div className="flex flex-col gap-0.5">
        <p className="text-lg font-semibold">{texts.title}</p>
        <p>{texts.who}</p>
        <p className="text-sm opacity-80">{texts.next}</p>
      </div>
    </div>
  );
}
