import type { LoyaltyLevel } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { ConfirmActionDialog } from "@stampwise/web";
import { useRemoveLoyaltyLevel } from "../api/loyalty-levels";

/** Removal asks first: customers at the level move down at once. */
export function RemoveLevelDialog({ level, onClose }: { level: LoyaltyLevel | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useRemoveLoyaltyLevel();
  const name = level?.name ?? "";
  return (
    <ConfirmActionDialog
      open={level !== null}
      onClose={onClose}
      title={t("loyaltyProgram.levels.remove.title", { name })}
      description={t("loyaltyProgram.levels.remove.description")}
      confirmLabel={t("loyaltyProgram.levels.remove.confirm")}
      pendingLabel={t("loyaltyProgram.levels.remove.removing")}
      destructive
      pending={remove.isPending}
      action={() => remove.mutateAsync(level?.id ?? "")}
      done={{
        title: t("loyaltyProgram.levels.removed.title"),
        description: t("loyaltyProgram.levels.removed.description", { name }),
      }}
      failed={{
        title: t("loyaltyProgram.levels.removeFailed.title"),
        description: t("loyaltyProgram.levels.removeFailed.description"),
      }}
    />
  );
}
