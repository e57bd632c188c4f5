import type { Communication, TargetRules, UpdateCommunicationRequest } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { toast } from "@stampwise/ui";
import { type FieldIssue, isApiError, toastForApiError, toastSaveFailed } from "@stampwise/web";
import { useOrganizationTime } from "../../../shared/time/organization-time";
import { useUpdateCommunication } from "../api/communications";
import { useUpdateTargetGroup } from "../api/targeting";
import { type CommunicationDraft, changesOf } from "./draft";

type StatusChange = "cancelSchedule" | "pause" | "reactivate";
const STATUS_OF: Record<StatusChange, UpdateCommunicationRequest["status"]> = {
  cancelSchedule: "draft",
  pause: "inactive",
  reactivate: "active",
};

/**
 * The editor's requests, each reporting its own outcome: saving (the rules of its target group,
 * then the communication's fields), scheduling and the other status changes. Each answers whether
 * it happened, so a dialog knows to close.
 */
export function useEditorActions(options: {
  communication: Communication;
  /** What to save now, or null when nothing changed; `rules` null when they are unchanged. */
  pending: () => { changes: UpdateCommunicationRequest | null; rules: TargetRules | null };
  onSaved: (communication: Communication) => void;
  onRulesSaved: () => void;
  /** The server's field issues (VALIDATION_ERROR, COMMUNICATION_INCOMPLETE), to show by their fields. */
  onIssues: (issues: FieldIssue[]) => void;
}) {
  const { t } = useTranslation();
  const time = useOrganizationTime();
  const update = useUpdateCommunication();
  const updateGroup = useUpdateTargetGroup();
  const { communication } = options;
  const k = "communications.editor" as const;
  const title = communication.title;

  const issuesOf = (error: unknown) => {
    if (isApiError(error) && error.issues.length > 0) options.onIssues(error.issues);
  };

  async function save({ quiet = false } = {}): Promise<boolean> {
    const { changes, rules } = options.pending();
    try {
      if (rules && communication.targetGroupId) {
        await updateGroup.mutateAsync({ id: communication.targetGroupId, changes: { rules } });
        options.onRulesSaved();
      }
      if (changes) {
        const saved = await update.mutateAsync({ id: communication.id, changes });
        options.onSaved(saved);
      }
      if (!quiet) {
        toast({
          title: t(`${k}.saved.title`),
          description: t(`${k}.saved.description`, { title: changes?.title ?? title }),
        });
      }
      return true;
    } catch (error) {
      issuesOf(error);
      if (isApiError(error) && error.status === 404) {
        toast({
          variant: "destructive",
          title: t(`${k}.saveNotFound.title`),
          description: t(`${k}.saveNotFound.description`),
        });
      } else {
        toastSaveFailed(error, t, {
          title: t(`${k}.saveFailed.title`),
          description: t(`${k}.saveFailed.description`),
        });
      }
      return false;
    }
  }

  async function changeStatus(
    changes: UpdateCommunicationRequest,
    texts: `${typeof k}.${"schedule" | StatusChange}`,
  ) {
    try {
      const saved = await update.mutateAsync({ id: communication.id, changes });
      options.onSaved(saved);
      const when = saved.scheduledFor ? time.fullDateTime(saved.scheduledFor) : "";
      toast({
        title: t(`${texts}.done.title`),
        description: t(`${texts}.done.description`, { title, when }),
      });
      return true;
    } catch (error) {
      issuesOf(error);
      toastForApiError(error, t, {
        title: t(`${texts}.failed.title`),
        description: t(`${texts}.failed.description`),
      });
      return false;
    }
  }

  return {
    saving: update.isPending || updateGroup.isPending,
    save,
    /** Saves what changed first, then schedules at `at`. */
    async schedule(at: Date) {
      if (!(await save({ quiet: true }))) return false;
      return changeStatus({ status: "scheduled", scheduledFor: at.toISOString() }, `${k}.schedule`);
    },
    async change(kind: StatusChange) {
      // Reactivating sends what the paused editor shows: its changes are saved first.
      if (kind === "reactivate" && !(await save({ quiet: true }))) return false;
      return changeStatus({ status: STATUS_OF[kind] }, `${k}.${kind}`);
    },
  };
}

export type { StatusChange };

/** The PATCH body of what differs from what was saved, or null. */
export function pendingChanges(draft: CommunicationDraft, saved: CommunicationDraft) {
  const changes = changesOf(draft);
  return JSON.stringify(changes) === JSON.stringify(changesOf(saved)) ? null : changes;
}
