import { Button, EmptyState } from "@stampwise/ui";
import { RefreshCw, WifiOffIcon } from "lucide-react";

/** A screen's data could not be fetched: what failed, what to check, and a retry that spins. */
export function LoadFailedState({
  title,
  description,
  retryLabel,
  onRetry,
  retrying,
}: {
  title: string;
  description: string;
  retryLabel: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <EmptyState
      role="alert"
      icon={<WifiOffIcon />}
      title={title}
      description={description}
      action={
        <Button size="lg" className="min-h-11" onClick={onRetry} disabled={retrying}>
          <RefreshCw aria-hidden className={retrying ? "animate-spin" : undefined} />
          {retryLabel}
        </Button>
      }
    />
  );
}
