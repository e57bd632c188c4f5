import { MILESTONE_TYPES, REWARD_TYPES, type RewardMilestone, type StampCard } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  toast,
} from "@stampwise/ui";
import { FormTextField, placeApiIssues, toastForApiError, useZodForm } from "@stampwise/web";
import { useMemo } from "react";
import { FormSelectField } from "../../../shared/forms/form-choice-fields";
import { FormNumberField, FormTextareaField } from "../../../shared/forms/form-controls";
import { useMilestoneMutations } from "../api/milestones";
import { milestoneFormSchema } from "../milestone-form-schema";

const FIELDS = [
  "rewardName",
  "rewardDescription",
  "rewardType",
  "milestoneType",
  "stampsNeeded",
  "requirement",
] as const;

/**
 * Add or edit one milestone. The form checks stamps needed and requirement against this card's
 * stamps required (the server checks the same). `milestone` undefined means adding.
 */
export function MilestoneDialog({
  card,
  milestone,
  open,
  onOpenChange,
}: {
  card: StampCard;
  milestone?: RewardMilestone;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { create, update } = useMilestoneMutations(card.id);
  const schema = useMemo(() => milestoneFormSchema(card.stampsRequired), [card.stampsRequired]);
  const form = useZodForm(schema, {
    defaultValues: milestone
      ? {
          rewardName: milestone.rewardName,
          rewardDescription: milestone.rewardDescription,
          rewardType: milestone.rewardType,
          milestoneType: milestone.milestoneType,
          stampsNeeded: milestone.stampsNeeded,
          requirement: milestone.requirement,
        }
      : {
          rewardName: "",
          rewardDescription: "",
          milestoneType: "stamps",
          stampsNeeded: card.stampsRequired,
          requirement: card.stampsRequired,
        },
  });
  const saving = create.isPending || update.isPending;
  const max = card.stampsRequired;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (milestone) {
        const saved = await update.mutateAsync({ id: milestone.id, changes: values });
        toast({
          title: t("stampCards.rewards.updated.title"),
          description: t("stampCards.rewards.updated.description", { name: saved.rewardName }),
        });
      } else {
        const saved = await create.mutateAsync({ stampCardId: card.id, ...values });
        toast({
          title: t("stampCards.rewards.added.title"),
          description: t("stampCards.rewards.added.description", { name: saved.rewardName }),
        });
      }
      onOpenChange(false);
    } catch (error) {
      placeApiIssues(error, form.setError, FIELDS);
      toastForApiError(error, t, {
        title: t("stampCards.rewards.updateFailed.title"),
        description: t("stampCards.rewards.updateFailed.description"),
      });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
          <DialogHeader>
            <DialogTitle>
              {milestone ? t("stampCards.rewards.form.editTitle") : t("stampCards.rewards.form.addTitle")}
            </DialogTitle>
            <DialogDescription>{t("stampCards.rewards.form.description")}</DialogDescription>
          </DialogHeader>
          <FormTextField
            form={form}
            name="rewardName"
            label={t("stampCards.rewards.form.rewardName")}
            autoComplete="off"
          />
          <FormTextareaField
            form={form}
            name="rewardDescription"
            label={t("stampCards.rewards.form.rewardDescription")}
          />
          <div className="grid gap-6 sm:grid-cols-2">
            <FormSelectField
              form={form}
              name="rewardType"
              label={t("stampCards.rewards.form.rewardType")}
              placeholder={t("stampCards.rewards.form.choose")}
              choices={REWARD_TYPES.map((value) => ({
                value,
                label: t(`stampCards.rewards.rewardTypes.${value}`),
              }))}
            />
            <FormSelectField
              form={form}
              name="milestoneType"
              label={t("stampCards.rewards.form.milestoneType")}
              placeholder={t("stampCards.rewards.form.choose")}
              choices={MILESTONE_TYPES.map((value) => ({
                value,
                label: t(`stampCards.rewards.milestoneTypes.${value}`),
              }))}
            />
            <FormNumberField
              form={form}
              name="stampsNeeded"
              label={t("stampCards.rewards.form.stampsNeeded")}
              description={t("stampCards.rewards.form.stampsNeededHint", { max })}
              min={1}
              max={max}
            />
            <FormNumberField
              form={form}
              name="requirement"
              label={t("stampCards.rewards.form.requirement")}
              description={t("stampCards.rewards.form.requirementHint", { max })}
              min={1}
              max={max}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={saving}>
              {saving
                ? t("stampCards.rewards.form.saving")
                : milestone
                  ? t("stampCards.rewards.form.submitEdit")
                  : t("stampCards.rewards.form.submitAdd")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
