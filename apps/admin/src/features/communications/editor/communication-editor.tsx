import type { Communication, TargetGroup } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import type { FieldIssue } from "@stampwise/web";
import { useBlocker, useNavigate } from "@stampwise/web/router";
import { useState } from "react";
import { paths } from "../../../shared/paths";
import { RemoveCommunicationDialog } from "../components/remove-communication-dialog";
import { communicationFieldMessage } from "../field-message";
import { BasicsSection } from "./basics-section";
import { ChannelsSection } from "./channels-section";
import { ContentSection } from "./content-section";
import { draftOf, draftProblems, fieldMessages, keepUntickedText, withMedium } from "./draft";
import { type EditorDialog, EditorHeader } from "./editor-header";
import { LeaveDialog } from "./leave-dialog";
import { PreviewPanel } from "./preview-panel";
import { ProblemsSummary } from "./problems-summary";
import { ScheduleDialog } from "./schedule-dialog";
import { StatusBanner } from "./status-banner";
import { StatusDialogs } from "./status-dialogs";
import type { ConditionChoices } from "./targeting/condition-editor";
import { checkRules, draftOfRules, sameRules } from "./targeting/rules-draft";
import { TargetingSection } from "./targeting/targeting-section";
import { pendingChanges, useEditorActions } from "./use-editor-actions";

/**
 * The communication editor: what it says, by which channels, to whom, and when. The
 * draft lives here until saved; leaving with unsaved changes asks first. Read-only while
 * scheduled or active (the API refuses changes then, and the banner says why).
 */
export function CommunicationEditor({
  communication,
  targetGroup,
  choices,
}: {
  communication: Communication;
  targetGroup: TargetGroup | null;
  choices: ConditionChoices;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(() => draftOf(communication));
  const [draft, setDraft] = useState(saved);
  const [savedGroups, setSavedGroups] = useState(() => draftOfRules(targetGroup?.rules ?? { groups: [] }));
  const [groups, setGroups] = useState(savedGroups);
  const [serverIssues, setServerIssues] = useState<FieldIssue[]>([]);
  const [showRequired, setShowRequired] = useState(false);
  const [dialog, setDialog] = useState<EditorDialog | null>(null);

  // A failed one is edited like a draft: its owner fixes what failed, then schedules it again.
  const editable = ["draft", "inactive", "failed"].includes(communication.status);
  const { rules } = checkRules(groups);
  const rulesChanged = !sameRules(groups, savedGroups);
  const changes = pendingChanges(draft, saved);
  const dirty = editable && (changes !== null || rulesChanged);
  const leave = useBlocker(dirty && dialog !== "remove");

  const typing = fieldMessages(draft);
  const blocking = draftProblems(draft, communication.targetGroupId);
  const problems = [
    ...[...typing].map(([path, message]) => ({ path, message })),
    ...blocking,
    ...(rules ? [] : [{ path: "targetGroupId", message: t("communications.editor.targeting.countPending") }]),
  ].map((problem) => ({
    ...problem,
    message: communicationFieldMessage(problem.message, t) ?? problem.message,
  }));
  const required = new Map(blocking.map((p) => [p.path, p.message]));
  const server = new Map(serverIssues.map((issue) => [issue.path, issue.message]));
  const fieldError = (path: string) =>
    communicationFieldMessage(
      typing.get(path) ?? server.get(path) ?? (showRequired ? required.get(path) : undefined),
      t,
    );

  const actions = useEditorActions({
    communication,
    pending: () => ({ changes, rules: rulesChanged ? rules : null }),
    onSaved: (answer) => {
      const next = keepUntickedText(draftOf(answer), draft);
      setSaved(next);
      setDraft(next);
      setServerIssues([]);
    },
    onRulesSaved: () => setSavedGroups(groups),
    onIssues: (issues) => {
      setServerIssues(issues);
      setShowRequired(true);
    },
  });

  const edit = (next: typeof draft) => {
    setDraft(next);
    if (serverIssues.length > 0) setServerIssues([]);
  };
  const readOnly = !editable;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <EditorHeader
        communication={communication}
        title={draft.title || communication.title}
        dirty={dirty}
        saving={actions.saving}
        canSave={typing.size === 0 && (!rulesChanged || rules !== null)}
        onSave={() => void actions.save()}
        onOpen={(next) => {
          if (next === "schedule") setShowRequired(true);
          setDialog(next);
        }}
      />
      <StatusBanner communication={communication} />
      {editable && <ProblemsSummary problems={problems} />}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="grid gap-6">
          <BasicsSection draft={draft} onChange={edit} error={fieldError} readOnly={readOnly} />
          <ChannelsSection
            media={draft.media}
            onToggle={(medium, on) => edit(withMedium(draft, medium, on))}
            error={fieldError("media")}
            readOnly={readOnly}
          />
          <ContentSection draft={draft} onChange={edit} error={fieldError} readOnly={readOnly} />
          <TargetingSection
            groups={groups}
            onChange={setGroups}
            choices={choices}
            readOnly={readOnly}
            media={draft.media}
          />
        </div>
        <div className="lg:sticky lg:top-20">
          <PreviewPanel draft={draft} />
        </div>
      </div>

      <ScheduleDialog
        key={dialog === "schedule" ? "open" : "closed"}
        communication={{ title: draft.title || communication.title, deliveryType: draft.deliveryType }}
        open={dialog === "schedule"}
        onClose={() => setDialog(null)}
        onSchedule={actions.schedule}
      />
      <StatusDialogs
        open={dialog}
        title={communication.title}
        deliveryType={communication.deliveryType}
        onClose={() => setDialog(null)}
        change={actions.change}
      />
      <RemoveCommunicationDialog
        communication={dialog === "remove" ? communication : null}
        onClose={() => setDialog(null)}
        onRemoved={() => navigate(paths.admin.communications, { replace: true })}
      />
      <LeaveDialog open={leave.blocked} onStay={leave.stay} onLeave={leave.proceed} />
    </div>
  );
}
