import { type CommunicationMedium, TARGET_GROUPS_MAX } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button } from "@stampwise/ui";
import { Plus } from "lucide-react";
import { communicationFieldMessage } from "../../field-message";
import { fieldId } from "../draft";
import { EditorSection } from "../editor-section";
import type { ConditionChoices } from "./condition-editor";
import { GroupEditor } from "./group-editor";
import { LiveCount } from "./live-count";
import { checkRules, conditionIssue, type GroupDraft, newGroup } from "./rules-draft";

/**
 * "Who receives it": the groups of conditions (every group must hold; in a group all or any) and
 * the live count of the customers they match. No groups is everyone.
 */
export function TargetingSection({
  groups,
  onChange,
  choices,
  readOnly,
  media,
}: {
  /** The channels ticked: the live count says whom each reaches. */
  media: readonly CommunicationMedium[];
  groups: GroupDraft[];
  onChange: (groups: GroupDraft[]) => void;
  choices: ConditionChoices;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const k = "communications.editor.targeting" as const;
  const { rules, issues } = checkRules(groups);

  return (
    <EditorSection id={fieldId("targetGroupId")} title={t(`${k}.title`)} description={t(`${k}.description`)}>
      <LiveCount rules={rules} media={media} />
      {groups.length === 0 && <p className="text-sm font-medium">{t(`${k}.everyone`)}</p>}
      {groups.map((group, index) => (
        <GroupEditor
          key={group.key}
          group={group}
          number={index + 1}
          onChange={(changed) =>
            onChange(groups.map((candidate, at) => (at === index ? changed : candidate)))
          }
          onRemove={() => onChange(groups.filter((_, at) => at !== index))}
          issue={(condition, field) =>
            communicationFieldMessage(conditionIssue(issues, index, condition, field), t)
          }
          choices={choices}
          readOnly={readOnly}
        />
      ))}
      {!readOnly && groups.length < TARGET_GROUPS_MAX && (
        <Button variant="outline" className="w-fit" onClick={() => onChange([...groups, newGroup()])}>
          <Plus aria-hidden />
          {t(`${k}.addGroup`)}
        </Button>
      )}
    </EditorSection>
  );
}
