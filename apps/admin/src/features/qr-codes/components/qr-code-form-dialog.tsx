import type { StampCardSummary, StampQrCode } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@stampwise/ui";
import { translateFieldMessage, useZodForm } from "@stampwise/web";
import { useState } from "react";
import { Controller, type FieldPath } from "react-hook-form";
import {
  FORM_QR_CODE_TYPES,
  isQrCodeFormError,
  type QrCodeFormInput,
  qrCodeFormDefaults,
  qrCodeFormSchema,
} from "../qr-code-form";
import { useSaveQrCode } from "../use-save-qr-code";

type QrCodeFormDialogProps = {
  /** The code to edit, or undefined to add one. */
  qrCode: StampQrCode | undefined;
  cards: readonly StampCardSummary[];
  onClose: () => void;
};

/** Add or edit a QR code (spec §5: type, description, stamp card required; stamps 1..card's). */
export function QrCodeFormDialog({ qrCode, cards, onClose }: QrCodeFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{qrCode ? t("qrCodes.form.editTitle") : t("qrCodes.form.addTitle")}</DialogTitle>
          <DialogDescription>
            {qrCode ? t("qrCodes.form.editDescription") : t("qrCodes.form.addDescription")}
          </DialogDescription>
        </DialogHeader>
        <QrCodeForm qrCode={qrCode} cards={cards} onClose={onClose} />
      </DialogContent>
    </Dialog>
  );
}

function QrCodeForm({ qrCode, cards, onClose }: QrCodeFormDialogProps) {
  const { t } = useTranslation();
  // The cards are fixed while the dialog is open, so the schema (and its upper bound) is made once.
  const [schema] = useState(() => qrCodeFormSchema(cards));
  const form = useZodForm(schema, { defaultValues: qrCodeFormDefaults(qrCode, cards) });
  const { save, isSaving } = useSaveQrCode(qrCode, form.setError);
  const chosenCard = cards.find((card) => card.id === form.watch("stampCardId"));

  const messageOf = (name: FieldPath<QrCodeFormInput>) => {
    const message = form.getFieldState(name, form.formState).error?.message;
    return isQrCodeFormError(message)
      ? t(`qrCodes.form.errors.${message}`, { max: chosenCard?.stampsRequired })
      : translateFieldMessage(message, t);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (await save(values)) onClose();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField label={t("qrCodes.form.type")} error={messageOf("type")}>
        {(control) => (
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange} disabled={Boolean(qrCode)}>
                <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {FORM_QR_CODE_TYPES.map((type) => (
                    <SelectItem key={type} value={type}>
                      {t(`qrCodes.types.${type}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>
      <FormField label={t("qrCodes.form.description")} error={messageOf("description")}>
        <Input {...form.register("description")} placeholder={t("qrCodes.form.descriptionPlaceholder")} />
      </FormField>
      <FormField label={t("qrCodes.form.stampCard")} error={messageOf("stampCardId")}>
        {(control) => (
          <Controller
            control={form.control}
            name="stampCardId"
            // A different card has a different limit: check the stamps against the new one.
            rules={{ deps: ["stamps"] }}
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur} className="w-full">
                  <SelectValue placeholder={t("qrCodes.form.stampCardPlaceholder")} />
                </SelectTrigger>
                <SelectContent>
                  {cards.map((card) => (
                    <SelectItem key={card.id} value={card.id}>
                      {card.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>
      <FormField
        label={t("qrCodes.form.stamps")}
        error={messageOf("stamps")}
        description={
          chosenCard
            ? t("qrCodes.form.stampsHint", { max: chosenCard.stampsRequired })
            : t("qrCodes.form.stampsHintNoCard")
        }
      >
        <Input
          {...form.register("stamps")}
          type="number"
          inputMode="numeric"
          min={1}
          max={chosenCard?.stampsRequired}
          step={1}
        />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" disabled={isSaving}>
          {qrCode
            ? isSaving
              ? t("qrCodes.form.saving")
              : t("qrCodes.form.save")
            : isSaving
              ? t("qrCodes.form.creating")
              : t("qrCodes.form.create")}
        </Button>
      </DialogFooter>
    </form>
  );
}
