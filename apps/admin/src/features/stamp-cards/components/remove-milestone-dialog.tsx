import type { RewardMilestone, StampCard } from "@stampwise/contract";
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
import { useMilestoneMutations } from "../api/milestones";

export function RemoveMilestoneDialog({
  card,
  milestone,
  onClose,
}: {
  card: StampCard;
  milestone: RewardMilestone | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { remove } = useMilestoneMutations(card.id);

  const confirm = async () => {
    if (!milestone) return;
    try {
      await remove.mutateAsync(milestone.id);
      toast({
        title: t("stampCards.rewards.removed.title"),
        description: t("stampCards.rewards.removed.description", { name: milestone.rewardName }),
      });
      onClose();
    } catch (error) {
      toastForApiError(error, t, {
        title: t("stampCards.rewards.removeFailed.title"),
        description: t("stampCards.rewards.removeFailed.description"),
      });
    }
  };

  return (
    <AlertDialog open={milestone !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {t("stampCards.rewards.confirmRemove.title", { name: milestone?.rewardName ?? "" })}
          </AlertDialogTitle>
          <AlertDialogDescription>{t("stampCards.rewards.confirmRemove.description")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{t("common.cancel")}</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending
              ? t("stampCards.rewards.confirmRemove.removing")
              : t("stampCards.rewards.confirmRemove.confirm")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
