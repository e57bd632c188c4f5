import type { ChannelReach, SmsSending } from "@stampwise/contract";
import { currentLanguage, formatNumber, useTranslation } from "@stampwise/i18n";

/**
 * Per selected channel, how many of the matching customers it reaches and why the rest cannot be
 * reached (no consent, no confirmed number, SMS without a provider). The editor's live count and
 * the statistics show the same list; `smsSending` adds that texts stay in the development outbox.
 */
export function ChannelReachList({
  matched,
  channels,
  smsSending,
}: {
  matched: number;
  channels: readonly ChannelReach[];
  smsSending: SmsSending | undefined;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const number = (value: number) => formatNumber(value, language);
  const k = "communications.reach" as const;
  if (channels.length === 0) return null;
  return (
    <ul className="grid gap-2 text-sm" data-testid="channel-reach">
      {channels.map((channel) => {
        const reasons =
          channel.unavailable > 0 || (channel.medium === "sms" && smsSending === "unavailable")
            ? [t(`${k}.unavailable`)]
            : [
                channel.noConsent > 0 ? t(`${k}.noConsent`, { count: channel.noConsent }) : null,
                channel.noConfirmedNumber > 0
                  ? t(`${k}.noConfirmedNumber`, { count: channel.noConfirmedNumber })
                  : null,
              ].filter((reason): reason is string => reason !== null);
        return (
          <li key={channel.medium} data-medium={channel.medium} className="grid gap-0.5">
            <span className="font-medium">
              {t(`${k}.channel`, {
                channel: t(`communications.media.${channel.medium}`),
                reachable: number(channel.reachable),
                matched: number(matched),
              })}
            </span>
            {reasons.map((reason) => (
              <span key={reason} className="text-muted-foreground">
                {reason}
              </span>
            ))}
            {channel.medium === "sms" && smsSending === "dev-outbox" && (
              <span className="text-muted-foreground">{t(`${k}.devOutbox`)}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
