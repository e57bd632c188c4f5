import { useTranslation } from "@stampwise/i18n";
import { EmptyState } from "@stampwise/ui";
import { useDocumentTitle } from "@stampwise/web";
import { InboxIcon } from "lucide-react";
import { MessageList } from "./components/message-list";
import { MessagesLoadFailed, MessagesSkeleton } from "./components/messages-states";
import { useInbox } from "./use-inbox";

/** In-app messages from the places where the customer collects stamps, newest first, live. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t("customerMessages.documentTitle"));
  const inbox = useInbox();

  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("customerMessages.title")}</h1>
        {inbox.data && inbox.data.unread > 0 ? (
          <p className="text-sm text-muted-foreground">
            {t("customer.nav.unreadMessages", { count: inbox.data.unread })}
          </p>
        ) : null}
      </div>
      {inbox.data ? (
        inbox.data.messages.length === 0 ? (
          <EmptyState
            icon={<InboxIcon />}
            title={t("customerMessages.emptyTitle")}
            description={t("customerMessages.emptyDescription")}
          />
        ) : (
          <MessageList messages={inbox.data.messages} />
        )
      ) : inbox.isError ? (
        <MessagesLoadFailed onRetry={() => void inbox.refetch()} retrying={inbox.isFetching} />
      ) : (
        <MessagesSkeleton />
      )}
    </>
  );
}
