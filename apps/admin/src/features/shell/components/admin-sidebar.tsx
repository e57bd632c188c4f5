import type { User } from "@stampwise/contract";
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarHeader,
  SidebarRail,
  useSidebar,
} from "@stampwise/ui";
import { useLocation } from "@stampwise/web/router";
import { useEffect, useRef } from "react";
import { AdminNavigationGroups } from "./admin-navigation-groups";
import { OrganizationSwitcher } from "./organization-switcher";
import { UserMenu } from "./user-menu";

/** Organization switcher on top, the page groups, the user menu at the bottom. */
export function AdminSidebar({ user }: { user: User }) {
  const { pathname } = useLocation();
  const { setOpenMobile } = useSidebar();

  // On a phone the sidebar is a sheet over the page: once a link is followed, get out of the way.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpenMobile(false);
  }, [pathname, setOpenMobile]);

  return (
    <Sidebar collapsible="icon">
      <SidebarHeader>
        <OrganizationSwitcher />
      </SidebarHeader>
      <SidebarContent>
        <AdminNavigationGroups />
      </SidebarContent>
      <SidebarFooter>
        <UserMenu user={user} />
      </SidebarFooter>
      <SidebarRail />
    </Sidebar>
  );
}
