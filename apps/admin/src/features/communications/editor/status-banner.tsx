import type { Communication } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { CalendarClock, CircleAlert, CirclePause, Lock } from "lucide-react";
import { useOrganizationTime } from "../../../shared/time/organization-time";
import { CommunicationFailureNote } from "../components/failure-note";
import { pausedDescription } from "./status-texts";

/** Why the editor is read-only (active, scheduled), what pausing meant (paused), or why it failed. */
export function StatusBanner({ communication }: { communication: Communication }) {
  const { t } = useTranslation();
  const time = useOrganizationTime();
  const k = "communications.editor" as const;
  const banner =
    communication.status === "active"
      ? { Icon: Lock, title: t(`${k}.readOnly.title`), description: t(`${k}.readOnly.description`) }
      : communication.status === "scheduled" && communication.scheduledFor
        ? {
            Icon: CalendarClock,
            title: t(`${k}.scheduledBanner.title`, {
              when: time.fullDateTime(communication.scheduledFor),
            }),
            description: t(`${k}.scheduledBanner.description`),
          }
        : communication.status === "inactive"
          ? {
              Icon: CirclePause,
              title: t(`${k}.pausedBanner.title`),
              description: t(pausedDescription(communication.deliveryType)),
            }
          : communication.failure
            ? {
                Icon: CircleAlert,
                title: t(`${k}.failedBanner.title`, { when: time.fullDateTime(communication.failure.at) }),
                description: <CommunicationFailureNote failure={communication.failure} withTime={false} />,
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
        {typeof banner.description === "string" ? (
          <p className="text-sm text-muted-foreground">{banner.description}</p>
        ) : (
          banner.description
        )}
      </div>
    </div>
  );
}
