import type { PointsReward } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button, DialogFooter } from "@stampwise/ui";
import { FormDialog, FormTextField, placeApiIssues, useZodForm } from "@stampwise/web";
import { FormSwitchField } from "../../../shared/forms/form-choice-fields";
import { saveNamedItem } from "../../../shared/forms/save-named-item";
import { useCreatePointsReward, useUpdatePointsReward } from "../api/points";
import { REWARD_FORM_FIELDS, RewardFormSchema, rewardFormDefaults } from "../reward-form";

type RewardFormDialogProps = { reward: PointsReward | undefined; onClose: () => void };

/** Add or edit a reward of the points catalogue: name, cost in points, active. */
export function RewardFormDialog({ reward, onClose }: RewardFormDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open
      onClose={onClose}
      className="sm:max-w-md"
      title={reward ? t("points.rewards.form.editTitle") : t("points.rewards.form.addTitle")}
      description={t("points.rewards.form.description")}
    >
      <RewardForm reward={reward} onClose={onClose} />
    </FormDialog>
  );
}

function RewardForm({ reward, onClose }: RewardFormDialogProps) {
  const { t } = useTranslation();
  const form = useZodForm(RewardFormSchema, { defaultValues: rewardFormDefaults(reward) });
  const create = useCreatePointsReward();
  const update = useUpdatePointsReward();
  const saving = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit((values) =>
    saveNamedItem({
      editing: Boolean(reward),
      save: () =>
        reward ? update.mutateAsync({ id: reward.id, changes: values }) : create.mutateAsync(values),
      texts: "points.rewards",
      t,
      onSaved: onClose,
      onFailed: (error) => placeApiIssues(error, form.setError, REWARD_FORM_FIELDS),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormTextField
        form={form}
        name="name"
        label={t("points.rewards.form.name")}
        placeholder={t("points.rewards.form.namePlaceholder")}
      />
      <FormTextField
        form={form}
        name="pointsCost"
        label={t("points.rewards.form.cost")}
        inputMode="numeric"
        autoComplete="off"
        inputClassName="max-w-40"
      />
      <FormSwitchField
        form={form}
        name="active"
        label={t("points.rewards.form.active")}
        description={t("points.rewards.form.activeHint")}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" disabled={saving}>
          {reward
            ? saving
              ? t("points.rewards.form.saving")
              : t("points.rewards.form.save")
            : saving
              ? t("points.rewards.form.creating")
              : t("points.rewards.form.create")}
        </Button>
      </DialogFooter>
    </form>
  );
}
