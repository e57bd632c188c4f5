import { useTranslation } from "@stampwise/i18n";
import { useInbox } from "./use-inbox";

/** More than this reads as "99+". */
const BADGE_MAX = 99;

/**
 * The Messages tab's count of unread messages: a number on the icon's corner on a phone, after
 * the label in the top bar, and in words for screen readers ("Messages, 2 unread messages").
 * Loaded after the shell's first paint with the inbox query, which keeps it live.
 */
export function UnreadMessagesBadge() {
  const { t } = useTranslation();
  const unread = useInbox().data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <>
      <span
        aria-hidden
        data-slot="unread-badge"
        className="absolute top-1 left-1/2 ml-1.5 min-w-5 rounded-full bg-primary px-1.5 text-center text-[0.7rem] leading-5 font-semibold text-primary-foreground tabular-nums md:static md:m-0"
      >
        {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
      </span>
      <span className="sr-only">{`, ${t("customer.nav.unreadMessages", { count: unread })}`}</span>
    </>
  );
}
