import { useTranslation } from "react-i18next";
import { ContactSettingsForm } from "./components/contact-settings-form";
import { OrganizationLoader } from "./components/organization-loader";
import { SettingsPage } from "./components/settings-page";

/** /admin/settings/contact */
export function Component() {
  const { t } = useTranslation();
  return (
    <SettingsPage title={t("settings.contact.title")} description={t("settings.contact.description")}>
      <OrganizationLoader fieldCount={4}>
        {(organization) => <ContactSettingsForm key={organization.id} organization={organization} />}
      </OrganizationLoader>
    </SettingsPage>
  );
}
