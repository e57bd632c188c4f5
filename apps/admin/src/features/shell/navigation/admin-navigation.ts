import type { Resource } from "@stampwise/i18n";
import {
  ChartLine,
  CreditCard,
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  QrCode,
  Settings,
  Trophy,
  Users,
} from "lucide-react";
import { paths } from "../../../shared/paths";

type ItemKey = keyof Resource["shell"]["navigation"]["items"];
type GroupKey = keyof Resource["shell"]["navigation"]["groups"];

export type NavLink = {
  key: ItemKey;
  path: string;
  /** Further paths this entry stands for, e.g. General also covers the contact settings page. */
  alsoActiveOn?: readonly string[];
  /** Only this exact path marks it active (an overview whose sibling pages live below its path). */
  exact?: boolean;
};

export type NavItem = NavLink & {
  icon: LucideIcon;
  /** A collapsible section: the entry opens its sub-pages instead of being a page itself. */
  children?: readonly NavLink[];
};

export type NavGroup = { key: GroupKey; items: readonly NavItem[] };

/** The sidebar's groups of pages, in order. */
export const ADMIN_NAVIGATION: readonly NavGroup[] = [
  {
    key: "core",
    items: [
      { key: "dashboard", path: paths.admin.dashboard, icon: LayoutDashboard },
      { key: "users", path: paths.admin.users, icon: Users },
      { key: "qrCodes", path: paths.admin.qrCodes, icon: QrCode },
    ],
  },
  { key: "insights", items: [{ key: "insights", path: paths.admin.insights, icon: ChartLine }] },
  {
    key: "communications",
    items: [{ key: "communications", path: paths.admin.communications, icon: Megaphone }],
  },
  {
    key: "loyalty",
    items: [
      {
        key: "loyaltyCards",
        path: paths.admin.loyaltyCards,
        icon: CreditCard,
        children: [
          { key: "stampCards", path: paths.admin.stampCards },
          { key: "pointsCards", path: paths.admin.pointsCards },
          { key: "giftCards", path: paths.admin.giftCards },
        ],
      },
      {
        key: "loyaltyProgram",
        path: paths.admin.loyaltyProgram,
        icon: Trophy,
        children: [
          { key: "program", path: paths.admin.loyaltyProgram, exact: true },
          { key: "levels", path: paths.admin.loyaltyLevels },
        ],
      },
    ],
  },
  {
    key: "settings",
    items: [
      {
        key: "settings",
        path: paths.admin.settings,
        icon: Settings,
        children: [
          { key: "general", path: paths.admin.settingsGeneral, alsoActiveOn: [paths.admin.settingsContact] },
          { key: "administrators", path: paths.admin.administrators },
        ],
      },
    ],
  },
];

/** Whether the reader is on this entry's page or one below it (a stamp card under Stamp cards). */
export function isLinkActive(link: NavLink, pathname: string): boolean {
  const current = pathname.replace(/\/+$/, "") || "/";
  return [link.path, ...(link.alsoActiveOn ?? [])].some(
    (path) => current === path || (!link.exact && current.startsWith(`${path}/`)),
  );
}

export function isItemActive(item: NavItem, pathname: string): boolean {
  return item.children
    ? item.children.some((child) => isLinkActive(child, pathname))
    : isLinkActive(item, pathname);
}
