import { useTranslation } from "@stampwise/i18n";
import { Button, DialogFooter, Label, RadioGroup, RadioGroupItem, toast } from "@stampwise/ui";
import { FormDialog, FormDialogFooter, toastForApiError } from "@stampwise/web";
import { Link } from "@stampwise/web/router";
import { type FormEvent, useId, useState } from "react";
import { paths } from "../../../shared/paths";
import { useIdempotencyKey } from "../../../shared/use-idempotency-key";
import { usePointsRewards, useRedeemPointsReward } from "../api/points";

type RedeemRewardProps = {
  userId: string;
  balance: number;
  onChanged: () => Promise<unknown>;
  onClose: () => void;
};

/** Spend the customer's points on a reward of the catalogue, handed over now; asks first. */
export function RedeemRewardDialog({ open, ...props }: RedeemRewardProps & { open: boolean }) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onClose={props.onClose}
      title={t("points.redeemDialog.title")}
      description={t("points.redeemDialog.description")}
    >
      <RedeemRewardForm {...props} />
    </FormDialog>
  );
}

function RedeemRewardForm({ userId, balance, onChanged, onClose }: RedeemRewardProps) {
  const { t } = useTranslation();
  const rewards = usePointsRewards();
  const redeem = useRedeemPointsReward(onChanged);
  const idempotency = useIdempotencyKey();
  const id = useId();
  const active = rewards.data?.filter((reward) => reward.active) ?? [];
  const affordable = active.filter((reward) => reward.pointsCost <= balance);
  const [chosenId, setChosenId] = useState<string>();
  const chosen = affordable.find((reward) => reward.id === chosenId) ?? affordable[0];
  const count = (points: number) => t("points.count", { count: points });

  if (rewards.data && active.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">{t("points.redeemDialog.none")}</p>
        <DialogFooter>
          <Button asChild>
            <Link to={paths.admin.pointsCards}>{t("points.redeemDialog.toRewards")}</Link>
          </Button>
        </DialogFooter>
      </div>
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    try {
      const answer = await redeem.mutateAsync({
        rewardId: chosen.id,
        userId,
        idempotencyKey: idempotency.keyFor(chosen.id),
      });
      idempotency.reset();
      toast({
        title: t("points.redeemDialog.done.title"),
        description: t("points.redeemDialog.done.description", {
          reward: answer.reward.name,
          balance: count(answer.balance),
        }),
      });
      onClose();
    } catch (failure) {
      toastForApiError(failure, t, {
        title: t("points.redeemDialog.failed.title"),
        description: t("points.redeemDialog.failed.description"),
      });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-2">
        <legend id={`${id}-legend`} className="mb-2 text-sm font-medium">
          {t("points.redeemDialog.choose")}
        </legend>
        <RadioGroup aria-labelledby={`${id}-legend`} value={chosen?.id ?? ""} onValueChange={setChosenId}>
          {active.map((reward) => {
            const missing = reward.pointsCost - balance;
            return (
              <div key={reward.id} className="flex items-center gap-2">
                <RadioGroupItem id={`${id}-${reward.id}`} value={reward.id} disabled={missing > 0} />
                <Label
                  htmlFor={`${id}-${reward.id}`}
                  className={missing > 0 ? "text-muted-foreground" : undefined}
                >
                  {reward.name} · {count(reward.pointsCost)}
                  {missing > 0 && (
                    <span> ({t("points.redeemDialog.short", { missing: count(missing) })})</span>
                  )}
                </Label>
              </div>
            );
          })}
        </RadioGroup>
      </fieldset>
      {chosen && (
        <p className="rounded-md bg-muted px-3 py-2 text-sm" aria-live="polite">
          {t("points.redeemDialog.preview", {
            reward: chosen.name,
            points: count(chosen.pointsCost),
            before: count(balance),
            after: count(balance - chosen.pointsCost),
          })}
        </p>
      )}
      <FormDialogFooter
        cancelLabel={t("common.cancel")}
        onCancel={onClose}
        pending={redeem.isPending}
        disabled={!chosen}
        submitLabel={
          redeem.isPending
            ? t("points.redeemDialog.saving")
            : chosen
              ? t("points.redeemDialog.confirm", { reward: chosen.name })
              : t("points.redeemDialog.confirmPlaceholder")
        }
      />
    </form>
  );
}
