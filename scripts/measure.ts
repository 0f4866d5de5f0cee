/** Latency percentiles for benchmarks: sequential runs, so each figure is one request's own time. */
export interface Latency {
  p50: number;
  p95: number;
  max: number;
  runs: number;
}

export function percentile(sortedMs: number[], fraction: number): number {
  if (!sortedMs.length) throw new Error('no samples');
  const index = Math.min(sortedMs.length - 1, Math.ceil(fraction * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)];
}

export async function measureLatency(
  run: () => Promise<unknown>,
  {warmup = 20, runs = 200}: {warmup?: number; runs?: number} = {},
): Promise<Latency> {
  for (let i = 0; i < warmup; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    max: samples[samples.length - 1],
    runs,
  };
}
