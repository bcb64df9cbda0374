/** The order statistics the benchmarks report (timings in ms). */

/** The middle value (the upper one of an even count); NaN for no values. */
export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** The value below which `p` per cent of the values lie (nearest rank); NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}
