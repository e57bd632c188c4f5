import { InboxIcon, type LucideIcon, QrCodeIcon, WalletCardsIcon } from "lucide-react";
import { paths } from "../../../lib/paths";

export type NavigationItem = {
  to: string;
  labelKey: "customer.nav.cards" | "customer.nav.myQr" | "customer.nav.messages";
  icon: LucideIcon;
  /** The cards page is the index: without `end` it would count as active on every page. */
  end?: boolean;
  /** The tab shows how many messages are unread. */
  countsUnread?: boolean;
};

export const NAVIGATION_ITEMS: readonly NavigationItem[] = [
  { to: paths.cards, labelKey: "customer.nav.cards", icon: WalletCardsIcon, end: true },
  { to: paths.myQr, labelKey: "customer.nav.myQr", icon: QrCodeIcon },
  { to: paths.messages, labelKey: "customer.nav.messages", icon: InboxIcon, countsUnread: true },
];
