import type { Communication } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
} from "@stampwise/ui";
import { useState } from "react";
import { useOrganizationTime } from "../../../shared/time/organization-time";
import { instantInZone, wallClockInZone } from "../../../shared/time/zoned-time";

/** A first suggestion: the next whole hour at least 15 minutes away. */
function suggestedTime(timeZone: string) {
  const next = new Date(Date.now() + 15 * 60_000);
  next.setUTCMinutes(0, 0, 0);
  next.setUTCHours(next.getUTCHours() + 1);
  return wallClockInZone(next, timeZone);
}

/**
 * "Schedule": a day and a time in the organization's time zone, which the dialog names; the
 * typed time is read there, whatever zone the browser is in. The caller saves, schedules and says
 * what happened; the dialog checks only that the time is real and to come.
 */
export function ScheduleDialog({
  communication,
  open,
  onClose,
  onSchedule,
}: {
  communication: Pick<Communication, "title" | "deliveryType">;
  open: boolean;
  onClose: () => void;
  onSchedule: (at: Date) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const time = useOrganizationTime();
  const { timeZone } = time;
  const [when, setWhen] = useState(() => suggestedTime(timeZone));
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const k = "communications.editor.schedule" as const;
  const at = instantInZone(when.date, when.time, timeZone);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!at) return setError(t("validation.scheduledForRequired"));
    if (at.getTime() <= Date.now()) return setError(t("validation.scheduledForPast"));
    setPending(true);
    const scheduled = await onSchedule(at).finally(() => setPending(false));
    if (scheduled) onClose();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-6">
          <DialogHeader>
            <DialogTitle>{t(`${k}.title`, { title: communication.title })}</DialogTitle>
            <DialogDescription>{t(`${k}.${communication.deliveryType}`)}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t(`${k}.date`)} error={error}>
              <Input
                type="date"
                value={when.date}
                onChange={(event) => {
                  setError(undefined);
                  setWhen({ ...when, date: event.target.value });
                }}
                required
              />
            </FormField>
            <FormField label={t(`${k}.time`)} description={t(`${k}.timeZone`, { timeZone })}>
              <Input
                type="time"
                value={when.time}
                onChange={(event) => {
                  setError(undefined);
                  setWhen({ ...when, time: event.target.value });
                }}
                required
              />
            </FormField>
          </div>
          {at && !error && <p className="text-sm text-muted-foreground">{time.fullDateTime(at)}</p>}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? t(`${k}.submitting`) : t(`${k}.submit`)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
