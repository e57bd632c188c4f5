import type { Communication } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { useOrganizationTime } from "../../../shared/time/organization-time";

/**
 * Why the server gave up on a communication, and when, in the owner's language: shown beside its
 * status wherever the status is (the list, the editor, its statistics). Nothing unless failed.
 */
export function CommunicationFailureNote({
  failure,
  withTime = true,
}: {
  failure: Communication["failure"];
  withTime?: boolean;
}) {
  const { t } = useTranslation();
  const time = useOrganizationTime();
  if (!failure) return null;
  return (
    <p className="text-sm text-destructive" data-testid="communication-failure">
      {t(`communications.failure.${failure.code}`)}
      {withTime && (
        <span className="block text-muted-foreground">
          {t("communications.failure.at", { when: time.dateTime(failure.at) })}
        </span>
      )}
    </p>
  );
}
