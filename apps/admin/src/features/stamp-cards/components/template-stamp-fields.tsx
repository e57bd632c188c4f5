import {
  CARD_FONTS,
  CARD_SPACINGS,
  type CardTemplateFields,
  COLOR_FILL_TYPES,
  STAMP_ICON_TYPES,
  STAMP_ICONS,
  STAMP_SIZE_MAX,
  STAMP_SIZE_MIN,
} from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { FormSelectField, FormSwitchField } from "../../../shared/forms/form-choice-fields";
import { FormColorField, FormNumberField, FormUrlField } from "../../../shared/forms/form-controls";
import { type TemplateForm, TemplateSection } from "./template-section";

/** Font names are names: the same in every language, so they are not texts to translate. */
const FONT_NAMES: Record<CardTemplateFields["font"], string> = {
  roboto: "Roboto",
  open_sans: "Open Sans",
  montserrat: "Montserrat",
  poppins: "Poppins",
  lato: "Lato",
};
/** The stamps (icon, colors, size) and the text and layout groups of the template form. */
export function TemplateStampFields({ form, values }: { form: TemplateForm; values: CardTemplateFields }) {
  const { t } = useTranslation();
  const hasError = (field: keyof CardTemplateFields) => Boolean(form.formState.errors[field]);
  const urlHint = t("stampCards.template.fields.urlHint");
  const colorTypes = COLOR_FILL_TYPES.map((value) => ({
    value,
    label: t(`stampCards.template.colorTypes.${value}`),
  }));

  return (
    <>
      <TemplateSection title={t("stampCards.template.sections.stamps")}>
        <FormSelectField
          form={form}
          name="stampIconType"
          label={t("stampCards.template.fields.stampIconType")}
          choices={STAMP_ICON_TYPES.map((value) => ({
            value,
            label: t(`stampCards.template.stampIconTypes.${value}`),
          }))}
        />
        {values.stampIconType === "custom" || hasError("customIconUrl") ? (
          <FormUrlField
            form={form}
            name="customIconUrl"
            label={t("stampCards.template.fields.customIconUrl")}
            description={urlHint}
          />
        ) : (
          <FormSelectField
            form={form}
            name="icon"
            label={t("stampCards.template.fields.icon")}
            choices={STAMP_ICONS.map((value) => ({ value, label: t(`stampCards.template.icons.${value}`) }))}
          />
        )}
        <FormColorField form={form} name="stampColor" label={t("stampCards.template.fields.stampColor")} />
        <FormSelectField
          form={form}
          name="stampColorType"
          label={t("stampCards.template.fields.stampColorType")}
          choices={colorTypes}
        />
        <FormColorField
          form={form}
          name="stampBackgroundColor"
          label={t("stampCards.template.fields.stampBackgroundColor")}
        />
        <FormSelectField
          form={form}
          name="stampBackgroundColorType"
          label={t("stampCards.template.fields.stampBackgroundColorType")}
          choices={colorTypes}
        />
        <FormNumberField
          form={form}
          name="stampSize"
          label={t("stampCards.template.fields.stampSize")}
          description={t("stampCards.template.fields.stampSizeHint")}
          min={STAMP_SIZE_MIN}
          max={STAMP_SIZE_MAX}
        />
      </TemplateSection>

      <TemplateSection title={t("stampCards.template.sections.layout")}>
        <FormSelectField
          form={form}
          name="font"
          label={t("stampCards.template.fields.font")}
          choices={CARD_FONTS.map((value) => ({ value, label: FONT_NAMES[value] }))}
        />
        <FormSelectField
          form={form}
          name="spacing"
          label={t("stampCards.template.fields.spacing")}
          choices={CARD_SPACINGS.map((value) => ({
            value,
            label: t(`stampCards.template.spacings.${value}`),
          }))}
        />
        <FormSwitchField
          form={form}
          name="animationsEnabled"
          label={t("stampCards.template.fields.animationsEnabled")}
          description={t("stampCards.template.fields.animationsEnabledHint")}
          className="sm:col-span-2"
        />
        <FormSwitchField
          form={form}
          name="showProgressBar"
          label={t("stampCards.template.fields.showProgressBar")}
          className="sm:col-span-2"
        />
      </TemplateSection>
    </>
  );
}
