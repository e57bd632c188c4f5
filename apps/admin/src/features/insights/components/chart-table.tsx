import type { StatisticsMonth } from "@stampwise/contract";
import { currentLanguage, formatMoney, formatNumber, useTranslation } from "@stampwise/i18n";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@stampwise/ui";
import type { ChartDefinition } from "../charts";
import { formatMonth } from "../format";

/**
 * A chart's numbers as a table: what screen readers get while the chart is drawn (it is hidden
 * from them), and what "Show as table" shows everybody instead of the drawing.
 */
export function ChartTable({
  chart,
  months,
  visible,
}: {
  chart: ChartDefinition;
  months: readonly StatisticsMonth[];
  visible: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const value = (amount: number) =>
    chart.unit === "money" ? formatMoney(amount, "SEK", language) : formatNumber(amount, language);
  const caption = t(`insights.analytics.charts.${chart.id}.caption`);
  const monthHeader = t("insights.analytics.month");
  const series = chart.series.map((each) => ({ ...each, label: t(`insights.analytics.series.${each.key}`) }));

  if (!visible) {
    // A plain table: the UI table's scroll box would be a focus stop nobody can see. Inside a
    // clipping box: a table is never narrower than its content, so on its own the 1 px of sr-only
    // would not hold it, and it would widen a phone's page.
    return (
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{monthHeader}</th>
              {series.map((each) => (
                <th key={each.key} scope="col">
                  {each.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{formatMonth(month.month, language, "long")}</th>
                {series.map((each) => (
                  <td key={each.key}>{value(month[each.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <div className="rounded-md border">
      <Table>
        <TableCaption className="sr-only">{caption}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>{monthHeader}</TableHead>
            {series.map((each) => (
              <TableHead key={each.key} className="text-right">
                {each.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {months.map((month) => (
            <TableRow key={month.month}>
              <TableHead scope="row" className="font-medium">
                {formatMonth(month.month, language, "long")}
              </TableHead>
              {series.map((each) => (
                <TableCell key={each.key} className="text-right tabular-nums">
                  {value(month[each.key])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
