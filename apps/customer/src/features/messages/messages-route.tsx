import { EmptyState } from "@stampwise/ui";
import { InboxIcon } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** In-app messages from the places where the customer collects stamps. */
export function Component() {
  const { t } = useTranslation();
  const documentTitle = t("customer.messages.documentTitle");
  useEffect(() => {
    // Queued behind the root layout's effect, which sets the app's generic title after ours.
    queueMicrotask(() => {
      document.title = documentTitle;
    });
  }, [documentTitle]);

  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">{t("customer.messages.title")}</h1>
      <EmptyState
        icon={<InboxIcon />}
        title={t("customer.messages.emptyTitle")}
        description={t("customer.messages.emptyDescription")}
      />
    </>
  );
}
