import type { RewardMilestone } from "@stampwise/contract";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
} from "@stampwise/ui";
import { Gift } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Spec §4: lowering stamps required removes the milestones above it, after this confirmation. */
export function RemoveMilestonesDialog({
  stampsRequired,
  milestones,
  busy,
  onConfirm,
  onCancel,
}: {
  /** Set while a lowered value waits for confirmation; the dialog is closed otherwise. */
  stampsRequired: number | undefined;
  milestones: readonly RewardMilestone[];
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const count = stampsRequired ?? 0;
  return (
    <AlertDialog open={stampsRequired !== undefined} onOpenChange={(open) => !open && !busy && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("stampCards.settings.confirmRemove.title", { count })}</AlertDialogTitle>
          <AlertDialogDescription>
            {t("stampCards.settings.confirmRemove.description", { count })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <ul className="flex flex-col gap-2 text-sm">
          {milestones.map((milestone) => (
            <li key={milestone.id} className="flex items-center gap-2 rounded-md border px-3 py-2">
              <Gift aria-hidden className="size-4 shrink-0 text-primary" />
              <span className="break-words">
                {t("stampCards.settings.confirmRemove.item", {
                  reward: milestone.rewardName,
                  count: milestone.stampsNeeded,
                })}
              </span>
            </li>
          ))}
        </ul>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{t("common.cancel")}</AlertDialogCancel>
          <Button type="button" variant="destructive" onClick={onConfirm} disabled={busy}>
            {busy ? t("common.saving") : t("stampCards.settings.confirmRemove.confirm")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
