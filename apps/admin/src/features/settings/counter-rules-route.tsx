import { useTranslation } from "@stampwise/i18n";
import { useCurrentOrganization } from "@stampwise/web";
import { useIsOwner } from "../../shared/use-is-owner";
import { useFraudRules } from "./api/get-fraud-rules";
import { BlockedScans } from "./components/blocked-scans";
import { CounterRulesForm } from "./components/counter-rules-form";
import { SettingsLoader } from "./components/settings-loader";
import { SettingsPage } from "./components/settings-page";

/** /admin/settings/counter-rules: the scan caps on scans and the scans they refused. */
export function Component() {
  const { t } = useTranslation();
  const { current } = useCurrentOrganization();
  const readOnly = !useIsOwner();
  return (
    <SettingsPage
      title={t("settings.counterRules.title")}
      description={t("settings.counterRules.description")}
      ownerOnlyNote={readOnly ? t("settings.ownerOnly") : undefined}
    >
      <SettingsLoader
        query={useFraudRules()}
        fieldCount={2}
        failed={{
          title: t("settings.counterRules.loadFailed.title"),
          description: t("settings.counterRules.loadFailed.description"),
        }}
      >
        {/* Keyed by the organization: switching starts the form afresh with the other one's rules. */}
        {(rules) => <CounterRulesForm key={current?.id} rules={rules} readOnly={readOnly} />}
      </SettingsLoader>
      <BlockedScans />
    </SettingsPage>
  );
}
