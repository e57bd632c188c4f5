import { useTranslation } from "@stampwise/i18n";
import { Button, EmptyState, LoadingRegion, Skeleton } from "@stampwise/ui";
import { RefreshCw, WifiOffIcon } from "lucide-react";

/** Message-shaped placeholders while the inbox loads. */
export function MessagesSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t("customer.messages.loading")} className="flex flex-col gap-3">
      {[0, 1, 2].map((placeholder) => (
        <Skeleton key={placeholder} className="h-20 w-full rounded-xl" />
      ))}
    </LoadingRegion>
  );
}

export function MessagesLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      role="alert"
      icon={<WifiOffIcon />}
      title={t("customer.messages.loadFailed.title")}
      description={t("customer.messages.loadFailed.description")}
      action={
        <Button size="lg" className="min-h-11" onClick={onRetry} disabled={retrying}>
          <RefreshCw aria-hidden className={retrying ? "animate-spin" : undefined} />
          {t("customer.messages.loadFailed.retry")}
        </Button>
      }
    />
  );
}
