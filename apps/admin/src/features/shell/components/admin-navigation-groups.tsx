import { useTranslation } from "@stampwise/i18n";
import { SidebarGroup, SidebarGroupContent, SidebarGroupLabel, SidebarMenu } from "@stampwise/ui";
import { ADMIN_NAVIGATION } from "../navigation/admin-navigation";
import { NavLinkItem } from "./nav-link-item";
import { NavSectionItem } from "./nav-section-item";

/** The sidebar's groups, each a labelled list of pages. */
export function AdminNavigationGroups() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("shell.navigation.label")}>
      {ADMIN_NAVIGATION.map((group) => (
        <SidebarGroup key={group.key}>
          <SidebarGroupLabel id={`sidebar-group-${group.key}`}>
            {t(`shell.navigation.groups.${group.key}`)}
          </SidebarGroupLabel>
          <SidebarGroupContent>
            <SidebarMenu aria-labelledby={`sidebar-group-${group.key}`}>
              {group.items.map((item) =>
                item.children ? (
                  <NavSectionItem key={item.key} item={item} />
                ) : (
                  <NavLinkItem key={item.key} item={item} />
                ),
              )}
            </SidebarMenu>
          </SidebarGroupContent>
        </SidebarGroup>
      ))}
    </nav>
  );
}
