import type { CommunicationStatistics } from "@stampwise/contract";
import { currentLanguage, formatNumber, useTranslation } from "@stampwise/i18n";
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@stampwise/ui";
import { useId } from "react";
import { formatShare } from "../format-share";

/** Per channel: total, sent, failed and pending, and each channel's success rate. */
export function ChannelBreakdown({ byMedium }: { byMedium: CommunicationStatistics["byMedium"] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const titleId = useId();
  const number = (value: number) => formatNumber(value, language);

  return (
    <Card className="min-w-0 gap-4" role="region" aria-labelledby={titleId}>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle asChild>
          <h2 id={titleId}>{t("communicationStatistics.channels.title")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {byMedium.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">
            {t("communicationStatistics.channels.empty")}
          </p>
        ) : (
          <Table>
            <TableCaption className="sr-only">{t("communicationStatistics.channels.caption")}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>{t("communicationStatistics.channels.channel")}</TableHead>
                <TableHead className="text-right">{t("communicationStatistics.totals.total")}</TableHead>
                <TableHead className="text-right">{t("communicationStatistics.totals.sent")}</TableHead>
                <TableHead className="text-right">{t("communicationStatistics.totals.failed")}</TableHead>
                <TableHead className="text-right">{t("communicationStatistics.totals.pending")}</TableHead>
                <TableHead className="text-right">
                  {t("communicationStatistics.totals.successRate")}
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {byMedium.map((row) => {
                const ended = row.sent + row.failed;
                return (
                  <TableRow key={row.medium} data-medium={row.medium}>
                    <TableHead scope="row" className="font-medium">
                      {t(`communicationStatistics.medium.${row.medium}`)}
                    </TableHead>
                    <TableCell className="text-right tabular-nums">{number(row.total)}</TableCell>
                    <TableCell className="text-right tabular-nums">{number(row.sent)}</TableCell>
                    <TableCell className="text-right tabular-nums">{number(row.failed)}</TableCell>
                    <TableCell className="text-right tabular-nums">{number(row.pending)}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {ended === 0 ? (
                        <>
                          <span aria-hidden>–</span>
                          <span className="sr-only">{t("communicationStatistics.totals.notKnown")}</span>
                        </>
                      ) : (
                        formatShare(row.sent / ended, language)
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
