import { useTranslation } from "@stampwise/i18n";
import { Button, EmptyState, LoadFailedCard, LoadingRegion, Skeleton } from "@stampwise/ui";
import { Link } from "@stampwise/web/router";
import { CreditCard, Plus, QrCode } from "lucide-react";
import { paths } from "../../../app/paths";

export function QrCodesLoading() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t("common.loading")} className="flex flex-col gap-3 rounded-md border p-4">
      {Array.from({ length: 4 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
        <div key={index} className="flex items-center gap-4">
          <Skeleton className="h-5 flex-1" />
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-8 w-20" />
        </div>
      ))}
    </LoadingRegion>
  );
}

/** Spec §8 "QR code fetch" failure, with a way to ask again. */
export function QrCodesFetchFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <LoadFailedCard
      title={t("qrCodes.fetchFailed.title")}
      description={t("qrCodes.fetchFailed.description")}
      retryLabel={t("qrCodes.fetchFailed.retry")}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

/** No codes yet; without any stamp card, the first step is making one. */
export function QrCodesEmpty({ hasCards, onAdd }: { hasCards: boolean; onAdd: () => void }) {
  const { t } = useTranslation();
  if (!hasCards) {
    return (
      <EmptyState
        icon={<CreditCard />}
        title={t("qrCodes.empty.noCardsTitle")}
        description={t("qrCodes.empty.noCardsDescription")}
        action={
          <Button asChild>
            <Link to={paths.admin.stampCards}>{t("qrCodes.empty.toStampCards")}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={<QrCode />}
      title={t("qrCodes.empty.title")}
      description={t("qrCodes.empty.description")}
      action={
        <Button onClick={onAdd}>
          <Plus aria-hidden />
          {t("qrCodes.page.add")}
        </Button>
      }
    />
  );
}
