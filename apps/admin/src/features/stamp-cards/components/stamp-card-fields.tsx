import { STAMPS_REQUIRED_MAX, STAMPS_REQUIRED_MIN } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { FormTextField } from "@stampwise/web";
import type { UseFormReturn } from "react-hook-form";
import { FormNumberField, FormTextareaField } from "../../../shared/forms/form-controls";

export type StampCardFieldValues = { name: string; description: string; stampsRequired: number };

/** Name, description and stamps required: the create dialog and the Settings tab ask the same. */
export function StampCardFields({
  form,
  stampsRequiredHint,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the form's output type does not matter to the fields.
  form: UseFormReturn<StampCardFieldValues, unknown, any>;
  stampsRequiredHint: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField form={form} name="name" label={t("stampCards.fields.name")} autoComplete="off" />
      <FormTextareaField
        form={form}
        name="description"
        label={t("stampCards.fields.description")}
        description={t("stampCards.fields.descriptionHint")}
      />
      <FormNumberField
        form={form}
        name="stampsRequired"
        label={t("stampCards.fields.stampsRequired")}
        description={stampsRequiredHint}
        min={STAMPS_REQUIRED_MIN}
        max={STAMPS_REQUIRED_MAX}
      />
    </>
  );
}
