import type { StampCardSummary } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { ConfirmActionDialog } from "@stampwise/web";
import { useDeleteStampCard } from "../api/delete-stamp-card";

/** Asks before deleting a card; stays open while the call runs so a failure can be retried. */
export function DeleteStampCardDialog({
  card,
  onClose,
}: {
  card: StampCardSummary | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteStampCard();
  const name = card?.name ?? "";

  return (
    <ConfirmActionDialog
      open={card !== null}
      onClose={onClose}
      title={t("stampCards.delete.title", { name })}
      description={
        // Its QR codes go with it (the API retires them): say so, and how many, while there is time to keep the card.
        card?.qrCodes
          ? `${t("stampCards.delete.description")} ${t("stampCards.delete.qrCodes", { count: card.qrCodes })}`
          : t("stampCards.delete.description")
      }
      confirmLabel={t("stampCards.delete.confirm")}
      pendingLabel={t("stampCards.delete.deleting")}
      destructive
      pending={remove.isPending}
      action={() => remove.mutateAsync(card?.id ?? "")}
      done={{
        title: t("stampCards.delete.deleted.title"),
        description: t("stampCards.delete.deleted.description", { name }),
      }}
      failed={{
        title: t("stampCards.delete.failed.title"),
        description: t("stampCards.delete.failed.description"),
      }}
    />
  );
}
