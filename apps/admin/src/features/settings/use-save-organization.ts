import type { Organization, UpdateOrganizationRequest } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { toast } from "@stampwise/ui";
import { placeApiIssues, toastSaveFailed } from "@stampwise/web";
import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { useUpdateOrganization } from "./api/update-organization";

/**
 * Saves organization changes from a settings form and tells the reader how it went: a success
 * toast, or the server's field issues under their fields plus "Could not update the organization".
 */
export function useSaveOrganization<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fields: readonly FieldPath<Values>[],
) {
  const { t } = useTranslation();
  const update = useUpdateOrganization();

  const save = async (changes: UpdateOrganizationRequest): Promise<Organization | undefined> => {
    try {
      const organization = await update.mutateAsync(changes);
      toast({
        title: t("settings.saved.title"),
        description: t("settings.saved.description", { name: organization.name }),
      });
      return organization;
    } catch (error) {
      placeApiIssues(error, setError, fields);
      toastSaveFailed(error, t, {
        title: t("settings.updateFailed.title"),
        description: t("settings.updateFailed.description"),
      });
      return undefined;
    }
  };

  return { save, isSaving: update.isPending };
}
