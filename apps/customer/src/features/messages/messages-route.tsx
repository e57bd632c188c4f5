import { useTranslation } from "@stampwise/i18n";
import { EmptyState } from "@stampwise/ui";
import { useDocumentTitle } from "@stampwise/web";
import { InboxIcon } from "lucide-react";

/** In-app messages from the places where the customer collects stamps. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t("customer.messages.documentTitle"));

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
