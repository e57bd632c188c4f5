import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { ChartDefinition, MonthFigure } from "../charts";

/** Texts and number formats the chart draws with, in the reader's language. */
export interface ChartLabels {
  xAxis: string;
  leftAxis: string;
  rightAxis: string;
  /** Under the bars: "Mar 2026". */
  month: (month: string) => string;
  /** In the tooltip: "March 2026". */
  monthLong: (month: string) => string;
  /** The axes: "1.2K" / "1,2 tn". */
  tick: (value: number) => string;
  /** The tooltip: "1,234" / "SEK 1,250". */
  value: (value: number) => string;
  series: (key: MonthFigure) => string;
}

// Theme variables, so light and dark each draw with their own (packages/ui styles.css).
const MUTED_TEXT = "var(--muted-foreground)";
const GRID = "var(--border)";
const TICK = { fill: MUTED_TEXT, fontSize: 11 };
const AXIS_LABEL = { fill: MUTED_TEXT, fontSize: 12, textAnchor: "middle" } as const;

/**
 * One insights chart, drawn with recharts (its own chunk: loaded when a chart is first shown, so
 * no other screen carries it). For the eye only: the card's table says the same to screen readers,
 * so the drawing is hidden from them and takes no focus (no accessibility layer).
 */
export default function InsightsChart({
  chart,
  rows,
  labels,
}: {
  chart: ChartDefinition;
  rows: Array<{ month: string } & Partial<Record<MonthFigure, number>>>;
  labels: ChartLabels;
}) {
  const hasRightAxis = chart.series.some((series) => series.axis === "right");
  return (
    // Clipped: recharts parks its hidden tooltip outside the drawing, which would widen a phone's page.
    <div aria-hidden className="h-72 w-full min-w-0 overflow-hidden" data-chart={chart.id}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={rows}
          margin={{ top: 8, right: hasRightAxis ? 4 : 12, bottom: 20, left: 4 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke={GRID} />
          <XAxis
            dataKey="month"
            tickFormatter={labels.month}
            tick={TICK}
            stroke={GRID}
            interval="preserveStartEnd"
            minTickGap={12}
            label={{ value: labels.xAxis, position: "insideBottom", offset: -14, ...AXIS_LABEL }}
          />
          <YAxis
            yAxisId="left"
            tickFormatter={labels.tick}
            tick={TICK}
            stroke={GRID}
            width={64}
            allowDecimals={false}
            label={{ value: labels.leftAxis, angle: -90, position: "insideLeft", offset: 10, ...AXIS_LABEL }}
          />
          {hasRightAxis && (
            <YAxis
              yAxisId="right"
              orientation="right"
              tickFormatter={labels.tick}
              tick={TICK}
              stroke={GRID}
              width={56}
              allowDecimals={false}
              label={{
                value: labels.rightAxis,
                angle: 90,
                position: "insideRight",
                offset: 10,
                ...AXIS_LABEL,
              }}
            />
          )}
          <Tooltip
            isAnimationActive={false}
            cursor={{ fill: "var(--muted)", fillOpacity: 0.6 }}
            contentStyle={{
              background: "var(--popover)",
              color: "var(--popover-foreground)",
              border: "1px solid var(--border)",
              borderRadius: 8,
              fontSize: 12,
            }}
            labelStyle={{ color: "var(--popover-foreground)", fontWeight: 600 }}
            labelFormatter={(month) => labels.monthLong(String(month))}
            formatter={(value, key) => [labels.value(Number(value)), labels.series(key as MonthFigure)]}
          />
          {chart.series.map((series) =>
            series.shape === "bar" ? (
              <Bar
                key={series.key}
                yAxisId={series.axis}
                dataKey={series.key}
                name={series.key}
                fill={series.color}
                radius={[3, 3, 0, 0]}
                maxBarSize={28}
                isAnimationActive={false}
              />
            ) : (
              <Line
                key={series.key}
                yAxisId={series.axis}
                dataKey={series.key}
                name={series.key}
                type="linear"
                stroke={series.color}
                strokeWidth={2}
                dot={{ r: 3, fill: series.color, strokeWidth: 0 }}
                activeDot={{ r: 5 }}
                isAnimationActive={false}
              />
            ),
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
