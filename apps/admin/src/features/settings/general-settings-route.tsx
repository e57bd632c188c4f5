import { useTranslation } from "react-i18next";
import { GeneralSettingsForm } from "./components/general-settings-form";
import { OrganizationLoader } from "./components/organization-loader";
import { SettingsPage } from "./components/settings-page";

/** /admin/settings/general */
export function Component() {
  const { t } = useTranslation();
  return (
    <SettingsPage title={t("settings.general.title")} description={t("settings.general.description")}>
      <OrganizationLoader fieldCount={2}>
        {(organization) => <GeneralSettingsForm key={organization.id} organization={organization} />}
      </OrganizationLoader>
    </SettingsPage>
  );
}
