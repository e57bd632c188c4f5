import { CreateStampCardRequestSchema, type StampCard, type StampsLowering } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
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
import { useUpdateStampCard } from "../api/update-stamp-card";
import { ConfirmLoweringDialog } from "./confirm-lowering-dialog";
import { StampCardFields, type StampCardFieldValues } from "./stamp-card-fields";

const FIELDS = ["name", "description", "stampsRequired"] as const;

/**
 * Settings: name, description, stamps required. Lowering stamps required on a card in use answers
 * 409 LOWERING_NEEDS_CONFIRMATION naming what it changes; the tab shows that and sends again with
 * `confirmLowering` only once the admin confirms.
 */
export function CardSettingsTab({ card }: { card: StampCard }) {
  const { t } = useTranslation();
  const update = useUpdateStampCard();
  const [pending, setPending] = useState<{ values: StampCardFieldValues; lowering: StampsLowering } | null>(
    null,
  );
  const form = useZodForm(CreateStampCardRequestSchema, {
    defaultValues: { name: card.name, description: card.description, stampsRequired: card.stampsRequired },
  });

  const failed = () => ({
    title: t("stampCards.settings.updateFailed.title"),
    description: t("stampCards.settings.updateFailed.description"),
  });

  const save = async (values: StampCardFieldValues, confirmLowering = false) => {
    try {
      const saved = await update.mutateAsync({
        cardId: card.id,
        changes: confirmLowering ? { ...values, confirmLowering } : values,
      });
      form.reset({ name: saved.name, description: saved.description, stampsRequired: saved.stampsRequired });
      setPending(null);
      toast({
        title: t("stampCards.settings.saved.title"),
        description: t("stampCards.settings.saved.description", { name: saved.name }),
      });
    } catch (error) {
      if (isApiError(error) && error.code === "LOWERING_NEEDS_CONFIRMATION" && error.lowering) {
        setPending({ values, lowering: error.lowering });
        return;
      }
      setPending(null);
      placeApiIssues(error, form.setError, FIELDS);
      toastForApiError(error, t, failed());
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
      <ConfirmLoweringDialog
        lowering={pending?.lowering}
        busy={update.isPending}
        onConfirm={() => pending && save(pending.values, true)}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
