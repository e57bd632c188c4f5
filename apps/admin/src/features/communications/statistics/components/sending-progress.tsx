import type { CommunicationStatistics } from "@stampwise/contract";
import { currentLanguage, formatNumber, useTranslation } from "@stampwise/i18n";
import { Card, Progress } from "@stampwise/ui";
import { LoaderCircle } from "lucide-react";
import { useId } from "react";

/** While sending: how many deliveries have ended (sent or failed) of all, as a bar and in words. */
export function SendingProgress({ statistics }: { statistics: CommunicationStatistics }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const labelId = useId();
  const ended = statistics.sent + statistics.failed;
  const text = t("communicationStatistics.progress.value", {
    count: statistics.total,
    ended: formatNumber(ended, language),
    total: formatNumber(statistics.total, language),
  });
  return (
    <Card className="gap-3 px-4 py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={labelId} className="flex items-center gap-2 font-semibold">
          <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />
          {t("communicationStatistics.progress.label")}
        </h2>
        <p className="text-sm tabular-nums">{text}</p>
      </div>
      <Progress
        aria-labelledby={labelId}
        value={statistics.total === 0 ? 0 : (ended / statistics.total) * 100}
        valueText={text}
      />
      <p className="text-xs text-muted-foreground">{t("communicationStatistics.progress.live")}</p>
    </Card>
  );
}
