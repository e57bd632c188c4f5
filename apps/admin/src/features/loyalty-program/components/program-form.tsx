import type { LoyaltyProgram } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  Textarea,
  ToastAction,
  toast,
} from "@stampwise/ui";
import { placeApiIssues, toastSaveFailed, translateFieldMessage, useZodForm } from "@stampwise/web";
import { useNavigate } from "@stampwise/web/router";
import type { FieldPath } from "react-hook-form";
import { FormSwitchField } from "../../../shared/forms/form-choice-fields";
import { paths } from "../../../shared/paths";
import { useSaveLoyaltyProgram } from "../api/loyalty-program";
import {
  PROGRAM_FORM_FIELDS,
  type ProgramFormInput,
  ProgramFormSchema,
  programFormDefaults,
} from "../program-form";

/**
 * The organization's one program: created from this form when there is none, else edited in it.
 * Saved whole; the server's field issues go under their fields.
 */
export function ProgramForm({ program }: { program: LoyaltyProgram | null }) {
  const { t } = useTranslation();
  const form = useZodForm(ProgramFormSchema, { defaultValues: programFormDefaults(program) });
  const save = useSaveLoyaltyProgram();
  const navigate = useNavigate();
  const messageOf = (name: FieldPath<ProgramFormInput>) =>
    translateFieldMessage(form.getFieldState(name, form.formState).error?.message, t);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: program?.id, body: values });
      form.reset(programFormDefaults(saved));
      if (program) {
        toast({
          title: t("loyaltyProgram.saved.title"),
          description: t("loyaltyProgram.saved.description", { name: saved.name }),
        });
      } else {
        // A new program has no levels yet: the toast offers the way there (so does the page).
        const addLevels = t("loyaltyProgram.created.action");
        toast({
          title: t("loyaltyProgram.created.title"),
          description: t("loyaltyProgram.created.description", { name: saved.name }),
          action: (
            <ToastAction altText={addLevels} onClick={() => navigate(paths.admin.loyaltyLevels)}>
              {addLevels}
            </ToastAction>
          ),
        });
      }
    } catch (error) {
      placeApiIssues(error, form.setError, PROGRAM_FORM_FIELDS);
      const failed = program ? "loyaltyProgram.saveFailed" : "loyaltyProgram.createFailed";
      toastSaveFailed(error, t, { title: t(`${failed}.title`), description: t(`${failed}.description`) });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t("loyaltyProgram.form.label")}
      className="flex flex-col gap-6"
    >
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t("loyaltyProgram.form.programSection")}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6 sm:grid-cols-2">
          <FormField label={t("loyaltyProgram.form.name")} error={messageOf("name")}>
            <Input {...form.register("name")} placeholder={t("loyaltyProgram.form.namePlaceholder")} />
          </FormField>
          <FormField
            label={t("loyaltyProgram.form.pointsName")}
            description={t("loyaltyProgram.form.pointsNameHint")}
            error={messageOf("pointsName")}
          >
            <Input
              {...form.register("pointsName")}
              autoCapitalize="none"
              placeholder={t("loyaltyProgram.form.pointsNamePlaceholder")}
            />
          </FormField>
          <FormSwitchField
            form={form}
            name="active"
            label={t("loyaltyProgram.form.active")}
            description={t("loyaltyProgram.form.activeHint")}
            className="sm:col-span-2"
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t("loyaltyProgram.form.earningSection")}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6 sm:grid-cols-3">
          <FormField
            label={t("loyaltyProgram.form.pointsPerKrona")}
            description={t("loyaltyProgram.form.pointsPerKronaHint")}
            error={messageOf("pointsPerKrona")}
          >
            <Input {...form.register("pointsPerKrona")} inputMode="decimal" className="max-w-40" />
          </FormField>
          <FormField
            label={t("loyaltyProgram.form.pointsPerVisit")}
            description={t("loyaltyProgram.form.pointsPerVisitHint")}
            error={messageOf("pointsPerVisit")}
          >
            <Input {...form.register("pointsPerVisit")} inputMode="numeric" className="max-w-40" />
          </FormField>
          <FormField
            label={t("loyaltyProgram.form.pointsExpiresMonths")}
            description={t("loyaltyProgram.form.pointsExpiresMonthsHint")}
            error={messageOf("pointsExpiresMonths")}
          >
            <Input {...form.register("pointsExpiresMonths")} inputMode="numeric" className="max-w-40" />
          </FormField>
          <FormField
            label={t("loyaltyProgram.form.pointValue")}
            description={t("loyaltyProgram.form.pointValueHint")}
            error={messageOf("pointValueKronor")}
            className="sm:col-span-3"
          >
            <Input {...form.register("pointValueKronor")} inputMode="decimal" className="max-w-40" />
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t("loyaltyProgram.form.descriptionSection")}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          <FormField label={t("loyaltyProgram.form.descriptionTitle")} error={messageOf("descriptionTitle")}>
            <Input
              {...form.register("descriptionTitle")}
              placeholder={t("loyaltyProgram.form.descriptionTitlePlaceholder")}
            />
          </FormField>
          <FormField
            label={t("loyaltyProgram.form.descriptionContent")}
            error={messageOf("descriptionContent")}
          >
            <Textarea
              rows={5}
              className="min-h-32"
              {...form.register("descriptionContent")}
              placeholder={t("loyaltyProgram.form.descriptionContentPlaceholder")}
            />
          </FormField>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={save.isPending}>
            {program
              ? save.isPending
                ? t("common.saving")
                : t("common.save")
              : save.isPending
                ? t("loyaltyProgram.form.creating")
                : t("loyaltyProgram.form.create")}
          </Button>
        </CardFooter>
      </Card>
    </form>
  );
}
