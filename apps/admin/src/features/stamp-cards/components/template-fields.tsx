import {
  BACKGROUND_PATTERNS,
  BACKGROUND_TYPES,
  type CardTemplateFields,
  TITLE_TYPES,
} from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { type CardTextColorField, cardTextContrast, FormTextField, MIN_TEXT_CONTRAST } from "@stampwise/web";
import { FormSelectField } from "../../../shared/forms/form-choice-fields";
import { FormColorField, FormUrlField } from "../../../shared/forms/form-controls";
import { ContrastWarning } from "./contrast-warning";
import { type TemplateForm, TemplateSection } from "./template-section";
import { TemplateStampFields } from "./template-stamp-fields";

/** The select needs a string for "no pattern"; the template stores null. */
const NO_PATTERN = "none" as const;

/**
 * Every field of the card template, grouped as the card reads: title, colors, background,
 * stamps, text and layout. A field that only matters for another choice (the title image for an
 * image title) shows with that choice, or whenever it holds an error, so no hidden field blocks Save.
 */
export function TemplateFields({ form, values }: { form: TemplateForm; values: CardTemplateFields }) {
  const { t } = useTranslation();
  const hasError = (field: keyof CardTemplateFields) => Boolean(form.formState.errors[field]);
  const urlHint = t("stampCards.template.fields.urlHint");
  const contrast = cardTextContrast(values);
  const contrastWarning = (field: CardTextColorField) =>
    contrast[field] < MIN_TEXT_CONTRAST ? <ContrastWarning ratio={contrast[field]} /> : undefined;

  return (
    <div className="flex flex-col gap-6">
      <TemplateSection title={t("stampCards.template.sections.title")}>
        <FormSelectField
          form={form}
          name="titleType"
          label={t("stampCards.template.fields.titleType")}
          choices={TITLE_TYPES.map((value) => ({
            value,
            label: t(`stampCards.template.titleTypes.${value}`),
          }))}
        />
        <FormColorField
          form={form}
          name="titleColor"
          label={t("stampCards.template.fields.titleColor")}
          description={contrastWarning("titleColor")}
        />
        {values.titleType === "image" || hasError("titleImageUrl") ? (
          <FormUrlField
            form={form}
            name="titleImageUrl"
            label={t("stampCards.template.fields.titleImageUrl")}
            description={urlHint}
            className="sm:col-span-2"
          />
        ) : null}
        <FormTextField
          form={form}
          name="subtitle"
          label={t("stampCards.template.fields.subtitle")}
          autoComplete="off"
        />
        <FormColorField
          form={form}
          name="subtitleColor"
          label={t("stampCards.template.fields.subtitleColor")}
          description={contrastWarning("subtitleColor")}
        />
        <FormUrlField
          form={form}
          name="logoUrl"
          label={t("stampCards.template.fields.logoUrl")}
          description={urlHint}
          className="sm:col-span-2"
        />
      </TemplateSection>

      <TemplateSection title={t("stampCards.template.sections.colors")}>
        <FormColorField
          form={form}
          name="primaryColor"
          label={t("stampCards.template.fields.primaryColor")}
          description={t("stampCards.template.fields.primaryColorHint")}
        />
        <FormColorField
          form={form}
          name="secondaryColor"
          label={t("stampCards.template.fields.secondaryColor")}
          description={t("stampCards.template.fields.secondaryColorHint")}
        />
      </TemplateSection>

      <TemplateSection title={t("stampCards.template.sections.background")}>
        <FormSelectField
          form={form}
          name="backgroundType"
          label={t("stampCards.template.fields.backgroundType")}
          choices={BACKGROUND_TYPES.map((value) => ({
            value,
            label: t(`stampCards.template.backgroundTypes.${value}`),
          }))}
        />
        <FormSelectField
          form={form}
          name="pattern"
          label={t("stampCards.template.fields.pattern")}
          choices={[NO_PATTERN, ...BACKGROUND_PATTERNS].map((value) => ({
            value,
            label: t(`stampCards.template.patterns.${value}`),
          }))}
          fromValue={(value) => (typeof value === "string" ? value : NO_PATTERN)}
          toValue={(selected) => (selected === NO_PATTERN ? null : selected)}
        />
        {values.backgroundType === "image" || hasError("backgroundImageUrl") ? (
          <FormUrlField
            form={form}
            name="backgroundImageUrl"
            label={t("stampCards.template.fields.backgroundImageUrl")}
            description={urlHint}
            className="sm:col-span-2"
          />
        ) : null}
      </TemplateSection>

      <TemplateStampFields form={form} values={values} />
    </div>
  );
}
