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
  options: {warmup?: number; runs?: number} = {},
): Promise<Latency> {
  const [latency] = await measureLatenciesInTurn([run], options);
  return latency;
}

/**
 * The order in which the sides of a side-by-side measurement take their turn: as given on even
 * turns, reversed on odd ones, so whichever goes first (on a colder machine, or as it drifts) is
 * each side in turn.
 */
export function inTurn<T>(turn: number, sides: readonly T[]): T[] {
  return turn % 2 ? [...sides].reverse() : [...sides];
}

/**
 * The latency of each of `calls`, timed in turn, one call of each per round (the first changing
 * every round), so the machine's drift over the measurement falls on all of them alike: what a
 * side-by-side comparison needs, where measuring one after the other lets a few seconds of a busy
 * host decide it.
 */
export async function measureLatenciesInTurn(
  calls: readonly (() => Promise<unknown>)[],
  {warmup = 20, runs = 200}: {warmup?: number; runs?: number} = {},
): Promise<Latency[]> {
  for (let round = 0; round < warmup; round++) for (const call of calls) await call();
  const samples = calls.map(() => [] as number[]);
  for (let round = 0; round < runs; round++) {
    for (const side of inTurn(round, calls.map((_, index) => index))) {
      const start = performance.now();
      await calls[side]();
      samples[side].push(performance.now() - start);
    }
  }
  return samples.map((sorted) => {
    sorted.sort((a, b) => a - b);
    return {
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      max: sorted[sorted.length - 1],
      runs,
    };
  });
}
