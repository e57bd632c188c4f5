import { USERS_EXPORT_IDS_MAX } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { toast } from "@stampwise/ui";
import { toastForApiError } from "@stampwise/web";
import { saveFile } from "../../shared/save-file";
import { useExportUsers } from "./api/export-users";

/**
 * CSV of the selected customers, or of everyone matching the filter when nothing is selected,
 * downloaded under the server's file name.
 */
export function useUsersExport() {
  const { t } = useTranslation();
  const mutation = useExportUsers();

  const exportCustomers = async ({ ids, q }: { ids: readonly string[]; q: string }) => {
    if (ids.length > USERS_EXPORT_IDS_MAX) {
      toast({
        variant: "destructive",
        title: t("users.table.export.tooMany.title"),
        description: t("users.table.export.tooMany.description", { max: USERS_EXPORT_IDS_MAX }),
      });
      return;
    }
    try {
      const file = await mutation.mutateAsync(ids.length > 0 ? { ids: [...ids] } : q ? { q } : {});
      saveFile(file.blob, file.filename);
      toast({
        title: t("users.table.export.done.title"),
        description: t("users.table.export.done.description", { filename: file.filename }),
      });
    } catch (error) {
      toastForApiError(error, t, {
        title: t("users.table.export.failed.title"),
        description: t("users.table.export.failed.description"),
      });
    }
  };

  return { exportCustomers, exporting: mutation.isPending };
}
