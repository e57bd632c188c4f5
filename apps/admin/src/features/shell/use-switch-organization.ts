import type { UserOrganization } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { toast } from "@stampwise/ui";
import { useCurrentOrganization } from "@stampwise/web";
import { useOrganizationShortcuts } from "./keyboard/use-organization-shortcuts";

/**
 * Makes another organization the current one (the header every API call carries; every screen's
 * data is fetched again) and says so in a toast. Choosing the current one does nothing.
 */
export function useSwitchOrganization() {
  const { t } = useTranslation();
  const { current, organizations, switchOrganization } = useCurrentOrganization();

  const select = (organization: UserOrganization | undefined) => {
    if (!organization || organization.id === current?.id) return;
    switchOrganization(organization.id);
    toast({
      title: t("shell.organizations.switched.title"),
      description: t("shell.organizations.switched.description", { name: organization.name }),
    });
  };

  return { current, organizations, select };
}

/**
 * Ctrl/Cmd+1…9 switch to the organization at that place in the switcher. Mounted by the layout,
 * not the switcher, because on a phone the switcher only exists while the sidebar sheet is open.
 */
export function OrganizationShortcuts() {
  const { organizations, select } = useSwitchOrganization();
  useOrganizationShortcuts(organizations.length, (index) => select(organizations[index]));
  return null;
}
