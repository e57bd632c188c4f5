import { useTranslation } from "@stampwise/i18n";
import { Button, EmptyState, LoadingRegion, Skeleton } from "@stampwise/ui";
import { Link } from "@stampwise/web/router";
import { QrCodeIcon, WalletCardsIcon } from "lucide-react";
import { LoadFailedState } from "../../../components/load-failed-state";
import { paths } from "../../../lib/paths";

/** Card-shaped placeholders while the list loads. */
export function CardsSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t("customer.cards.loading")} className="flex flex-col gap-6">
      {[0, 1].map((placeholder) => (
        <div key={placeholder} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-56 w-full rounded-2xl" />
        </div>
      ))}
    </LoadingRegion>
  );
}

/** No card yet: how the first stamp comes, and the way to My QR. */
export function CardsEmpty() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<WalletCardsIcon />}
      title={t("customer.cards.emptyTitle")}
      description={t("customer.cards.emptyDescription")}
      action={
        <Button asChild size="lg" className="min-h-11">
          <Link to={paths.myQr}>
            <QrCodeIcon aria-hidden />
            {t("customer.cards.showQr")}
          </Link>
        </Button>
      }
    />
  );
}

export function CardsLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <LoadFailedState
      title={t("customer.cards.loadFailed.title")}
      description={t("customer.cards.loadFailed.description")}
      retryLabel={t("customer.cards.loadFailed.retry")}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
