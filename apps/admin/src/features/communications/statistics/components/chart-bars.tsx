import type { RefObject } from "react";
import { axisTicks, type TimelineBucket } from "../timeline-buckets";
import { FAILED_COLOR, SENT_COLOR } from "./chart-colors";
import { useElementWidth } from "./use-element-width";

const HEIGHT = 200;
const TOP = 8;
const BOTTOM = 24;
const LEFT = 40;
const RIGHT = 8;
/** Room for one label under the bars; labels are thinned out to fit. */
const LABEL_WIDTH = 64;
const MAX_BAR_WIDTH = 48;

/**
 * The bars themselves, drawn in the container's pixels so the text stays its size on a phone:
 * a y axis of whole deliveries with grid lines, and sent (below) and failed (on top) per bucket.
 * Hidden from assistive technology: the chart's table says the same.
 */
export function ChartBars({
  container,
  buckets,
  axisLabel,
  tickLabel,
  barTitle,
}: {
  container: RefObject<HTMLDivElement | null>;
  buckets: readonly TimelineBucket[];
  axisLabel: (value: number) => string;
  tickLabel: (bucket: TimelineBucket) => string;
  barTitle: (bucket: TimelineBucket) => string;
}) {
  const width = useElementWidth(container);
  if (width === 0) return <div style={{ height: HEIGHT }} />;

  const plotWidth = Math.max(1, width - LEFT - RIGHT);
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const { top, ticks } = axisTicks(Math.max(...buckets.map((bucket) => bucket.sent + bucket.failed)));
  const slot = plotWidth / buckets.length;
  const barWidth = Math.max(2, Math.min(MAX_BAR_WIDTH, slot * 0.7));
  const labelEvery = Math.max(1, Math.ceil(LABEL_WIDTH / slot));
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;

  return (
    <svg
      aria-hidden
      width={width}
      height={HEIGHT}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      className="block overflow-visible text-[11px]"
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={LEFT} x2={width - RIGHT} y1={y(tick)} y2={y(tick)} className="stroke-border" />
          <text x={LEFT - 6} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-muted-foreground">
            {axisLabel(tick)}
          </text>
        </g>
      ))}
      {buckets.map((bucket, index) => {
        const x = LEFT + index * slot + (slot - barWidth) / 2;
        const sentTop = y(bucket.sent);
        const failedTop = y(bucket.sent + bucket.failed);
        return (
          <g key={bucket.at.getTime()}>
            <title>{barTitle(bucket)}</title>
            {/* A transparent full-height target, so even a short bar shows its numbers on hover. */}
            <rect
              x={LEFT + index * slot}
              y={TOP}
              width={slot}
              height={plotHeight}
              className="fill-transparent"
            />
            {bucket.sent > 0 && (
              <rect x={x} y={sentTop} width={barWidth} height={y(0) - sentTop} className={SENT_COLOR.fill} />
            )}
            {bucket.failed > 0 && (
              <rect
                x={x}
                y={failedTop}
                width={barWidth}
                height={sentTop - failedTop}
                className={FAILED_COLOR.fill}
              />
            )}
            {index % labelEvery === 0 && (
              <text
                x={LEFT + index * slot + slot / 2}
                y={HEIGHT - 6}
                textAnchor="middle"
                className="fill-muted-foreground"
              >
                {tickLabel(bucket)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
