import { DEFAULT_FRAUD_RULES, type FraudRules } from "@stampwise/contract";
import type { TFunction } from "@stampwise/i18n";
import { currentLanguage, type Language, useTranslation } from "@stampwise/i18n";
import { Button, Card, CardContent, CardFooter, FormField, Input, toast } from "@stampwise/ui";
import { placeApiIssues, toastSaveFailed, translateFieldMessage, useZodForm } from "@stampwise/web";
import { Info } from "lucide-react";
import { useWatch } from "react-hook-form";
import { useUpdateFraudRules } from "../api/update-fraud-rules";
import { COUNTER_RULE_FIELDS, CounterRulesFormSchema, isDefaultRules, splitDuration } from "../counter-rules";
import { SettingsFieldset } from "./settings-fieldset";

/**
 * The two caps, each with what it does in plain words; saved together. `readOnly` (a plain
 * admin): the same form, every control disabled.
 */
export function CounterRulesForm({ rules, readOnly }: { rules: FraudRules; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const form = useZodForm(CounterRulesFormSchema, { defaultValues: rules });
  const update = useUpdateFraudRules();
  const values = useWatch({ control: form.control });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (changes) => {
    try {
      form.reset(await update.mutateAsync(changes));
      toast({
        title: t("settings.counterRules.saved.title"),
        description: t("settings.counterRules.saved.description"),
      });
    } catch (error) {
      placeApiIssues(error, form.setError, COUNTER_RULE_FIELDS);
      toastSaveFailed(error, t, {
        title: t("settings.counterRules.saveFailed.title"),
        description: t("settings.counterRules.saveFailed.description"),
      });
    }
  });

  const restoreDefaults = () => {
    for (const field of COUNTER_RULE_FIELDS) {
      form.setValue(field, DEFAULT_FRAUD_RULES[field], { shouldDirty: true, shouldValidate: true });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("settings.counterRules.form.label")}>
      <SettingsFieldset readOnly={readOnly}>
        <Card>
          <CardContent className="flex flex-col gap-6">
            <FormField
              label={t("settings.counterRules.form.maxScanStampsPerHour")}
              description={t("settings.counterRules.form.maxScanStampsPerHourHint")}
              error={translateFieldMessage(errors.maxScanStampsPerHour?.message, t)}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                className="max-w-40"
                {...form.register("maxScanStampsPerHour", { valueAsNumber: true })}
              />
            </FormField>
            <FormField
              label={t("settings.counterRules.form.scanCooldownSeconds")}
              description={
                <>
                  {t("settings.counterRules.form.scanCooldownSecondsHint")}{" "}
                  {!errors.scanCooldownSeconds && (
                    <span aria-live="polite">
                      {cooldownInWords(values.scanCooldownSeconds, t, currentLanguage(i18n))}
                    </span>
                  )}
                </>
              }
              error={translateFieldMessage(errors.scanCooldownSeconds?.message, t)}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                className="max-w-40"
                {...form.register("scanCooldownSeconds", { valueAsNumber: true })}
              />
            </FormField>
            <div className="flex gap-3 rounded-lg border bg-muted/50 p-4 text-sm text-muted-foreground">
              <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
              <div className="flex flex-col gap-1">
                <p>{t("settings.counterRules.form.manualNote")}</p>
                <p>
                  {t("settings.counterRules.form.defaults", {
                    stamps: DEFAULT_FRAUD_RULES.maxScanStampsPerHour,
                    seconds: DEFAULT_FRAUD_RULES.scanCooldownSeconds,
                  })}
                </p>
              </div>
            </div>
          </CardContent>
          <CardFooter className="flex-wrap justify-end gap-2">
            <Button
              type="button"
              variant="outline"
              onClick={restoreDefaults}
              disabled={isDefaultRules(values)}
            >
              {t("settings.counterRules.form.useDefaults")}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t("common.saving") : t("common.save")}
            </Button>
          </CardFooter>
        </Card>
      </SettingsFieldset>
    </form>
  );
}

/** "A customer can be scanned again after 1 minute and 30 seconds", or that there is no wait. */
function cooldownInWords(seconds: number | undefined, t: TFunction, language: Language): string {
  if (seconds === 0) return t("settings.counterRules.form.cooldownOff");
  const parts = splitDuration(seconds ?? Number.NaN);
  if (parts.length === 0) return "";
  const duration = new Intl.ListFormat(language, { type: "conjunction" }).format(
    parts.map((part) => t(`settings.counterRules.duration.${part.unit}`, { count: part.count })),
  );
  return t("settings.counterRules.form.cooldownInWords", { duration });
}
