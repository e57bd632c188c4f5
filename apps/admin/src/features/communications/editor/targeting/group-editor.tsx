import { TARGET_CONDITIONS_MAX, TARGET_MATCH_MODES } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button } from "@stampwise/ui";
import { Plus, Trash2 } from "lucide-react";
import { type ConditionChoices, ConditionEditor } from "./condition-editor";
import { type ConditionDraft, type GroupDraft, newCondition } from "./rules-draft";
import { SelectField } from "./select-field";

/** One group: all or any of its conditions must hold; conditions added and removed in place. */
export function GroupEditor({
  group,
  number,
  onChange,
  onRemove,
  issue,
  choices,
  readOnly,
}: {
  group: GroupDraft;
  number: number;
  onChange: (group: GroupDraft) => void;
  onRemove: () => void;
  issue: (condition: number, field: string) => string | undefined;
  choices: ConditionChoices;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const k = "communications.editor.targeting" as const;
  const changeCondition = (index: number, changes: Partial<ConditionDraft>) =>
    onChange({
      ...group,
      conditions: group.conditions.map((condition, at) =>
        at === index ? { ...condition, ...changes } : condition,
      ),
    });
  const removeCondition = (index: number) => {
    const conditions = group.conditions.filter((_, at) => at !== index);
    // A group without conditions means nothing: removing its last condition removes the group.
    if (conditions.length === 0) onRemove();
    else onChange({ ...group, conditions });
  };

  return (
    <section
      aria-label={t(`${k}.group`, { number })}
      className="grid gap-4 rounded-lg border bg-muted/40 p-4"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-end gap-4">
          <h4 className="pb-2 font-medium">{t(`${k}.group`, { number })}</h4>
          <SelectField
            label={t(`${k}.match`)}
            value={group.match}
            options={TARGET_MATCH_MODES.map((mode) => ({
              value: mode,
              label: t(mode === "all" ? `${k}.matchAll` : `${k}.matchAny`),
            }))}
            onChange={(match) => onChange({ ...group, match })}
            disabled={readOnly}
            className="w-48"
          />
        </div>
        {!readOnly && (
          <Button variant="ghost" size="sm" onClick={onRemove}>
            <Trash2 aria-hidden />
            {t(`${k}.removeGroup`, { number })}
          </Button>
        )}
      </div>
      {group.conditions.map((condition, index) => (
        <ConditionEditor
          key={condition.key}
          condition={condition}
          number={index + 1}
          onChange={(changes) => changeCondition(index, changes)}
          onRemove={() => removeCondition(index)}
          issue={(field) => issue(index, field)}
          choices={choices}
          readOnly={readOnly}
        />
      ))}
      {!readOnly && group.conditions.length < TARGET_CONDITIONS_MAX && (
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => onChange({ ...group, conditions: [...group.conditions, newCondition()] })}
        >
          <Plus aria-hidden />
          {t(`${k}.addCondition`)}
        </Button>
      )}
    </section>
  );
}
