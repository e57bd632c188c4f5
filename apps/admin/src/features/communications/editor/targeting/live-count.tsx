import { COMMUNICATION_MEDIA, type CommunicationMedium, type TargetRules } from "@stampwise/contract";
import { currentLanguage, formatNumber, useTranslation } from "@stampwise/i18n";
import { Spinner, toast } from "@stampwise/ui";
import { apiErrorToastContent, useAuthProviders } from "@stampwise/web";
import { Users } from "lucide-react";
import { useEffect } from "react";
import { useTargetPreview } from "../../api/targeting";
import { ChannelReachList } from "../../components/channel-reach-list";
import { useDebouncedValue } from "../use-debounced-value";

const COUNT_DELAY_MS = 400;

/**
 * How many customers the rules match now, with five of them by name, asked again as the rules
 * change (after a pause in typing), and whom each chosen channel reaches of them. Unfinished rules
 * keep the last count and say what is missing.
 */
export function LiveCount({
  rules,
  media,
}: {
  rules: TargetRules | null;
  media: readonly CommunicationMedium[];
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const settled = useDebouncedValue(rules, COUNT_DELAY_MS);
  // In one order whatever the ticking order, so the same channels ask (and cache) once.
  const channels = COMMUNICATION_MEDIA.filter((medium) => media.includes(medium));
  const preview = useTargetPreview(settled, channels);
  const smsSending = useAuthProviders()?.sms;
  const k = "communications.editor.targeting" as const;

  useEffect(() => {
    if (!preview.error) return;
    const { description } = apiErrorToastContent(preview.error, t);
    toast({
      variant: "destructive",
      title: t("communications.editor.targeting.countFailed.title"),
      description: t("communications.editor.targeting.countFailed.description", { error: description }),
    });
  }, [preview.error, t]);

  const counting = preview.isFetching || rules !== settled;
  const data = preview.data;
  return (
    <div
      className="flex items-start gap-3 rounded-lg border bg-card p-4"
      aria-live="polite"
      aria-busy={counting}
      data-testid="target-count"
    >
      <Users aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="grid gap-1">
        {data ? (
          <p className="font-medium">
            {t(`${k}.count`, {
              count: data.count,
              total: formatNumber(data.totalCustomers, language),
            })}
          </p>
        ) : (
          !rules && <p className="font-medium">{t(`${k}.countPending`)}</p>
        )}
        {data && data.sample.length > 0 && (
          <p className="text-sm text-muted-foreground">
            {t(`${k}.sample`, {
              names: data.sample.map((person) => `${person.firstName} ${person.lastName}`.trim()).join(", "),
            })}
          </p>
        )}
        {data?.channels && (
          <ChannelReachList matched={data.count} channels={data.channels} smsSending={smsSending} />
        )}
        {!rules && data && <p className="text-sm text-muted-foreground">{t(`${k}.countPending`)}</p>}
        {counting && rules && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner aria-hidden className="size-3" />
            {t(`${k}.counting`)}
          </p>
        )}
      </div>
    </div>
  );
}
