import {describe, expect, it} from 'vitest';
import {measureLatency, percentile} from './measure';

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
});
