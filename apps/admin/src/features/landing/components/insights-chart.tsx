import { currentLanguage, useTranslation } from "@stampwise/i18n";

/** Sample monthly stamp counts: a café that grew its program over a year. */
const SAMPLE_STAMPS = [120, 150, 140, 180, 210, 200, 250, 290, 280, 330, 370, 410];
const WIDTH = 480;
const HEIGHT = 240;
const AXIS = 24;
const MAX = 450;

/** Initials of the last twelve months, ending this month, in the reader's language. */
function lastTwelveMonthInitials(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { month: "narrow" });
  const now = new Date();
  return SAMPLE_STAMPS.map((_, index) =>
    format.format(new Date(now.getFullYear(), now.getMonth() - 11 + index, 1)),
  );
}

/**
 * An illustrative bar chart drawn as SVG (no chart library on the landing page). Screen readers
 * get one sentence describing it instead of 12 unlabeled bars.
 */
export function InsightsChart() {
  const { t, i18n } = useTranslation();
  const months = lastTwelveMonthInitials(currentLanguage(i18n));
  const slot = WIDTH / SAMPLE_STAMPS.length;
  const barWidth = slot * 0.6;
  const plotHeight = HEIGHT - AXIS;

  return (
    <figure className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t("landing.insights.chartLabel")}
        className="h-auto w-full"
      >
        {[0.25, 0.5, 0.75, 1].map((share) => (
          <line
            key={share}
            x1={0}
            x2={WIDTH}
            y1={plotHeight - plotHeight * share}
            y2={plotHeight - plotHeight * share}
            className="stroke-border"
            strokeDasharray="4 4"
          />
        ))}
        {SAMPLE_STAMPS.map((value, index) => {
          const height = (value / MAX) * plotHeight;
          const x = index * slot + (slot - barWidth) / 2;
          return (
            <g key={months[index] ? `${index}-${months[index]}` : index}>
              <rect
                x={x}
                y={plotHeight - height}
                width={barWidth}
                height={height}
                rx={4}
                className={index === SAMPLE_STAMPS.length - 1 ? "fill-primary" : "fill-chart-1 opacity-60"}
              />
              <text
                x={x + barWidth / 2}
                y={HEIGHT - 6}
                textAnchor="middle"
                className="fill-muted-foreground text-[13px]"
              >
                {months[index]}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-3 text-center text-sm text-muted-foreground">
        {t("landing.insights.chartCaption")}
      </figcaption>
    </figure>
  );
}
