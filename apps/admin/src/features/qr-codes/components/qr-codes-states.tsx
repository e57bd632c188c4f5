import { useTranslation } from "@stampwise/i18n";
import { Button, EmptyState, ListLoading, LoadFailedCard } from "@stampwise/ui";
import { Link } from "@stampwise/web/router";
import { CreditCard, Plus, QrCode } from "lucide-react";
import { paths } from "../../../shared/paths";

export function QrCodesLoading() {
  const { t } = useTranslation();
  return <ListLoading label={t("common.loading")} rows={4} />;
}

/** The QR codes could not be fetched, with a way to ask again. */
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

/**
 * No codes yet. A stamp code needs a stamp card and a points code the loyalty program: with
 * either, the next step is the first code; with neither, making one of them.
 */
export function QrCodesEmpty({ canAdd, onAdd }: { canAdd: boolean; onAdd: () => void }) {
  const { t } = useTranslation();
  if (!canAdd) {
    return (
      <EmptyState
        icon={<CreditCard />}
        title={t("qrCodes.empty.noCardsTitle")}
        description={t("qrCodes.empty.noCardsDescription")}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild>
              <Link to={paths.admin.stampCards}>{t("qrCodes.empty.toStampCards")}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.admin.loyaltyProgram}>{t("qrCodes.empty.toLoyaltyProgram")}</Link>
            </Button>
          </div>
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
