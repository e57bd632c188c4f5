import { useTranslation } from "@stampwise/i18n";
import {
  Button,
  FormField,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@stampwise/ui";
import { translateFieldMessage } from "@stampwise/web";
import { type FormEvent, useId, useRef, useState } from "react";
import {
  customRangeProblems,
  type DayRange,
  hasProblems,
  type InsightsRange,
  RANGE_PRESETS,
  type RangePreset,
  type RangeProblems,
} from "../range";

const CUSTOM = "custom";

/**
 * The range the figures cover: a preset, or two days of one's own. A custom range is checked here
 * (the contract's rules) before it is asked for, and the server's own refusal lands at its fields.
 * Keyed by the range by its parent, so Back to another range starts the fields afresh.
 */
export function RangeControl({
  range,
  days,
  problems,
  onChange,
}: {
  range: InsightsRange;
  /** What the range covers today, to start the custom fields from. */
  days: DayRange | null;
  /** Messages (contract English) for the range as it is: a hand-edited address, a 400. */
  problems: RangeProblems;
  onChange: (range: InsightsRange) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [custom, setCustom] = useState(range.kind === "custom" || hasProblems(problems));
  const [from, setFrom] = useState(days?.from ?? (range.kind === "custom" ? range.from : ""));
  const [to, setTo] = useState(days?.to ?? (range.kind === "custom" ? range.to : ""));
  const [checked, setChecked] = useState<RangeProblems | null>(null);
  const fromInput = useRef<HTMLInputElement>(null);
  const toInput = useRef<HTMLInputElement>(null);
  const shown = checked ?? problems;

  const choose = (value: string) => {
    if (value === CUSTOM) {
      setCustom(true);
      return;
    }
    setCustom(false);
    setChecked(null);
    onChange({ kind: "preset", preset: value as RangePreset });
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = customRangeProblems({ from, to });
    setChecked(found);
    if (found.from) fromInput.current?.focus();
    else if (found.to) toInput.current?.focus();
    else onChange({ kind: "custom", from, to });
  };

  // Editing a field clears its message; the next "Show range" checks again.
  const edit = (field: keyof DayRange, value: string) => {
    if (field === "from") setFrom(value);
    else setTo(value);
    setChecked((current) => ({ ...(current ?? problems), [field]: undefined }));
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-preset`}>{t("insights.range.label")}</Label>
        <Select
          value={custom ? CUSTOM : range.kind === "preset" ? range.preset : CUSTOM}
          onValueChange={choose}
        >
          <SelectTrigger id={`${id}-preset`} className="w-full sm:w-56">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {RANGE_PRESETS.map((preset) => (
              <SelectItem key={preset} value={preset}>
                {t(`insights.range.presets.${preset}`)}
              </SelectItem>
            ))}
            <SelectItem value={CUSTOM}>{t("insights.range.presets.custom")}</SelectItem>
          </SelectContent>
        </Select>
      </div>
      {custom && (
        <form
          noValidate
          onSubmit={apply}
          className="flex flex-col gap-3 min-[420px]:flex-row min-[420px]:flex-wrap"
        >
          <FormField
            label={t("insights.range.from")}
            error={translateFieldMessage(shown.from, t)}
            className="min-[420px]:w-44"
          >
            <Input
              ref={fromInput}
              type="date"
              name="from"
              value={from}
              onChange={(event) => edit("from", event.target.value)}
            />
          </FormField>
          <FormField
            label={t("insights.range.to")}
            error={translateFieldMessage(shown.to, t)}
            description={t("insights.range.hint")}
            className="min-[420px]:w-44"
          >
            <Input
              ref={toInput}
              type="date"
              name="to"
              value={to}
              onChange={(event) => edit("to", event.target.value)}
            />
          </FormField>
          {/* Lined up with the inputs, below their labels. */}
          <Button type="submit" className="min-[420px]:mt-[1.375rem]">
            {t("insights.range.apply")}
          </Button>
        </form>
      )}
    </div>
  );
}
