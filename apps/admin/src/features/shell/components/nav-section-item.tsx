import { useTranslation } from "@stampwise/i18n";
import {
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarMenuSub,
  SidebarMenuSubButton,
  SidebarMenuSubItem,
  useSidebar,
} from "@stampwise/ui";
import { Link, useLocation } from "@stampwise/web/router";
import { ChevronRight } from "lucide-react";
import { useEffect, useState } from "react";
import { isItemActive, isLinkActive, type NavItem } from "../navigation/admin-navigation";

/**
 * A section with sub-pages (Loyalty cards, Loyalty program, Settings). Expanded it folds open in
 * place; in icon mode there is no room for the list, so the icon opens it as a menu beside it.
 */
export function NavSectionItem({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { state, isMobile } = useSidebar();
  const active = isItemActive(item, pathname);
  const [open, setOpen] = useState(active);
  const label = t(`shell.navigation.items.${item.key}`);
  const Icon = item.icon;

  // Arriving on a sub-page some other way (a breadcrumb, a link) shows where it sits.
  useEffect(() => {
    if (active) setOpen(true);
  }, [active]);

  if (state === "collapsed" && !isMobile) {
    return (
      <SidebarMenuItem>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <SidebarMenuButton isActive={active} tooltip={label}>
              <Icon aria-hidden />
              <span>{label}</span>
            </SidebarMenuButton>
          </DropdownMenuTrigger>
          <DropdownMenuContent side="right" align="start" className="min-w-48">
            <DropdownMenuLabel className="text-xs text-muted-foreground">{label}</DropdownMenuLabel>
            {item.children?.map((child) => (
              <DropdownMenuItem key={child.key} asChild>
                <Link to={child.path} aria-current={isLinkActive(child, pathname) ? "page" : undefined}>
                  {t(`shell.navigation.items.${child.key}`)}
                </Link>
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      </SidebarMenuItem>
    );
  }

  return (
    <Collapsible asChild open={open} onOpenChange={setOpen} className="group/collapsible">
      <SidebarMenuItem>
        <CollapsibleTrigger asChild>
          <SidebarMenuButton className={active ? "font-medium" : undefined}>
            <Icon aria-hidden />
            <span>{label}</span>
            <ChevronRight
              aria-hidden
              className="ml-auto transition-transform duration-200 group-data-[state=open]/collapsible:rotate-90"
            />
          </SidebarMenuButton>
        </CollapsibleTrigger>
        <CollapsibleContent>
          <SidebarMenuSub>
            {item.children?.map((child) => (
              <SidebarMenuSubItem key={child.key}>
                <SidebarMenuSubButton asChild isActive={isLinkActive(child, pathname)}>
                  <Link to={child.path}>
                    <span>{t(`shell.navigation.items.${child.key}`)}</span>
                  </Link>
                </SidebarMenuSubButton>
              </SidebarMenuSubItem>
            ))}
          </SidebarMenuSub>
        </CollapsibleContent>
      </SidebarMenuItem>
    </Collapsible>
  );
}
