import type {APIRequestContext} from '@playwright/test';
import {decode} from 'turbo-stream';
import {expect, test} from './fixtures';

/**
 * A page's loader data is one shape: what a document carries for hydration is what a navigation
 * fetches from `….data`. Both are read as the browser reads them (Remix's single-fetch stream,
 * decoded with the library Remix decodes it with), streamed values included.
 */

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

/** Every streamed value settled, so two answers compare by what they hold. */
async function settled(value: unknown): Promise<unknown> {
  const resolved = await Promise.resolve(value).catch((error: unknown) => ({rejected: String(error)}));
  if (Array.isArray(resolved)) return Promise.all(resolved.map(settled));
  if (resolved && typeof resolved === 'object') {
    const entries = await Promise.all(Object.entries(resolved).map(async ([key, inner]) => [key, await settled(inner)]));
    return Object.fromEntries(entries);
  }
  return resolved;
}

/** The loader data a document hands to hydration, by route id. */
async function documentData(request: APIRequestContext, path: string): Promise<Record<string, unknown>> {
  const html = await (await request.get(path)).text();
  const chunks = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map(
    ([, literal]) => JSON.parse(literal!) as string,
  );
  expect(chunks.length, `${path}: the document's data`).toBeGreaterThan(0);
  const decoded = await decode(streamOf(chunks));
  const {loaderData} = decoded.value as {loaderData: Record<string, unknown>};
  await decoded.done;
  return (await settled(loaderData)) as Record<string, unknown>;
}

/** The loader data a navigation to `path` fetches, by route id. */
async function navigationData(request: APIRequestContext, path: string): Promise<Record<string, unknown>> {
  const dataPath = path === '/' ? '/_root.data' : `${path}.data`;
  const response = await request.get(dataPath);
  expect(response.status(), dataPath).toBe(200);
  const decoded = await decode(streamOf([await response.text()]));
  const routes = decoded.value as Record<string, {data?: unknown}>;
  await decoded.done;
  const data = Object.fromEntries(Object.entries(routes).map(([route, result]) => [route, result.data]));
  return (await settled(data)) as Record<string, unknown>;
}

test.describe('Loader data', {tag: '@http'}, () => {
  for (const path of ['/', '/about', '/blog/compostable-vs-biodegradable', '/products/8-oz-single-wall-hot-cup-kraft', '/cart']) {
    test(`A document of ${path} carries the same data as a navigation to it`, async ({request}) => {
      const [page, navigation] = await Promise.all([documentData(request, path), navigationData(request, path)]);
      for (const [route, data] of Object.entries(navigation)) {
        expect(page[route], `${path}: ${route}`).toEqual(data);
      }
      // The navigation carried the page's own route, not only the shell's.
      expect(Object.keys(navigation).length).toBeGreaterThan(1);
    });
  }
});
