import { useTranslation } from "@stampwise/i18n";
import { useIsOwner } from "../../shared/use-is-owner";
import { GeneralSettingsForm } from "./components/general-settings-form";
import { OrganizationLoader } from "./components/organization-loader";
import { SettingsPage } from "./components/settings-page";

/** /admin/settings/general */
export function Component() {
  const { t } = useTranslation();
  const readOnly = !useIsOwner();
  return (
    <SettingsPage
      title={t("settings.general.title")}
      description={t("settings.general.description")}
      ownerOnlyNote={readOnly ? t("settings.ownerOnly") : undefined}
    >
      <OrganizationLoader fieldCount={3}>
        {(organization) => (
          <GeneralSettingsForm key={organization.id} organization={organization} readOnly={readOnly} />
        )}
      </OrganizationLoader>
    </SettingsPage>
  );
}
