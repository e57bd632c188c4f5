import type { PointsReward } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { ConfirmActionDialog } from "@stampwise/web";
import { useRemovePointsReward } from "../api/points";

/** Deleting a reward asks first: customers can no longer spend points on it. */
export function RemoveRewardDialog({
  reward,
  onClose,
}: {
  reward: PointsReward | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemovePointsReward();
  const name = reward?.name ?? "";
  return (
    <ConfirmActionDialog
      open={reward !== null}
      onClose={onClose}
      title={t("points.rewards.remove.title", { name })}
      description={t("points.rewards.remove.description")}
      confirmLabel={t("points.rewards.remove.confirm")}
      pendingLabel={t("points.rewards.remove.removing")}
      destructive
      pending={remove.isPending}
      action={() => remove.mutateAsync(reward?.id ?? "")}
      done={{
        title: t("points.rewards.removed.title"),
        description: t("points.rewards.removed.description", { name }),
      }}
      failed={{
        title: t("points.rewards.removeFailed.title"),
        description: t("points.rewards.removeFailed.description"),
      }}
    />
  );
}
