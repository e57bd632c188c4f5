import type { RewardMilestone, StampCard } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { ConfirmActionDialog } from "@stampwise/web";
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
  const name = milestone?.rewardName ?? "";

  return (
    <ConfirmActionDialog
      open={milestone !== null}
      onClose={onClose}
      title={t("stampCards.rewards.confirmRemove.title", { name })}
      description={t("stampCards.rewards.confirmRemove.description")}
      confirmLabel={t("stampCards.rewards.confirmRemove.confirm")}
      pendingLabel={t("stampCards.rewards.confirmRemove.removing")}
      destructive
      pending={remove.isPending}
      action={() => remove.mutateAsync(milestone?.id ?? "")}
      done={{
        title: t("stampCards.rewards.removed.title"),
        description: t("stampCards.rewards.removed.description", { name }),
      }}
      failed={{
        title: t("stampCards.rewards.removeFailed.title"),
        description: t("stampCards.rewards.removeFailed.description"),
      }}
    />
  );
}
