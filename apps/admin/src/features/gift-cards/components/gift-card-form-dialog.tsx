import { GIFT_CARD_CURRENCIES, type GiftCard } from "@stampwise/contract";
import { currentLanguage, useTranslation } from "@stampwise/i18n";
import { Button, DialogFooter } from "@stampwise/ui";
import { FormDialog, FormTextField, placeApiIssues, useZodForm } from "@stampwise/web";
import { FormSelectField } from "../../../shared/forms/form-choice-fields";
import { FormTextareaField } from "../../../shared/forms/form-controls";
import { saveNamedItem } from "../../../shared/forms/save-named-item";
import { useCreateGiftCard, useUpdateGiftCard } from "../api/gift-cards";
import { decimalSeparator } from "../decimal-separator";
import { GIFT_CARD_FORM_FIELDS, GiftCardFormSchema, giftCardFormDefaults } from "../gift-card-form";

type GiftCardFormDialogProps = {
  /** The gift card to edit, or undefined to create one. */
  giftCard: GiftCard | undefined;
  onClose: () => void;
};

/** Create or edit a gift card: name, description, value and currency. */
export function GiftCardFormDialog({ giftCard, onClose }: GiftCardFormDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open
      onClose={onClose}
      className="sm:max-w-md"
      title={giftCard ? t("giftCards.form.editTitle") : t("giftCards.form.addTitle")}
      description={giftCard ? t("giftCards.form.editDescription") : t("giftCards.form.addDescription")}
    >
      <GiftCardForm giftCard={giftCard} onClose={onClose} />
    </FormDialog>
  );
}

function GiftCardForm({ giftCard, onClose }: GiftCardFormDialogProps) {
  const { t, i18n } = useTranslation();
  const separator = decimalSeparator(currentLanguage(i18n));
  const form = useZodForm(GiftCardFormSchema, { defaultValues: giftCardFormDefaults(giftCard, separator) });
  const create = useCreateGiftCard();
  const update = useUpdateGiftCard();
  const saving = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit((values) =>
    saveNamedItem({
      editing: Boolean(giftCard),
      save: () =>
        giftCard ? update.mutateAsync({ id: giftCard.id, changes: values }) : create.mutateAsync(values),
      texts: "giftCards",
      t,
      onSaved: onClose,
      onFailed: (error) => placeApiIssues(error, form.setError, GIFT_CARD_FORM_FIELDS),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormTextField
        form={form}
        name="name"
        label={t("giftCards.form.name")}
        placeholder={t("giftCards.form.namePlaceholder")}
      />
      <FormTextareaField form={form} name="description" label={t("giftCards.form.description")} />
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <FormTextField
          form={form}
          name="initialBalance"
          label={t("giftCards.form.amount")}
          description={t("giftCards.form.amountHint")}
          inputMode="decimal"
          autoComplete="off"
        />
        <FormSelectField
          form={form}
          name="currency"
          label={t("giftCards.form.currency")}
          choices={GIFT_CARD_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
          // Issued cards hold amounts in it: the server refuses a change, so the form offers none.
          disabled={giftCard?.currencyLocked}
          description={giftCard?.currencyLocked ? t("giftCards.form.currencyLocked") : undefined}
        />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" disabled={saving}>
          {giftCard
            ? saving
              ? t("giftCards.form.saving")
              : t("giftCards.form.save")
            : saving
              ? t("giftCards.form.creating")
              : t("giftCards.form.create")}
        </Button>
      </DialogFooter>
    </form>
  );
}
