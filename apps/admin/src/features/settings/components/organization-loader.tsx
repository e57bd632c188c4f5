import type { Organization } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import type { ReactNode } from "react";
import { useOrganization } from "../api/get-organization";
import { SettingsLoader } from "./settings-loader";

/**
 * Loads the current organization for a settings form. The form is keyed by the organization so
 * switching organization starts it afresh with the other one's values.
 */
export function OrganizationLoader({
  fieldCount,
  children,
}: {
  fieldCount: number;
  children: (organization: Organization) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SettingsLoader
      query={useOrganization()}
      fieldCount={fieldCount}
      failed={{ title: t("settings.loadFailed.title"), description: t("settings.loadFailed.description") }}
    >
      {children}
    </SettingsLoader>
  );
}
