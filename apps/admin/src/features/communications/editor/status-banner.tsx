import type { Communication } from "@stampwise/contract";
import { currentLanguage, useTranslation } from "@stampwise/i18n";
import { CalendarClock, CirclePause, Lock } from "lucide-react";
import { formatInZone } from "./format-in-zone";
import { pausedDescription } from "./status-texts";

/** Why the editor is read-only (active, scheduled), or what pausing meant (paused). */
export function StatusBanner({
  communication,
  timeZone,
}: {
  communication: Communication;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const k = "communications.editor" as const;
  const banner =
    communication.status === "active"
      ? { Icon: Lock, title: t(`${k}.readOnly.title`), description: t(`${k}.readOnly.description`) }
      : communication.status === "scheduled" && communication.scheduledFor
        ? {
            Icon: CalendarClock,
            title: t(`${k}.scheduledBanner.title`, {
              when: formatInZone(communication.scheduledFor, timeZone, language),
            }),
            description: t(`${k}.scheduledBanner.description`),
          }
        : communication.status === "inactive"
          ? {
              Icon: CirclePause,
              title: t(`${k}.pausedBanner.title`),
              description: t(pausedDescription(communication.deliveryType)),
            }
          : null;
  if (!banner) return null;
  const { Icon } = banner;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border bg-muted/50 p-4"
      data-testid="status-banner"
    >
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="grid gap-1">
        <p className="font-medium">{banner.title}</p>
        <p className="text-sm text-muted-foreground">{banner.description}</p>
      </div>
    </div>
  );
}
