import { useTranslation } from "@stampwise/i18n";
import { Button, Spinner } from "@stampwise/ui";
import { apiErrorToastContent, QrCodeImage } from "@stampwise/web";
import { RefreshCw } from "lucide-react";
import { offerTexts } from "../offer-texts";
import type { QrCodeOffer } from "../qr-code-offer";
import { useCounterCode } from "../use-counter-code";
import { CountdownTimer } from "./countdown-timer";
import { RedemptionNotice, useRedemptionTexts } from "./redemption-notice";

type CounterCodeViewProps = {
  qrCodeId: string;
  /** What a scan gives: the QR label and the redemption notice say it. */
  offer: QrCodeOffer;
  /** Full screen: the code grows to fill the height. */
  large: boolean;
};

/**
 * The code a customer scans at the counter, its countdown, and what happened to the last one.
 * The QR element carries `data-testid="counter-qr"` so a browser test can screenshot exactly it.
 */
export function CounterCodeView({ qrCodeId, offer, large }: CounterCodeViewProps) {
  const { t } = useTranslation();
  const { state, redemption, mint } = useCounterCode(qrCodeId);
  const announcement = useRedemptionTexts(redemption, offer);
  // Full screen: as large as the height allows next to the title, notice, countdown and button.
  const box = large ? "w-[min(100%,calc(100dvh-24rem))] min-w-64" : "w-full max-w-80";

  return (
    <div className="flex w-full flex-col items-center gap-4">
      {/* Always in the page, so the announcement is heard the moment the text changes. */}
      <p aria-live="assertive" aria-atomic="true" className="sr-only">
        {announcement ? `${announcement.title} ${announcement.who} ${announcement.next}` : ""}
      </p>
      <RedemptionNotice redemption={redemption} offer={offer} />
      <div className={`aspect-square ${box}`}>
        {state.status === "ready" ? (
          <QrCodeImage
            key={state.code.instanceId}
            data-testid="counter-qr"
            data-instance-id={state.code.instanceId}
            value={state.code.url}
            label={offerTexts(t, offer).qrLabel}
            className="size-full rounded-lg border"
          />
        ) : state.status === "failed" ? (
          <GenerateFailed error={state.error} onRetry={mint} />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-3 rounded-lg border bg-muted text-muted-foreground">
            <Spinner label={t("qrCodes.show.refreshing")} className="[&_svg]:size-8" />
            <span aria-hidden className="text-sm">
              {t("qrCodes.show.refreshing")}
            </span>
          </div>
        )}
      </div>
      {state.status === "ready" && (
        <CountdownTimer key={state.code.instanceId} deadline={state.code.deadline} onExpire={mint} />
      )}
      {!large && (
        <p className="max-w-sm text-center text-sm text-muted-foreground">{t("qrCodes.show.singleUse")}</p>
      )}
    </div>
  );
}

function GenerateFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const content = apiErrorToastContent(error, t, {
    title: t("qrCodes.show.generateFailed.title"),
    description: t("qrCodes.show.generateFailed.description"),
  });
  return (
    <div
      role="alert"
      className="flex size-full flex-col items-center justify-center gap-3 rounded-lg border border-destructive/40 p-6 text-center"
    >
      <p className="font-semibold">{content.title}</p>
      <p className="text-sm text-muted-foreground">{content.description}</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden />
        {t("qrCodes.show.generateFailed.retry")}
      </Button>
    </div>
  );
}
