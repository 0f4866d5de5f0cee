/**
 * The last good copy of each published content read, kept in the worker's cache (decision 0023).
 * Hydrogen's cache strategies keep an answer for seconds (or an hour, the shell); this keeps it for
 * a week, and is read only when Storyblok cannot answer, so pages a visitor has seen survive an
 * outage without publishes taking longer to show.
 */

/** A week: longer than any outage we plan for, short enough that removed content does not return much later. */
const KEPT_FOR_SECONDS = 7 * 24 * 60 * 60;

export interface LastGoodCopies {
  /** The copy kept under `key`, or undefined when this cache holds none (never read, or evicted). */
  read<T>(key: unknown[]): Promise<T | undefined>;
  /** Keeps `value` under `key`, after the response has gone (`waitUntil`). */
  keep(key: unknown[], value: unknown): void;
  /** Drops the copy under `key` (its story is gone), after the response has gone. */
  forget(key: unknown[]): void;
}

export function createLastGoodCopies(
  cache: Cache,
  waitUntil: (promise: Promise<unknown>) => void,
): LastGoodCopies {
  // Cache API keys are requests; this host names the entries and is never fetched.
  const requestFor = (key: unknown[]) =>
    new Request(`https://last-good.content.invalid/${encodeURIComponent(JSON.stringify(key))}`);

  return {
    async read<T>(key: unknown[]) {
      try {
        const kept = await cache.match(requestFor(key));
        return kept ? ((await kept.json()) as T) : undefined;
      } catch (error) {
        console.error('Last good content copy unreadable', error);
        return undefined;
      }
    },
    keep(key, value) {
      const response = new Response(JSON.stringify(value), {
        headers: {'Content-Type': 'application/json', 'Cache-Control': `public, max-age=${KEPT_FOR_SECONDS}`},
      });
      waitUntil(
        cache.put(requestFor(key), response).catch((error: unknown) => {
          console.error('Last good content copy not kept', error);
        }),
      );
    },
    forget(key) {
      waitUntil(
        cache.delete(requestFor(key)).catch((error: unknown) => {
          console.error('Last good content copy not dropped', error);
        }),
      );
    },
  };
}
