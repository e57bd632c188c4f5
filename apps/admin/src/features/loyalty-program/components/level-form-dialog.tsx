import { type LoyaltyLevel, VALIDATION_MESSAGES } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button, DialogFooter, FormField, Input } from "@stampwise/ui";
import { FormDialog, isApiError, placeApiIssues, translateFieldMessage, useZodForm } from "@stampwise/web";
import { saveNamedItem } from "../../../shared/forms/save-named-item";
import { useAddLoyaltyLevel, useUpdateLoyaltyLevel } from "../api/loyalty-levels";
import { LEVEL_FORM_FIELDS, LevelFormSchema, levelFormDefaults } from "../level-form";

/** The 409s that name a field: another level already starts at these points, or has this name. */
const TAKEN_FIELDS: Partial<Record<string, { field: "name" | "requiredPoints"; message: string }>> = {
  LOYALTY_LEVEL_POINTS_TAKEN: { field: "requiredPoints", message: VALIDATION_MESSAGES.requiredPointsTaken },
  LOYALTY_LEVEL_NAME_TAKEN: { field: "name", message: VALIDATION_MESSAGES.levelNameTaken },
};

type LevelFormDialogProps = {
  /** The level to edit, or undefined to add one. */
  level: LoyaltyLevel | undefined;
  onClose: () => void;
};

/** Add or edit a level (name required; required points required and unique). */
export function LevelFormDialog({ level, onClose }: LevelFormDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open
      onClose={onClose}
      className="sm:max-w-md"
      title={level ? t("loyaltyProgram.levels.form.editTitle") : t("loyaltyProgram.levels.form.addTitle")}
      description={
        level
          ? t("loyaltyProgram.levels.form.editDescription")
          : t("loyaltyProgram.levels.form.addDescription")
      }
    >
      <LevelForm level={level} onClose={onClose} />
    </FormDialog>
  );
}

function LevelForm({ level, onClose }: LevelFormDialogProps) {
  const { t } = useTranslation();
  const form = useZodForm(LevelFormSchema, { defaultValues: levelFormDefaults(level) });
  const add = useAddLoyaltyLevel();
  const update = useUpdateLoyaltyLevel();
  const saving = add.isPending || update.isPending;
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    saveNamedItem({
      editing: Boolean(level),
      save: () => (level ? update.mutateAsync({ id: level.id, changes: values }) : add.mutateAsync(values)),
      texts: "loyaltyProgram.levels",
      t,
      onSaved: onClose,
      onFailed: (error) => {
        const clash = isApiError(error) ? TAKEN_FIELDS[error.code] : undefined;
        if (clash) {
          // The field that clashes is named under it, as well as in the toast.
          form.setError(clash.field, { type: "server", message: clash.message }, { shouldFocus: true });
        } else {
          placeApiIssues(error, form.setError, LEVEL_FORM_FIELDS);
        }
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField
        label={t("loyaltyProgram.levels.form.name")}
        error={translateFieldMessage(errors.name?.message, t)}
      >
        <Input {...form.register("name")} placeholder={t("loyaltyProgram.levels.form.namePlaceholder")} />
      </FormField>
      <FormField
        label={t("loyaltyProgram.levels.form.requiredPoints")}
        description={t("loyaltyProgram.levels.form.requiredPointsHint")}
        error={translateFieldMessage(errors.requiredPoints?.message, t)}
      >
        <Input {...form.register("requiredPoints")} inputMode="numeric" className="max-w-40" />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" disabled={saving}>
          {level
            ? saving
              ? t("loyaltyProgram.levels.form.saving")
              : t("loyaltyProgram.levels.form.save")
            : saving
              ? t("loyaltyProgram.levels.form.creating")
              : t("loyaltyProgram.levels.form.create")}
        </Button>
      </DialogFooter>
    </form>
  );
}
