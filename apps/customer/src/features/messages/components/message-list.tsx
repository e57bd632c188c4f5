import type { InboxMessage } from "@stampwise/contract";
import { currentLanguage, formatDateTime, useTranslation } from "@stampwise/i18n";
import { cn } from "@stampwise/ui";
import { useQueryClient } from "@tanstack/react-query";
import { ChevronDownIcon } from "lucide-react";
import { useId, useState } from "react";
import { readMessage } from "../inbox-query";

/** The inbox, newest first. A message opens in place; opening an unread one marks it read. */
export function MessageList({ messages }: { messages: readonly InboxMessage[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {messages.map((message) => (
        <li key={message.id}>
          <MessageItem message={message} />
        </li>
      ))}
    </ul>
  );
}

function MessageItem({ message }: { message: InboxMessage }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const unread = message.readAt === null;

  const toggle = () => {
    setOpen(!open);
    if (!open && unread) void readMessage(queryClient, message.id);
  };

  return (
    <article
      className={cn(
        "rounded-xl border bg-card text-card-foreground",
        unread && "border-primary/40 bg-primary/5",
      )}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={toggle}
        className="flex min-h-14 w-full items-start gap-3 rounded-xl px-4 py-3 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span
          aria-hidden
          className={cn("mt-2 size-2 shrink-0 rounded-full", unread ? "bg-primary" : "bg-transparent")}
        />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-muted-foreground">
            <span className="break-words">{message.organizationName}</span>
            <time dateTime={message.sentAt}>{formatDateTime(message.sentAt, currentLanguage(i18n))}</time>
          </span>
          <span className={cn("break-words", unread ? "font-semibold" : "font-medium")}>
            {message.title}
            {unread ? <span className="sr-only">{` (${t("customerMessages.unread")})`}</span> : null}
          </span>
          {!open ? (
            <span className="line-clamp-2 text-sm break-words text-muted-foreground">{message.body}</span>
          ) : null}
        </span>
        <ChevronDownIcon
          aria-hidden
          className={cn(
            "mt-1 size-4 shrink-0 text-muted-foreground transition-transform",
            open && "rotate-180",
          )}
        />
      </button>
      <div id={bodyId} hidden={!open} className="px-4 pb-4 pl-9 text-sm break-words whitespace-pre-line">
        {message.body}
      </div>
    </article>
  );
}
