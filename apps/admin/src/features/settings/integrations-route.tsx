import { useTranslation } from "@stampwise/i18n";
import { useIsOwner } from "../../shared/use-is-owner";
import { SettingsPage } from "./components/settings-page";
import { ApiKeysSection } from "./integrations/components/api-keys-section";
import { WebhooksSection } from "./integrations/webhooks-section";

/**
 * /admin/settings/integrations: the API keys a till or another system signs its requests with,
 * and the webhooks that tell other systems what happened (owners only).
 */
export function Component() {
  const { t } = useTranslation();
  const readOnly = !useIsOwner();
  return (
    <SettingsPage
      title={t("settings.integrations.title")}
      description={t("settings.integrations.description")}
      ownerOnlyNote={readOnly ? t("settings.ownerOnly") : undefined}
    >
      <ApiKeysSection readOnly={readOnly} />
      <WebhooksSection />
    </SettingsPage>
  );
}
