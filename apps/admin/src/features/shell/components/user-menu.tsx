import type { User } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from "@stampwise/ui";
import { ChevronsUpDown, LogOut } from "lucide-react";
import { useLogOut } from "../use-log-out";
import { UserAvatar } from "./user-avatar";
import { LanguageChoice, ThemeChoice } from "./user-preferences";

/** User menu, in the sidebar footer: who is signed in, theme, language, log out. */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const { isMobile } = useSidebar();
  const { logOut, isLoggingOut } = useLogOut();
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.email;

  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <SidebarMenuButton
              size="lg"
              tooltip={fullName}
              className="data-[state=open]:bg-sidebar-accent data-[state=open]:text-sidebar-accent-foreground"
            >
              {/* Named by what it shows, with what it does before: "Open the user menu for Ann ann@…". */}
              <span className="sr-only">{t("shell.userMenu.open")}</span>
              <UserAvatar user={user} />
              <UserIdentity name={fullName} email={user.email} />
              <ChevronsUpDown aria-hidden className="ml-auto" />
            </SidebarMenuButton>
          </DropdownMenuTrigger>
          <DropdownMenuContent
            className="w-(--radix-dropdown-menu-trigger-width) min-w-60 rounded-lg"
            side={isMobile ? "top" : "right"}
            align="end"
            sideOffset={4}
          >
            <DropdownMenuLabel className="flex items-center gap-2 p-1 font-normal">
              <UserAvatar user={user} />
              <UserIdentity name={fullName} email={user.email} />
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            <ThemeChoice />
            <DropdownMenuSeparator />
            <LanguageChoice />
            <DropdownMenuSeparator />
            <DropdownMenuItem disabled={isLoggingOut} onSelect={logOut}>
              <LogOut aria-hidden />
              {isLoggingOut ? t("shell.userMenu.loggingOut") : t("shell.userMenu.logOut")}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}

function UserIdentity({ name, email }: { name: string; email: string }) {
  return (
    <span className="grid flex-1 text-left text-sm leading-tight">
      <span className="truncate font-medium">{name}</span>
      <span className="truncate text-xs">{email}</span>
    </span>
  );
}
