import { useTranslation } from "@stampwise/i18n";
import { useIsOwner } from "../../shared/use-is-owner";
import { ContactSettingsForm } from "./components/contact-settings-form";
import { OrganizationLoader } from "./components/organization-loader";
import { SettingsPage } from "./components/settings-page";

/** /admin/settings/contact */
export function Component() {
  const { t } = useTranslation();
  const readOnly = !useIsOwner();
  return (
    <SettingsPage
      title={t("settings.contact.title")}
      description={t("settings.contact.description")}
      ownerOnlyNote={readOnly ? t("settings.ownerOnly") : undefined}
    >
      <OrganizationLoader fieldCount={4}>
        {(organization) => (
          <ContactSettingsForm key={organization.id} organization={organization} readOnly={readOnly} />
        )}
      </OrganizationLoader>
    </SettingsPage>
  );
}
