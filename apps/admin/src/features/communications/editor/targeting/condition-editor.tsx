import { ACTIVITY_EVENTS, ACTIVITY_OPERATORS, LEGACY_FIELDS, LEGACY_OPERATORS } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button, FormField, Input } from "@stampwise/ui";
import { X } from "lucide-react";
import { ChoiceList } from "./choice-list";
import type { ConditionDraft, ConditionKind } from "./rules-draft";
import { SelectField } from "./select-field";

const KINDS: readonly ConditionKind[] = ["activity", "stampCard", "loyaltyLevel", "field"];

export interface ConditionChoices {
  cards: readonly { id: string; label: string }[];
  levels: readonly { id: string; label: string }[];
}

/**
 * One condition: its kind, then the kind's own fields, and the day it is in
 * force from. `issue(field)` is the translated message for a field the API would refuse.
 */
export function ConditionEditor({
  condition,
  number,
  onChange,
  onRemove,
  issue,
  choices,
  readOnly,
}: {
  condition: ConditionDraft;
  number: number;
  onChange: (changes: Partial<ConditionDraft>) => void;
  onRemove: () => void;
  issue: (field: string) => string | undefined;
  choices: ConditionChoices;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const k = "communications.editor.targeting" as const;
  const dateInput = (field: "date" | "fromDate" | "effectiveDate", label: string, hint?: string) => (
    <FormField label={label} description={hint} error={issue(field)}>
      <Input
        type="date"
        value={condition[field]}
        disabled={readOnly}
        onChange={(event) => onChange({ [field]: event.target.value })}
      />
    </FormField>
  );
  const numberInput = (
    field: "days" | "minStamps" | "maxStamps" | "value",
    label: string,
    error?: string,
  ) => (
    <FormField label={label} error={error ?? issue(field)}>
      <Input
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={condition[field]}
        disabled={readOnly}
        onChange={(event) => onChange({ [field]: event.target.value })}
      />
    </FormField>
  );

  return (
    <fieldset className="grid gap-4 rounded-md border bg-background p-4">
      <div className="flex items-start justify-between gap-2">
        <legend className="sr-only">{t(`${k}.condition`, { number })}</legend>
        <SelectField
          label={t(`${k}.kind`)}
          value={condition.kind}
          options={KINDS.map((kind) => ({ value: kind, label: t(`${k}.kinds.${kind}`) }))}
          onChange={(kind) => onChange({ kind })}
          disabled={readOnly}
          className="w-full max-w-xs"
        />
        {!readOnly && (
          <Button
            variant="ghost"
            size="icon"
            onClick={onRemove}
            aria-label={t(`${k}.removeCondition`, { number })}
            className="mt-6 shrink-0"
          >
            <X aria-hidden />
          </Button>
        )}
      </div>

      {condition.kind === "activity" && (
        <div className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3">
          <SelectField
            label={t(`${k}.activity.event`)}
            value={condition.event}
            options={ACTIVITY_EVENTS.map((event) => ({ value: event, label: t(`${k}.activity.${event}`) }))}
            onChange={(event) => onChange({ event })}
            disabled={readOnly}
          />
          <SelectField
            label={t(`${k}.activity.operator`)}
            value={condition.activityOperator}
            options={ACTIVITY_OPERATORS.map((operator) => ({
              value: operator,
              label: t(`${k}.activity.${operator}`),
            }))}
            onChange={(activityOperator) => onChange({ activityOperator })}
            disabled={readOnly}
          />
          {condition.activityOperator === "before" || condition.activityOperator === "after"
            ? dateInput("date", t(`${k}.activity.date`))
            : numberInput("days", t(`${k}.activity.days`), issue("days") ?? issue("date"))}
        </div>
      )}

      {condition.kind === "stampCard" && (
        <div className="grid gap-4">
          <ChoiceList
            legend={t(`${k}.stampCard.cards`)}
            options={choices.cards}
            chosen={condition.cardIds}
            onChange={(cardIds) => onChange({ cardIds })}
            empty={t(`${k}.stampCard.noCards`)}
            error={issue("cardIds")}
            disabled={readOnly}
          />
          <div className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3">
            {numberInput("minStamps", t(`${k}.stampCard.minStamps`))}
            {numberInput("maxStamps", t(`${k}.stampCard.maxStamps`))}
            {dateInput("fromDate", t(`${k}.stampCard.fromDate`), t(`${k}.stampCard.fromDateHint`))}
          </div>
        </div>
      )}

      {condition.kind === "loyaltyLevel" && (
        <div className="grid gap-4">
          <ChoiceList
            legend={t(`${k}.loyaltyLevel.levels`)}
            options={choices.levels}
            chosen={condition.levelIds}
            onChange={(levelIds) => onChange({ levelIds })}
            empty={t(`${k}.loyaltyLevel.noLevels`)}
            error={issue("levelIds")}
            disabled={readOnly}
          />
          <div className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3">
            {dateInput("fromDate", t(`${k}.loyaltyLevel.fromDate`), t(`${k}.loyaltyLevel.fromDateHint`))}
          </div>
        </div>
      )}

      {condition.kind === "field" && (
        <div className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3">
          <SelectField
            label={t(`${k}.field.field`)}
            value={condition.field}
            options={LEGACY_FIELDS.map((field) => ({ value: field, label: t(`${k}.field.fields.${field}`) }))}
            onChange={(field) =>
              // "Contains" is for the level name only: another field falls back to "equals".
              onChange({
                field,
                fieldOperator:
                  field !== "loyaltyLevel" && condition.fieldOperator === "contains"
                    ? "equals"
                    : condition.fieldOperator,
              })
            }
            disabled={readOnly}
          />
          <SelectField
            label={t(`${k}.field.operator`)}
            value={condition.fieldOperator}
            options={LEGACY_OPERATORS.filter(
              (operator) => operator !== "contains" || condition.field === "loyaltyLevel",
            ).map((operator) => ({ value: operator, label: t(`${k}.field.operators.${operator}`) }))}
            onChange={(fieldOperator) => onChange({ fieldOperator })}
            disabled={readOnly}
          />
          {condition.field === "loyaltyLevel" ? (
            <FormField label={t(`${k}.field.value`)} error={issue("value")}>
              <Input
                value={condition.value}
                maxLength={120}
                disabled={readOnly}
                onChange={(event) => onChange({ value: event.target.value })}
              />
            </FormField>
          ) : (
            numberInput("value", t(`${k}.field.value`))
          )}
        </div>
      )}

      <div className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3">
        {dateInput("effectiveDate", t(`${k}.effectiveDate`), t(`${k}.effectiveDateHint`))}
      </div>
    </fieldset>
  );
}
