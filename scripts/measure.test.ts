import {describe, expect, it} from 'vitest';
import {inTurn, measureLatenciesInTurn, measureLatency, percentile} from './measure';

describe('benchmark measurements', () => {
  it('takes nearest-rank percentiles', () => {
    const samples = Array.from({length: 100}, (_, i) => i + 1);
    expect(percentile(samples, 0.5)).toBe(50);
    expect(percentile(samples, 0.95)).toBe(95);
    expect(percentile([7], 0.95)).toBe(7);
  });

  it('times each run after the warm-up', async () => {
    let calls = 0;
    const latency = await measureLatency(async () => void calls++, {warmup: 3, runs: 10});
    expect(calls).toBe(13);
    expect(latency.runs).toBe(10);
    expect(latency.p50).toBeLessThanOrEqual(latency.p95);
    expect(latency.p95).toBeLessThanOrEqual(latency.max);
  });

  it('lets each side go first on every other turn', () => {
    expect([0, 1, 2, 3].map((turn) => inTurn(turn, ['now', 'baseline']))).toEqual([
      ['now', 'baseline'],
      ['baseline', 'now'],
      ['now', 'baseline'],
      ['baseline', 'now'],
    ]);
  });

  it('keeps a single side as it is, and leaves the list given untouched', () => {
    const sides = ['now', 'baseline'];
    inTurn(1, sides);
    expect(sides).toEqual(['now', 'baseline']);
    expect(inTurn(1, ['now'])).toEqual(['now']);
  });

  it('times runs in turn, each round starting with another, so drift falls on all of them', async () => {
    const calls: string[] = [];
    const latencies = await measureLatenciesInTurn(
      [async () => void calls.push('now'), async () => void calls.push('baseline')],
      {warmup: 1, runs: 3},
    );
    expect(calls).toEqual(['now', 'baseline', 'now', 'baseline', 'baseline', 'now', 'now', 'baseline']);
    expect(latencies.map((latency) => latency.runs)).toEqual([3, 3]);
  });

  it('gives each run its own figures', async () => {
    const wait = (ms: number) => () => new Promise((resolve) => setTimeout(resolve, ms));
    const [fast, slow] = await measureLatenciesInTurn([wait(1), wait(30)], {warmup: 0, runs: 5});
    expect(fast.p50).toBeLessThan(slow.p50);
    expect(slow.p50).toBeGreaterThanOrEqual(29);
  });
});
