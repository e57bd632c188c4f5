import type { ProfileCard } from "@stampwise/contract";
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
import { useRemoveCard } from "../api/card-instances";

/** Asks before taking a card away; stays open while the call runs so a failure can be retried. */
export function RemoveCardDialog({
  userId,
  customerName,
  card,
  open,
  onClose,
}: {
  userId: string;
  customerName: string;
  card: ProfileCard;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveCard(userId);

  const confirm = async () => {
    try {
      await remove.mutateAsync(card.instance.id);
      toast({
        title: t("users.profile.removeCard.removed.title"),
        description: t("users.profile.removeCard.removed.description", {
          card: card.card.name,
          name: customerName,
        }),
      });
      onClose();
    } catch (error) {
      toastForApiError(error, t, {
        title: t("users.profile.removeCard.failed.title"),
        description: t("users.profile.removeCard.failed.description"),
      });
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("users.profile.removeCard.title", { card: card.card.name })}</AlertDialogTitle>
          <AlertDialogDescription>
            {t("users.profile.removeCard.description", { name: customerName, count: card.instance.stamps })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{t("common.cancel")}</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {t("users.profile.removeCard.confirm")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
