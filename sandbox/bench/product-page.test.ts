import {expect, test} from 'vitest';
import {setupServedSandbox} from '../testing';
import {benchProductPageQuery} from './product-page';

const served = setupServedSandbox();

test('the product-page benchmark times a query that answers without errors', async () => {
  const latency = await benchProductPageQuery({url: served.url(), samples: 5});
  expect(latency.runs).toBe(5);
  expect(latency.p50).toBeGreaterThan(0);
  expect(latency.p95).toBeGreaterThanOrEqual(latency.p50);
});
