import { useTranslation } from "@stampwise/i18n";
import { Button, EmptyState, LoadFailedCard } from "@stampwise/ui";
import { Link } from "@stampwise/web/router";
import { QrCode, SearchX, Users } from "lucide-react";
import { paths } from "../../../shared/paths";

/** Nobody holds a card yet: say how customers arrive, and lead to the QR codes. */
export function NoCustomersYet() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<Users />}
      title={t("users.table.empty.noCustomers.title")}
      description={t("users.table.empty.noCustomers.description")}
      action={
        <Button asChild>
          <Link to={paths.admin.qrCodes}>
            <QrCode aria-hidden />
            {t("users.table.empty.noCustomers.action")}
          </Link>
        </Button>
      }
    />
  );
}

/** Customers exist, but none match the filter. */
export function NoMatchingCustomers({ query, onClear }: { query: string; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<SearchX />}
      title={t("users.table.empty.noMatch.title")}
      description={t("users.table.empty.noMatch.description", { query })}
      action={
        <Button variant="outline" onClick={onClear}>
          {t("users.table.empty.noMatch.action")}
        </Button>
      }
    />
  );
}

/** The page could not be fetched, with a retry. */
export function UsersLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <LoadFailedCard
      title={t("users.table.loadFailed.title")}
      description={t("users.table.loadFailed.description")}
      retryLabel={t("users.table.loadFailed.retry")}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
