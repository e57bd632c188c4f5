import type { CommunicationStatistics } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@stampwise/ui";
import { useAuthProviders } from "@stampwise/web";
import { useId } from "react";
import { useOrganizationTime } from "../../../../shared/time/organization-time";
import { ChannelReachList } from "../../components/channel-reach-list";

/**
 * Whom each selected channel could reach when the audience was taken, and why the rest could not:
 * a channel that reached nobody is listed with its reason instead of missing from the figures.
 */
export function ReachByChannel({ reach }: { reach: CommunicationStatistics["reach"] }) {
  const { t } = useTranslation();
  const time = useOrganizationTime();
  const titleId = useId();
  const smsSending = useAuthProviders()?.sms;
  const k = "communications.reach" as const;
  return (
    <Card className="min-w-0 gap-4" role="region" aria-labelledby={titleId} data-testid="reach-by-channel">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle asChild>
          <h2 id={titleId}>{t(`${k}.title`)}</h2>
        </CardTitle>
        <CardDescription>
          {reach
            ? `${t(`${k}.matched`, { count: reach.matched })} ${t(`${k}.countedAt`, { time: time.dateTime(reach.countedAt) })}`
            : t(`${k}.notYet`)}
        </CardDescription>
      </CardHeader>
      {reach && (
        <CardContent className="px-4 sm:px-6">
          <ChannelReachList matched={reach.matched} channels={reach.channels} smsSending={smsSending} />
        </CardContent>
      )}
    </Card>
  );
}
