import type { StatisticsResponse } from "@stampwise/contract";
import { currentLanguage, formatMoney, formatNumber, useTranslation } from "@stampwise/i18n";
import {
  Button,
  Card,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@stampwise/ui";
import { Download } from "lucide-react";
import { liabilityCsvRows, staffCsvRows } from "../csv";
import { formatMonth } from "../format";
import { liabilityHasData } from "../has-data";
import { useCsvDownload } from "../use-csv-download";
import { NoDataInCard } from "./insights-states";
import { SectionCard, SectionCardAction } from "./section-card";

type Reports = NonNullable<StatisticsResponse["reports"]>;

/** Today's liability, the month-end balances of the range and each staff member's activity. */
export function ReportsSection({ reports, range }: { reports: Reports; range: StatisticsResponse["range"] }) {
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <LiabilityToday liability={reports.liability} />
      <LiabilityByMonth months={reports.liabilityByMonth} range={range} />
      <StaffActivity staff={reports.staff} range={range} />
    </div>
  );
}

function LiabilityToday({ liability }: { liability: Reports["liability"] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <section aria-labelledby="insights-liability-today" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h3 id="insights-liability-today" className="text-base font-semibold">
          {t("insights.reports.liability.title")}
        </h3>
        <p className="text-sm text-muted-foreground">{t("insights.reports.liability.description")}</p>
      </div>
      <dl className="grid gap-3 min-[420px]:grid-cols-2">
        <Card className="gap-1 px-4 py-3">
          <dt className="text-sm text-muted-foreground">{t("insights.reports.liability.points")}</dt>
          <dd className="text-2xl font-semibold tabular-nums" data-figure="pointsOutstanding">
            {formatNumber(liability.pointsOutstanding, language)}
          </dd>
          <dd className="text-xs text-muted-foreground" data-figure="pointsValue">
            {liability.pointsValue === null
              ? t("insights.reports.liability.noPointValue")
              : t("insights.reports.liability.pointsValue", {
                  value: formatMoney(liability.pointsValue, "SEK", language),
                })}
          </dd>
        </Card>
        <Card className="gap-1 px-4 py-3">
          <dt className="text-sm text-muted-foreground">{t("insights.reports.liability.gift")}</dt>
          <dd className="text-2xl font-semibold tabular-nums" data-figure="giftOutstanding">
            {formatMoney(liability.giftOutstanding, "SEK", language)}
          </dd>
          <dd className="text-xs text-muted-foreground">{t("insights.reports.liability.giftHint")}</dd>
        </Card>
      </dl>
    </section>
  );
}

/** "Download CSV", its table named for screen readers (several such buttons share the page). */
function DownloadButton({ table, onClick }: { table: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <SectionCardAction>
      <Button variant="outline" size="sm" onClick={onClick}>
        <Download aria-hidden />
        {t("insights.reports.download")}
        <span className="sr-only">: {table}</span>
      </Button>
    </SectionCardAction>
  );
}

function LiabilityByMonth({
  months,
  range,
}: {
  months: Reports["liabilityByMonth"];
  range: StatisticsResponse["range"];
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const download = useCsvDownload();
  const hasData = liabilityHasData(months);
  const texts = "insights.reports.byMonth" as const;
  const money = (amount: number | null) => (amount === null ? "–" : formatMoney(amount, "SEK", language));

  return (
    <SectionCard
      title={t(`${texts}.title`)}
      description={t(`${texts}.description`)}
      action={
        hasData && (
          <DownloadButton
            table={t(`${texts}.title`)}
            onClick={() =>
              download({
                name: t(`${texts}.filename`),
                range,
                header: [
                  t(`${texts}.csv.month`),
                  t(`${texts}.csv.points`),
                  t(`${texts}.csv.pointsValue`),
                  t(`${texts}.csv.gift`),
                ],
                rows: liabilityCsvRows(months),
              })
            }
          />
        )
      }
    >
      {!hasData ? (
        <NoDataInCard />
      ) : (
        <div className="rounded-md border">
          <Table>
            <TableCaption className="sr-only">{t(`${texts}.caption`)}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>{t(`${texts}.month`)}</TableHead>
                <TableHead className="text-right">{t(`${texts}.points`)}</TableHead>
                <TableHead className="text-right">{t(`${texts}.pointsValue`)}</TableHead>
                <TableHead className="text-right">{t(`${texts}.gift`)}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {months.map((month) => (
                <TableRow key={month.month}>
                  <TableHead scope="row" className="font-medium">
                    {formatMonth(month.month, language, "long")}
                  </TableHead>
                  <TableCell className="text-right tabular-nums">
                    {formatNumber(month.pointsOutstanding, language)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{money(month.pointsValue)}</TableCell>
                  <TableCell className="text-right tabular-nums">{money(month.giftOutstanding)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </SectionCard>
  );
}

const STAFF_NUMBERS = ["stampsGiven", "pointsGiven", "postings"] as const;

function StaffActivity({ staff, range }: { staff: Reports["staff"]; range: StatisticsResponse["range"] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const download = useCsvDownload();
  const texts = "insights.reports.staff" as const;
  const header = [
    t(`${texts}.name`),
    t(`${texts}.email`),
    ...STAFF_NUMBERS.map((column) => t(`${texts}.${column}`)),
  ];

  return (
    <SectionCard
      title={t(`${texts}.title`)}
      description={t(`${texts}.description`)}
      action={
        staff.length > 0 && (
          <DownloadButton
            table={t(`${texts}.title`)}
            onClick={() =>
              download({
                name: t(`${texts}.filename`),
                range,
                header,
                rows: staffCsvRows(staff, t(`${texts}.deletedAccount`)),
              })
            }
          />
        )
      }
    >
      {staff.length === 0 ? (
        <NoDataInCard />
      ) : (
        <div className="rounded-md border">
          <Table>
            <TableCaption className="sr-only">{t(`${texts}.caption`)}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>{t(`${texts}.name`)}</TableHead>
                <TableHead>{t(`${texts}.email`)}</TableHead>
                {STAFF_NUMBERS.map((column) => (
                  <TableHead key={column} className="text-right">
                    {t(`${texts}.${column}`)}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {staff.map((member) => (
                <TableRow key={member.userId}>
                  <TableHead scope="row" className="font-medium">
                    {member.name || t(`${texts}.deletedAccount`)}
                  </TableHead>
                  <TableCell>{member.email}</TableCell>
                  {STAFF_NUMBERS.map((column) => (
                    <TableCell key={column} className="text-right tabular-nums">
                      {formatNumber(member[column], language)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </SectionCard>
  );
}
