import type { OverviewFigures, StatisticsResponse } from "@stampwise/contract";
import { currentLanguage, formatMoney, formatNumber, type Language, useTranslation } from "@stampwise/i18n";
import { Card, cn } from "@stampwise/ui";
import { ArrowDown, ArrowUp, Minus } from "lucide-react";
import { countChange, type FigureChange, formatDayRange, formatRate, rateChange } from "../format";
import { overviewHasData } from "../has-data";
import { type FigureDefinition, OVERVIEW_GROUPS } from "../overview-figures";
import { NoDataAvailable } from "./insights-states";

type Overview = NonNullable<StatisticsResponse["overview"]>;

/** The headline figures of the range, each against the period of the same length before it. */
export function OverviewSection({
  overview,
  range,
}: {
  overview: Overview;
  range: StatisticsResponse["range"];
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  if (!overviewHasData(overview))
    return <NoDataAvailable range={formatDayRange(range.from, range.to, language)} />;

  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-muted-foreground">
        {t("insights.overview.comparedWith", {
          range: formatDayRange(range.previousFrom, range.previousTo, language),
        })}
      </p>
      {OVERVIEW_GROUPS.map((group) => (
        <section
          key={group.key}
          aria-labelledby={`insights-overview-${group.key}`}
          className="flex flex-col gap-3"
        >
          <h3 id={`insights-overview-${group.key}`} className="text-base font-semibold">
            {t(`insights.overview.groups.${group.key}`)}
          </h3>
          <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
            {group.figures.map((figure) => (
              <FigureCard key={figure.key} figure={figure} overview={overview} language={language} />
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

function FigureCard({
  figure,
  overview,
  language,
}: {
  figure: FigureDefinition;
  overview: Overview;
  language: Language;
}) {
  const { t } = useTranslation();
  const current = overview.current[figure.key];
  const previous = overview.previous[figure.key];
  const change =
    figure.kind === "rate"
      ? rateChange(current, previous, language)
      : countChange(current, previous, language);
  return (
    <Card className="gap-1 px-4 py-3">
      <dt className="text-sm text-muted-foreground">{t(`insights.overview.figures.${figure.key}`)}</dt>
      <dd className="text-2xl font-semibold tabular-nums" data-figure={figure.key}>
        {current === null ? (
          <>
            <span aria-hidden>–</span>
            <span className="sr-only">{t("insights.overview.notKnown")}</span>
          </>
        ) : (
          figureText(figure, current, language)
        )}
      </dd>
      <ChangeLine figure={figure} change={change} />
    </Card>
  );
}

/** A figure in its unit: "1,234", "25%", "SEK 1,250" / "1 234", "25 %", "1 250 kr". */
export function figureText(
  figure: FigureDefinition,
  value: NonNullable<OverviewFigures[keyof OverviewFigures]>,
  language: Language,
) {
  if (figure.kind === "rate") return formatRate(value, language);
  if (figure.kind === "money") return formatMoney(value, "SEK", language);
  return formatNumber(value, language);
}

/**
 * "↑ +12% vs previous period": the direction told by the arrow and the sign as well as by the
 * colour (green when it went the good way), and in words for screen readers.
 */
function ChangeLine({ figure, change }: { figure: FigureDefinition; change: FigureChange | null }) {
  const { t } = useTranslation();
  if (!change) {
    return (
      <dd className="text-xs text-muted-foreground" data-change="none">
        <span aria-hidden>—</span>
        <span className="sr-only">{t("insights.overview.change.none")}</span>
      </dd>
    );
  }
  const good =
    change.direction === "same" ? null : (change.direction === "up") !== Boolean(figure.lowerIsBetter);
  const Icon = change.direction === "up" ? ArrowUp : change.direction === "down" ? ArrowDown : Minus;
  const text =
    figure.kind === "rate"
      ? t("insights.overview.change.points", { change: change.value, count: change.magnitude })
      : t("insights.overview.change.percent", { change: change.value });
  return (
    <dd
      className={cn(
        "flex items-start gap-1 text-xs font-medium",
        good === null && "text-muted-foreground",
        good === true && "text-emerald-700 dark:text-emerald-400",
        good === false && "text-destructive",
      )}
      data-change={change.direction}
    >
      <Icon aria-hidden className="mt-px size-3.5 shrink-0" />
      <span>
        {text}
        {good !== null && (
          <span className="sr-only">
            {" "}
            ({good ? t("insights.overview.change.better") : t("insights.overview.change.worse")})
          </span>
        )}
      </span>
    </dd>
  );
}
