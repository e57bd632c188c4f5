import type { RetentionCohort } from "@stampwise/contract";
import { currentLanguage, formatNumber, useTranslation } from "@stampwise/i18n";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@stampwise/ui";
import { formatMonth, formatRate } from "../format";

/**
 * At most this share of the chart colour under a cell: the text stays at 4.5:1 or better on it in
 * both themes (dark text on a light tint, light text on a dark one).
 */
const STRONGEST_TINT = 55;

/** The heat of a cell: the theme's teal mixed in by the share, so a glance finds the strong months. */
export function retentionTint(share: number): string | undefined {
  if (!(share > 0)) return undefined;
  const percent = Math.max(6, Math.round(Math.min(1, share) * STRONGEST_TINT));
  return `color-mix(in oklch, var(--chart-2) ${percent}%, transparent)`;
}

/**
 * Cohorts by the month of their first visit: how many, then the share who came back in each month
 * after, written in every cell as well as shaded. Months past the range's end stay empty.
 */
export function RetentionTable({ cohorts }: { cohorts: readonly RetentionCohort[] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const columns = Math.max(0, ...cohorts.map((cohort) => cohort.returned.length));
  const after = Array.from({ length: columns }, (_, index) => index + 1);

  return (
    <div className="rounded-md border">
      <Table>
        <TableCaption className="sr-only">{t("insights.analytics.retention.caption")}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>{t("insights.analytics.retention.cohort")}</TableHead>
            <TableHead className="text-right">{t("insights.analytics.retention.customers")}</TableHead>
            {after.map((month) => (
              <TableHead key={month} className="text-right">
                {t("insights.analytics.retention.monthAfter", { count: month })}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {cohorts.map((cohort) => (
            <TableRow key={cohort.month} className="hover:bg-transparent">
              <TableHead scope="row" className="font-medium">
                {formatMonth(cohort.month, language)}
              </TableHead>
              <TableCell className="text-right tabular-nums">
                {formatNumber(cohort.customers, language)}
              </TableCell>
              {after.map((month) => {
                const share = cohort.returned[month - 1];
                return share === undefined ? (
                  <TableCell key={month} className="text-right text-muted-foreground">
                    <span aria-hidden>–</span>
                    <span className="sr-only">{t("insights.analytics.retention.notYet")}</span>
                  </TableCell>
                ) : (
                  <TableCell
                    key={month}
                    className="text-right tabular-nums"
                    style={{ backgroundColor: retentionTint(share) }}
                  >
                    {formatRate(share, language)}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
