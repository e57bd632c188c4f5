import { useTranslation } from "@stampwise/i18n";
import { SidebarMenuButton, SidebarMenuItem } from "@stampwise/ui";
import { Link, useLocation } from "@stampwise/web/router";
import { isLinkActive, type NavItem } from "../navigation/admin-navigation";

/** A top-level page in the sidebar; its tooltip names it when the sidebar shows icons only. */
export function NavLinkItem({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const label = t(`shell.navigation.items.${item.key}`);
  const Icon = item.icon;
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild isActive={isLinkActive(item, pathname)} tooltip={label}>
        <Link to={item.path}>
          <Icon aria-hidden />
          <span>{label}</span>
        </Link>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}
