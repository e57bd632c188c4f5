import type { QrCode } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { toast } from "@stampwise/ui";
import { isApiError, toastForApiError } from "@stampwise/web";
import type { UseFormSetError } from "react-hook-form";
import { useCreateQrCode, useUpdateQrCode } from "./api/save-qr-code";
import { formErrorForServerIssue, type QrCodeFormInput, type QrCodeFormValues } from "./qr-code-form";

/**
 * Creates or updates a QR code from the form and says how it went: a success toast, the server's
 * field issues under their fields, else "Could not create / update the QR code". A points
 * code for an organization whose program is gone (another tab, another admin) says to create it.
 */
export function useSaveQrCode(qrCode: QrCode | undefined, setError: UseFormSetError<QrCodeFormInput>) {
  const { t } = useTranslation();
  const create = useCreateQrCode();
  const update = useUpdateQrCode();

  const save = async (values: QrCodeFormValues): Promise<boolean> => {
    try {
      if (qrCode) {
        const { type: _fixed, ...changes } = values;
        await update.mutateAsync({ id: qrCode.id, changes });
        toast({ title: t("qrCodes.updated.title"), description: t("qrCodes.updated.description") });
      } else {
        await create.mutateAsync(values);
        toast({ title: t("qrCodes.created.title"), description: t("qrCodes.created.description") });
      }
      return true;
    } catch (error) {
      if (placeServerIssues(error, setError)) return false;
      if (isApiError(error) && error.code === "LOYALTY_PROGRAM_NOT_FOUND") {
        toast({
          variant: "destructive",
          title: t("qrCodes.noProgram.title"),
          description: t("qrCodes.noProgram.description"),
        });
        return false;
      }
      const fallback = qrCode
        ? { title: t("qrCodes.updateFailed.title"), description: t("qrCodes.updateFailed.description") }
        : { title: t("qrCodes.createFailed.title"), description: t("qrCodes.createFailed.description") };
      toastForApiError(error, t, fallback);
      return false;
    }
  };

  return { save, isSaving: create.isPending || update.isPending };
}

/** True when every issue of a VALIDATION_ERROR went under a field, so no toast is needed. */
function placeServerIssues(error: unknown, setError: UseFormSetError<QrCodeFormInput>): boolean {
  if (!isApiError(error) || error.code !== "VALIDATION_ERROR" || error.issues.length === 0) return false;
  const placed = error.issues.map(formErrorForServerIssue);
  placed.forEach((target, index) => {
    if (target)
      setError(target.field, { type: "server", message: target.error }, { shouldFocus: index === 0 });
  });
  return placed.every(Boolean);
}
