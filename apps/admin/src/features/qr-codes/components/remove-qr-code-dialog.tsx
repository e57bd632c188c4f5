import type { QrCode } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { ConfirmActionDialog } from "@stampwise/web";
import { useDeleteQrCode } from "../api/delete-qr-code";

/** Removal asks first: a code on a printed sign or an open screen stops working at once. */
export function RemoveQrCodeDialog({ qrCode, onClose }: { qrCode: QrCode | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteQrCode();
  const name = qrCode?.description || t("qrCodes.list.noDescription");

  return (
    <ConfirmActionDialog
      open={qrCode !== null}
      onClose={onClose}
      title={t("qrCodes.remove.title")}
      description={t("qrCodes.remove.description", { name })}
      confirmLabel={t("qrCodes.remove.confirm")}
      pendingLabel={t("qrCodes.remove.removing")}
      destructive
      pending={remove.isPending}
      action={() => remove.mutateAsync(qrCode?.id ?? "")}
      done={{ title: t("qrCodes.removed.title"), description: t("qrCodes.removed.description") }}
      failed={{ title: t("qrCodes.removeFailed.title"), description: t("qrCodes.removeFailed.description") }}
    />
  );
}
