import type { Communication } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button } from "@stampwise/ui";
import { Link } from "@stampwise/web/router";
import {
  ArrowLeft,
  CalendarClock,
  CalendarX,
  ChartColumn,
  CirclePause,
  CirclePlay,
  Save,
  Trash2,
} from "lucide-react";
import { paths } from "../../../shared/paths";
import { CommunicationStatusBadge } from "../components/status-badge";

export type EditorDialog = "schedule" | "cancelSchedule" | "pause" | "reactivate" | "remove";

/** The title and status, and what can be done now: save, the status change its status allows. */
export function EditorHeader({
  communication,
  title,
  dirty,
  saving,
  canSave,
  onSave,
  onOpen,
}: {
  communication: Communication;
  title: string;
  dirty: boolean;
  saving: boolean;
  canSave: boolean;
  onSave: () => void;
  onOpen: (dialog: EditorDialog) => void;
}) {
  const { t } = useTranslation();
  const k = "communications.editor" as const;
  const { status } = communication;
  const editable = status === "draft" || status === "inactive" || status === "failed";
  return (
    <div className="flex flex-col gap-4">
      <Link
        to={paths.admin.communications}
        className="flex w-fit items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t(`${k}.back`)}
      </Link>
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <h1 className="min-w-0 text-2xl font-semibold tracking-tight break-words">{title}</h1>
          <CommunicationStatusBadge status={status} />
          {dirty && <span className="text-sm text-muted-foreground">{t(`${k}.unsaved`)}</span>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link to={paths.admin.communicationStatistics(communication.id)}>
              <ChartColumn aria-hidden />
              {t(`${k}.statistics`)}
            </Link>
          </Button>
          {status !== "active" && (
            <Button variant="outline" onClick={() => onOpen("remove")}>
              <Trash2 aria-hidden />
              {t(`${k}.remove`)}
            </Button>
          )}
          {editable && (
            <Button
              variant={status === "draft" ? "outline" : "default"}
              onClick={onSave}
              disabled={!dirty || saving || !canSave}
            >
              <Save aria-hidden />
              {saving ? t(`${k}.saving`) : t(`${k}.save`)}
            </Button>
          )}
          {(status === "draft" || status === "failed") && (
            <Button onClick={() => onOpen("schedule")} disabled={saving}>
              <CalendarClock aria-hidden />
              {t(`${k}.schedule.open`)}
            </Button>
          )}
          {status === "scheduled" && (
            <Button variant="outline" onClick={() => onOpen("cancelSchedule")}>
              <CalendarX aria-hidden />
              {t(`${k}.cancelSchedule.open`)}
            </Button>
          )}
          {status === "active" && (
            <Button onClick={() => onOpen("pause")}>
              <CirclePause aria-hidden />
              {t(`${k}.pause.open`)}
            </Button>
          )}
          {status === "inactive" && (
            <Button variant="outline" onClick={() => onOpen("reactivate")} disabled={saving}>
              <CirclePlay aria-hidden />
              {t(`${k}.reactivate.open`)}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
