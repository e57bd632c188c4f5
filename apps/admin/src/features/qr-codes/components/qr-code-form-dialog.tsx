import type { LoyaltyProgram, QrCode, StampCardSummary } from "@stampwise/contract";
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
} from "@stampwise/ui";
import { useZodForm } from "@stampwise/web";
import { useState } from "react";
import { qrCodeFormDefaults, qrCodeFormSchema } from "../qr-code-form";
import { useSaveQrCode } from "../use-save-qr-code";
import { PointsFields, StampFields, TypeField, useFieldMessage } from "./qr-code-form-fields";

type QrCodeFormDialogProps = {
  /** The code to edit, or undefined to add one. */
  qrCode: QrCode | undefined;
  cards: readonly StampCardSummary[];
  /** The organization's loyalty program, which a points code gives in; null when it has none. */
  program: LoyaltyProgram | null;
  onClose: () => void;
};

/**
 * Add or edit a QR code (type and description required; a stamp code's stamp card and
 * 1..card's stamps, a points code's points).
 */
export function QrCodeFormDialog(props: QrCodeFormDialogProps) {
  const { t } = useTranslation();
  const { qrCode, onClose } = props;
  const editDescription =
    qrCode?.type === "points" ? t("qrCodes.form.editDescriptionPoints") : t("qrCodes.form.editDescription");
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{qrCode ? t("qrCodes.form.editTitle") : t("qrCodes.form.addTitle")}</DialogTitle>
          <DialogDescription>{qrCode ? editDescription : t("qrCodes.form.addDescription")}</DialogDescription>
        </DialogHeader>
        <QrCodeForm {...props} />
      </DialogContent>
    </Dialog>
  );
}

function QrCodeForm({ qrCode, cards, program, onClose }: QrCodeFormDialogProps) {
  const { t } = useTranslation();
  // The cards are fixed while the dialog is open, so the schema (and its upper bound) is made once.
  const [schema] = useState(() => qrCodeFormSchema(cards));
  const form = useZodForm(schema, { defaultValues: qrCodeFormDefaults(qrCode, cards) });
  const { save, isSaving } = useSaveQrCode(qrCode, form.setError);
  const messageOf = useFieldMessage(form, cards);
  const type = form.watch("type");

  const onSubmit = form.handleSubmit(async (values) => {
    if (await save(values)) onClose();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <TypeField form={form} editing={Boolean(qrCode)} hasCards={cards.length > 0} program={program} />
      <FormField label={t("qrCodes.form.description")} error={messageOf("description")}>
        <Input {...form.register("description")} placeholder={t("qrCodes.form.descriptionPlaceholder")} />
      </FormField>
      {type === "points" ? (
        <PointsFields form={form} program={program} />
      ) : (
        <StampFields form={form} cards={cards} />
      )}
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
