import type { QrCode } from "@stampwise/contract";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
  toast,
} from "@stampwise/ui";
import { toastForApiError } from "@stampwise/web";
import { useTranslation } from "react-i18next";
import { useDeleteQrCode } from "../api/delete-qr-code";

/** Removal asks first: a code on a printed sign or an open screen stops working at once. */
export function RemoveQrCodeDialog({ qrCode, onClose }: { qrCode: QrCode | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteQrCode();
  const name = qrCode?.description || t("qrCodes.list.noDescription");

  const confirm = async () => {
    if (!qrCode) return;
    try {
      await remove.mutateAsync(qrCode.id);
      toast({ title: t("qrCodes.removed.title"), description: t("qrCodes.removed.description") });
      onClose();
    } catch (error) {
      toastForApiError(error, t, {
        title: t("qrCodes.removeFailed.title"),
        description: t("qrCodes.removeFailed.description"),
      });
    }
  };

  return (
    <AlertDialog open={qrCode !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("qrCodes.remove.title")}</AlertDialogTitle>
          <AlertDialogDescription>{t("qrCodes.remove.description", { name })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{t("common.cancel")}</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the removal is done. */}
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? t("qrCodes.remove.removing") : t("qrCodes.remove.confirm")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
