import { CreateStampCardRequestSchema, type RewardMilestone, type StampCard } from "@stampwise/contract";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  toast,
} from "@stampwise/ui";
import { isApiError, placeApiIssues, toastForApiError, useZodForm } from "@stampwise/web";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchMilestones } from "../api/milestones";
import { useUpdateStampCard } from "../api/update-stamp-card";
import { milestonesAbove } from "../milestone-form-schema";
import { RemoveMilestonesDialog } from "./remove-milestones-dialog";
import { StampCardFields, type StampCardFieldValues } from "./stamp-card-fields";

const FIELDS = ["name", "description", "stampsRequired"] as const;

/**
 * Settings: name, description, stamps required. Lowering stamps required below some milestones
 * answers 409 MILESTONES_ABOVE_LIMIT; the tab then lists those milestones and sends again with
 * `removeMilestonesAbove` only once the admin confirms.
 */
export function CardSettingsTab({ card }: { card: StampCard }) {
  const { t } = useTranslation();
  const update = useUpdateStampCard();
  const [pending, setPending] = useState<{
    values: StampCardFieldValues;
    milestones: RewardMilestone[];
  } | null>(null);
  const form = useZodForm(CreateStampCardRequestSchema, {
    defaultValues: { name: card.name, description: card.description, stampsRequired: card.stampsRequired },
  });

  const failed = () => ({
    title: t("stampCards.settings.updateFailed.title"),
    description: t("stampCards.settings.updateFailed.description"),
  });

  const save = async (values: StampCardFieldValues, removeMilestonesAbove = false) => {
    try {
      const saved = await update.mutateAsync({
        cardId: card.id,
        changes: removeMilestonesAbove ? { ...values, removeMilestonesAbove } : values,
      });
      form.reset({ name: saved.name, description: saved.description, stampsRequired: saved.stampsRequired });
      setPending(null);
      toast({
        title: t("stampCards.settings.saved.title"),
        description: t("stampCards.settings.saved.description", { name: saved.name }),
      });
    } catch (error) {
      if (isApiError(error) && error.code === "MILESTONES_ABOVE_LIMIT") {
        await askToRemoveMilestones(values);
        return;
      }
      setPending(null);
      placeApiIssues(error, form.setError, FIELDS);
      toastForApiError(error, t, failed());
    }
  };

  // The server's list is the truth (another admin may have added one): read it before asking.
  const askToRemoveMilestones = async (values: StampCardFieldValues) => {
    try {
      const milestones = milestonesAbove(await fetchMilestones(card.id), values.stampsRequired);
      setPending({ values, milestones });
    } catch (error) {
      toastForApiError(error, t, {
        title: t("stampCards.rewards.fetchFailed.title"),
        description: t("stampCards.rewards.fetchFailed.description"),
      });
    }
  };

  return (
    <>
      <form onSubmit={form.handleSubmit((values) => save(values))} noValidate className="max-w-3xl">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>{t("stampCards.settings.title")}</h2>
            </CardTitle>
            <CardDescription>{t("stampCards.settings.description")}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            <StampCardFields form={form} stampsRequiredHint={t("stampCards.settings.stampsRequiredHint")} />
          </CardContent>
          <CardFooter className="justify-end">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t("common.saving") : t("common.save")}
            </Button>
          </CardFooter>
        </Card>
      </form>
      <RemoveMilestonesDialog
        stampsRequired={pending?.values.stampsRequired}
        milestones={pending?.milestones ?? []}
        busy={update.isPending}
        onConfirm={() => pending && save(pending.values, true)}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
