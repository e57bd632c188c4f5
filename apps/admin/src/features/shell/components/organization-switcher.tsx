import { useTranslation } from "@stampwise/i18n";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from "@stampwise/ui";
import { ChevronsUpDown, Plus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { MAX_ORGANIZATION_SHORTCUTS, organizationShortcutHint } from "../keyboard/organization-shortcut";
import { useIsApplePlatform } from "../keyboard/use-organization-shortcuts";
import { useSwitchOrganization } from "../use-switch-organization";
import { organizationInitial } from "../user-initials";

// The dialog brings the form machinery (react-hook-form, zod): loaded the first time it opens.
const AddOrganizationDialog = lazy(() =>
  import("./add-organization-dialog").then((module) => ({ default: module.AddOrganizationDialog })),
);

/**
 * Organization switcher: the current organization on the trigger (just its initial in icon
 * mode), the list with the ⌘1, ⌘2… hints (the shortcuts themselves: OrganizationShortcuts).
 */
export function OrganizationSwitcher() {
  const { t } = useTranslation();
  const { isMobile } = useSidebar();
  const apple = useIsApplePlatform();
  const { current, organizations, select } = useSwitchOrganization();
  const [adding, setAdding] = useState(false);
  // Stays mounted after the first opening so closing can animate.
  const [dialogLoaded, setDialogLoaded] = useState(false);

  if (!current) return null;
  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <SidebarMenuButton
              size="lg"
              tooltip={current.name}
              className="data-[state=open]:bg-sidebar-accent data-[state=open]:text-sidebar-accent-foreground"
            >
              {/* Named by what it shows, with what it does before: voice control users say the name. */}
              <span className="sr-only">{t("shell.organizations.open")}</span>
              <OrganizationBadge
                name={current.name}
                className="size-8 rounded-lg bg-sidebar-primary text-sidebar-primary-foreground"
              />
              <span className="grid flex-1 text-left leading-tight">
                <span className="truncate font-medium">{current.name}</span>
                <span className="truncate text-xs">{current.email ?? t("shell.organizations.noEmail")}</span>
              </span>
              <ChevronsUpDown aria-hidden className="ml-auto" />
            </SidebarMenuButton>
          </DropdownMenuTrigger>
          <DropdownMenuContent
            className="w-(--radix-dropdown-menu-trigger-width) min-w-60 rounded-lg"
            align="start"
            side={isMobile ? "bottom" : "right"}
            sideOffset={4}
          >
            <DropdownMenuLabel className="text-xs text-muted-foreground">
              {t("shell.organizations.label")}
            </DropdownMenuLabel>
            {organizations.map((organization, index) => (
              <DropdownMenuCheckboxItem
                key={organization.id}
                checked={organization.id === current.id}
                onSelect={() => select(organization)}
                className="gap-2 p-2 pl-8"
              >
                <OrganizationBadge name={organization.name} className="size-6 rounded-md border" />
                <span className="truncate">{organization.name}</span>
                {index < MAX_ORGANIZATION_SHORTCUTS && (
                  <DropdownMenuShortcut>{organizationShortcutHint(index + 1, apple)}</DropdownMenuShortcut>
                )}
              </DropdownMenuCheckboxItem>
            ))}
            <DropdownMenuSeparator />
            <DropdownMenuItem
              className="gap-2 p-2"
              onSelect={() => {
                setDialogLoaded(true);
                setAdding(true);
              }}
            >
              <span className="flex size-6 items-center justify-center rounded-md border">
                <Plus aria-hidden className="size-4" />
              </span>
              {t("shell.organizations.add")}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        {dialogLoaded && (
          <Suspense fallback={null}>
            <AddOrganizationDialog open={adding} onOpenChange={setAdding} />
          </Suspense>
        )}
      </SidebarMenuItem>
    </SidebarMenu>
  );
}

function OrganizationBadge({ name, className }: { name: string; className: string }) {
  return (
    <span
      aria-hidden
      className={`flex aspect-square shrink-0 items-center justify-center text-sm font-semibold ${className}`}
    >
      {organizationInitial(name)}
    </span>
  );
}
