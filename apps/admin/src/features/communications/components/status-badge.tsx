import type { CommunicationStatus } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Badge, type BadgeProps } from "@stampwise/ui";

const VARIANT: Record<CommunicationStatus, BadgeProps["variant"]> = {
  draft: "outline",
  scheduled: "secondary",
  active: "default",
  inactive: "outline",
  failed: "destructive",
};

/** A communication's status as a badge: the word carries it, the colour only helps. */
export function CommunicationStatusBadge({ status }: { status: CommunicationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant={VARIANT[status]} data-status={status}>
      {t(`communications.status.${status}`)}
    </Badge>
  );
}
