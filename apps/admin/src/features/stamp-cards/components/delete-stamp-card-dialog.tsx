import type { StampCardSummary } from "@stampwise/contract";
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

  const confirm = async () => {
    if (!card) return;
    try {
      await remove.mutateAsync(card.id);
      toast({
        title: t("stampCards.delete.deleted.title"),
        description: t("stampCards.delete.deleted.description", { name: card.name }),
      });
      onClose();
    } catch (error) {
      toastForApiError(error, t, {
        title: t("stampCards.delete.failed.title"),
        description: t("stampCards.delete.failed.description"),
      });
    }
  };

  return (
    <AlertDialog open={card !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("stampCards.delete.title", { name: card?.name ?? "" })}</AlertDialogTitle>
          <AlertDialogDescription>{t("stampCards.delete.description")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{t("common.cancel")}</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? t("stampCards.delete.deleting") : t("stampCards.delete.confirm")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
