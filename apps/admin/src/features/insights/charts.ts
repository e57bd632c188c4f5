import type { StatisticsMonth } from "@stampwise/contract";

export type MonthFigure = Exclude<keyof StatisticsMonth, "month">;

/** One series of a chart: bars (amounts per month) or a line (a level at each month's end, or a count on the second axis). */
export interface ChartSeries {
  key: MonthFigure;
  shape: "bar" | "line";
  /** The theme's chart colour: a CSS variable, so light and dark each read their own. */
  color: string;
  /** The right-hand axis, for figures ten times smaller than the left one's (cards next to stamps). */
  axis: "left" | "right";
}

/** What a chart's numbers are: plain counts, or money in öre (shown as kronor). */
export type ChartUnit = "count" | "money";

export interface ChartDefinition {
  id: "points" | "stampCards" | "giftCards";
  unit: ChartUnit;
  series: readonly ChartSeries[];
}

// The palette of packages/ui's theme (the same one the communication statistics draw with): the
// first three are apart in hue and lightness in both themes; the fourth is too pale on white.
const FIRST = "var(--chart-1)";
const SECOND = "var(--chart-2)";
const THIRD = "var(--chart-3)";

export const INSIGHTS_CHARTS: readonly ChartDefinition[] = [
  {
    id: "points",
    unit: "count",
    series: [
      { key: "pointsEarned", shape: "bar", color: FIRST, axis: "left" },
      { key: "pointsSpent", shape: "bar", color: SECOND, axis: "left" },
      { key: "pointsExpired", shape: "bar", color: THIRD, axis: "left" },
    ],
  },
  {
    id: "stampCards",
    unit: "count",
    series: [
      { key: "stampsGiven", shape: "bar", color: FIRST, axis: "left" },
      { key: "cardsCompleted", shape: "line", color: SECOND, axis: "right" },
      { key: "rewardsIssued", shape: "line", color: THIRD, axis: "right" },
    ],
  },
  {
    id: "giftCards",
    unit: "money",
    series: [
      { key: "giftLoaded", shape: "bar", color: FIRST, axis: "left" },
      { key: "giftSpent", shape: "bar", color: SECOND, axis: "left" },
      { key: "giftOutstanding", shape: "line", color: THIRD, axis: "left" },
    ],
  },
];

/** A chart's rows as it draws them: one per month, money in kronor (the axis reads in kronor). */
export function chartRows(
  months: readonly StatisticsMonth[],
  chart: ChartDefinition,
): Array<{ month: string } & Partial<Record<MonthFigure, number>>> {
  // Divided, not multiplied by 0.01: 700 / 100 is 7, while 700 * 0.01 is 7.000000000000001.
  const divisor = chart.unit === "money" ? 100 : 1;
  return months.map((month) => {
    const row: { month: string } & Partial<Record<MonthFigure, number>> = { month: month.month };
    for (const series of chart.series) row[series.key] = month[series.key] / divisor;
    return row;
  });
}
