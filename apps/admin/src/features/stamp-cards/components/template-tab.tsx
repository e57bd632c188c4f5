import {
  type CardTemplateFields,
  CardTemplateFieldsSchema,
  DEFAULT_CARD_TEMPLATE,
  type StampCard,
} from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button, toast } from "@stampwise/ui";
import { placeApiIssues, toastForApiError, useZodForm } from "@stampwise/web";
import { RotateCcw } from "lucide-react";
import { useWatch } from "react-hook-form";
import { useUpdateCardTemplate } from "../api/update-card-template";
import { changedTemplateFields, previewTemplate, templateFieldsOf } from "../template-preview";
import { TemplateFields } from "./template-fields";
import { TemplatePreviewPanel } from "./template-preview-panel";

const FIELDS = Object.keys(CardTemplateFieldsSchema.shape) as (keyof CardTemplateFields)[];

/**
 * Template: every design field beside the live preview (stacked on phones, preview first). The
 * preview draws the form as it is typed; Save sends only the changed fields.
 */
export function TemplateTab({ card }: { card: StampCard }) {
  const { t } = useTranslation();
  const saved = templateFieldsOf(card.template);
  const update = useUpdateCardTemplate();
  const form = useZodForm(CardTemplateFieldsSchema, { defaultValues: saved });
  const values = useWatch({ control: form.control });
  const preview = previewTemplate(values, saved);

  const onSubmit = form.handleSubmit(async (next) => {
    try {
      const template = await update.mutateAsync({
        cardId: card.id,
        changes: changedTemplateFields(next, saved),
      });
      form.reset(templateFieldsOf(template));
      toast({
        title: t("stampCards.template.saved.title"),
        description: t("stampCards.template.saved.description", { name: card.name }),
      });
    } catch (error) {
      placeApiIssues(error, form.setError, FIELDS);
      toastForApiError(error, t, {
        title: t("stampCards.template.saveFailed.title"),
        description: t("stampCards.template.saveFailed.description"),
      });
    }
  });

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <div className="lg:sticky lg:top-18 lg:order-2">
        <TemplatePreviewPanel card={card} template={preview} />
      </div>
      <form onSubmit={onSubmit} noValidate className="flex min-w-0 flex-col gap-6 lg:order-1">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold">{t("stampCards.template.title")}</h2>
          <p className="text-sm text-muted-foreground">{t("stampCards.template.description")}</p>
        </div>
        <TemplateFields form={form} values={preview} />
        <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-end gap-2 border-t bg-background/95 px-1 py-3 backdrop-blur">
          <Button
            type="button"
            variant="ghost"
            title={t("stampCards.template.resetHint")}
            onClick={() => form.reset(DEFAULT_CARD_TEMPLATE, { keepDefaultValues: true })}
          >
            <RotateCcw aria-hidden />
            {t("stampCards.template.reset")}
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => form.reset()}
            disabled={!form.formState.isDirty}
          >
            {t("stampCards.template.discard")}
          </Button>
          <Button type="submit" disabled={update.isPending || !form.formState.isDirty}>
            {update.isPending ? t("common.saving") : t("stampCards.template.save")}
          </Button>
        </div>
      </form>
    </div>
  );
}
