/** Percentiles and the number formats of the summary lines. */

/** The p-th percentile (0–100) by the nearest-rank method; NaN for no samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? NaN;
}

export const median = (samples: readonly number[]) => percentile(samples, 50);

/** '184 ms' */
export const ms = (value: number) => `${Math.round(value)} ms`;

/** 'p50 184 ms, p95 240 ms' */
export const p50p95 = (samples: readonly number[]) =>
  `p50 ${ms(percentile(samples, 50))}, p95 ${ms(percentile(samples, 95))}`;

/** '131.2 KB' (1 KB = 1,024 bytes) */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** '42.7 MB' (1 MB = 1,048,576 bytes) */
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** '1,000,000' */
export const count = (value: number) => value.toLocaleString('en-US');
