/** Exact percentiles over every sample (nearest rank), in milliseconds. */
export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarize(samplesMs: ArrayLike<number>): LatencySummary {
  const sorted = Float64Array.from(samplesMs).sort();
  const at = (percent: number) =>
    sorted.length === 0
      ? Number.NaN
      : (sorted[Math.max(0, Math.ceil((percent / 100) * sorted.length) - 1)] ?? Number.NaN);
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: at(100) };
}

/** One decimal, as the tables print milliseconds. */
export function ms(value: number): number {
  return Math.round(value * 10) / 10;
}
