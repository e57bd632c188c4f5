import { useTranslation } from "@stampwise/i18n";
import { useIsOwner } from "../../shared/use-is-owner";
import { SettingsPage } from "./components/settings-page";
import { ImportFormat } from "./import/components/import-format";
import { ImportHistory } from "./import/components/import-history";
import { ImportUpload } from "./import/components/import-upload";

/**
 * /admin/settings/import: owners bring their customers from a CSV file (a dry run first, then the
 * import with its progress); admins see the format and the earlier imports read-only.
 */
export function Component() {
  const { t } = useTranslation();
  const readOnly = !useIsOwner();
  return (
    <SettingsPage
      title={t("settings.import.title")}
      description={t("settings.import.description")}
      ownerOnlyNote={readOnly ? t("settings.ownerOnly") : undefined}
    >
      {!readOnly && <ImportUpload />}
      <ImportFormat />
      <ImportHistory />
    </SettingsPage>
  );
}
