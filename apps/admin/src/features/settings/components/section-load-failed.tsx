import { useTranslation } from "@stampwise/i18n";
import { Button } from "@stampwise/ui";
import { RefreshCw } from "lucide-react";

/**
 * A settings card's list that could not be loaded: one line saying so, and a retry that spins
 * while it runs. The card around it stays, so the page keeps its shape.
 */
export function SectionLoadFailed({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
      {message}
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden className={retrying ? "animate-spin" : undefined} />
        {t("settings.loadFailed.retry")}
      </Button>
    </div>
  );
}
