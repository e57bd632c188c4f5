import type { CommunicationStatistics } from "@stampwise/contract";
import { nextDayInZone, startOfDayInZone } from "../../../shared/time/zoned-time";

const HOUR_MS = 3_600_000;
/** Up to two days are drawn hour by hour; a longer run (a continuous communication) day by day. */
const MAX_HOURS = 48;

export interface TimelineBucket {
  /** The start of the hour or day. */
  at: Date;
  sent: number;
  failed: number;
}

export interface TimelineChart {
  unit: "hour" | "day";
  buckets: TimelineBucket[];
}

/**
 * The bars of the deliveries-over-time chart: the server answers only the hours in which something
 * ended, so the hours between are filled with empty bars (a gap in sending shows as a gap). Over
 * two days the hours are summed per day of the organization's time zone, so the chart stays
 * legible and its days are the shop's.
 */
export function timelineBuckets(
  timeline: CommunicationStatistics["timeline"],
  timeZone: string,
): TimelineChart {
  if (timeline.length === 0) return { unit: "hour", buckets: [] };
  const hours = timeline.map((point) => ({ at: new Date(point.at), sent: point.sent, failed: point.failed }));
  const first = hours[0]?.at.getTime() ?? 0;
  const last = hours[hours.length - 1]?.at.getTime() ?? 0;
  if ((last - first) / HOUR_MS < MAX_HOURS) return { unit: "hour", buckets: fillHours(hours, first, last) };
  return { unit: "day", buckets: sumDays(hours, timeZone) };
}

function fillHours(hours: TimelineBucket[], first: number, last: number): TimelineBucket[] {
  const byHour = new Map(hours.map((hour) => [hour.at.getTime(), hour]));
  const buckets: TimelineBucket[] = [];
  for (let at = first; at <= last; at += HOUR_MS) {
    buckets.push(byHour.get(at) ?? { at: new Date(at), sent: 0, failed: 0 });
  }
  return buckets;
}

function sumDays(hours: TimelineBucket[], timeZone: string): TimelineBucket[] {
  const byDay = new Map<number, TimelineBucket>();
  for (const hour of hours) {
    const day = startOfDayInZone(hour.at, timeZone);
    const bucket = byDay.get(day.getTime()) ?? { at: day, sent: 0, failed: 0 };
    bucket.sent += hour.sent;
    bucket.failed += hour.failed;
    byDay.set(day.getTime(), bucket);
  }
  const days = [...byDay.values()];
  const buckets: TimelineBucket[] = [];
  const firstDay = days[0]?.at;
  const lastDay = days[days.length - 1]?.at;
  // Days without deliveries get empty bars too; a day is not always 24 h (summer time).
  for (let day = firstDay; day && lastDay && day <= lastDay; ) {
    buckets.push(byDay.get(day.getTime()) ?? { at: day, sent: 0, failed: 0 });
    day = nextDayInZone(day, timeZone);
  }
  return buckets;
}

/** A round top for the y axis (steps of 1, 2 or 5 × 10ⁿ, whole deliveries) and its tick values. */
export function axisTicks(maximum: number, count = 4): { top: number; ticks: number[] } {
  if (maximum <= 0) return { top: 1, ticks: [0, 1] };
  const rough = maximum / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step =
    [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough) ?? rough;
  const wholeStep = Math.max(1, Math.round(step));
  const top = Math.ceil(maximum / wholeStep) * wholeStep;
  const ticks: number[] = [];
  for (let tick = 0; tick <= top; tick += wholeStep) ticks.push(tick);
  return { top, ticks };
}
