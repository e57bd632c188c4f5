import { type LoyaltyProgram, POINTS_POSTING_MAX, type StampCardSummary } from "@stampwise/contract";
import { currentLanguage, formatNumber, useTranslation } from "@stampwise/i18n";
import {
  FormField,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@stampwise/ui";
import { translateFieldMessage, type useZodForm } from "@stampwise/web";
import { Link } from "@stampwise/web/router";
import { Controller } from "react-hook-form";
import { paths } from "../../../shared/paths";
import {
  FORM_QR_CODE_TYPES,
  isQrCodeFormError,
  type QrCodeFormField,
  type qrCodeFormSchema,
} from "../qr-code-form";

type QrCodeForm = ReturnType<typeof useZodForm<ReturnType<typeof qrCodeFormSchema>>>;

/** A field's message in the current language: the form's own names, else a shared field text. */
export function useFieldMessage(form: QrCodeForm, cards: readonly StampCardSummary[]) {
  const { t, i18n } = useTranslation();
  const chosenCard = cards.find((card) => card.id === form.watch("stampCardId"));
  return (name: QrCodeFormField) => {
    const message = form.getFieldState(name, form.formState).error?.message;
    if (!isQrCodeFormError(message)) return translateFieldMessage(message, t);
    const max =
      message === "pointsRange"
        ? formatNumber(POINTS_POSTING_MAX, currentLanguage(i18n))
        : chosenCard?.stampsRequired;
    return t(`qrCodes.form.errors.${message}`, { max });
  };
}

/**
 * Stamp or points. A type the organization cannot give yet is offered disabled, with the way to
 * what it needs (a stamp card, the loyalty program); an existing code keeps its type.
 */
export function TypeField({
  form,
  editing,
  hasCards,
  program,
}: {
  form: QrCodeForm;
  editing: boolean;
  hasCards: boolean;
  program: LoyaltyProgram | null;
}) {
  const { t } = useTranslation();
  const messageOf = useFieldMessage(form, []);
  const available = { stamp: hasCards, points: program !== null };
  const hint = editing ? (
    t("qrCodes.form.typeFixed")
  ) : !available.points ? (
    <>
      {t("qrCodes.form.pointsUnavailable")}{" "}
      <Link
        to={paths.admin.loyaltyProgram}
        className="font-medium text-foreground underline underline-offset-4"
      >
        {t("qrCodes.form.toLoyaltyProgram")}
      </Link>
    </>
  ) : !available.stamp ? (
    <>
      {t("qrCodes.form.stampUnavailable")}{" "}
      <Link to={paths.admin.stampCards} className="font-medium text-foreground underline underline-offset-4">
        {t("qrCodes.form.toStampCards")}
      </Link>
    </>
  ) : undefined;

  return (
    <FormField label={t("qrCodes.form.type")} error={messageOf("type")} description={hint}>
      {(control) => (
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange} disabled={editing}>
              <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {FORM_QR_CODE_TYPES.map((type) => (
                  <SelectItem key={type} value={type} disabled={!available[type] && !editing}>
                    {t(`qrCodes.types.${type}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </FormField>
  );
}

/** A stamp code: the stamp card and the stamps per scan, at most the card's stamps required. */
export function StampFields({ form, cards }: { form: QrCodeForm; cards: readonly StampCardSummary[] }) {
  const { t } = useTranslation();
  const messageOf = useFieldMessage(form, cards);
  const chosenCard = cards.find((card) => card.id === form.watch("stampCardId"));
  return (
    <>
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
    </>
  );
}

/** A points code: the points per scan, given in the program (which may be inactive just now). */
export function PointsFields({ form, program }: { form: QrCodeForm; program: LoyaltyProgram | null }) {
  const { t, i18n } = useTranslation();
  const messageOf = useFieldMessage(form, []);
  const programName = program?.name ?? t("qrCodes.list.noProgram");
  return (
    <>
      <FormField
        label={t("qrCodes.form.points")}
        error={messageOf("points")}
        description={t("qrCodes.form.pointsHint", {
          max: formatNumber(POINTS_POSTING_MAX, currentLanguage(i18n)),
          program: programName,
        })}
      >
        <Input
          {...form.register("points")}
          type="number"
          inputMode="numeric"
          min={1}
          max={POINTS_POSTING_MAX}
          step={1}
        />
      </FormField>
      {program && !program.active && (
        <p className="rounded-lg border border-amber-600/40 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
          {t("qrCodes.form.programInactive", { program: program.name })}
        </p>
      )}
    </>
  );
}
