/** What the resilience tests share: the servers' addresses, the sandbox's controls, a seeded PRNG. */
import {request as httpRequest, type IncomingMessage} from 'node:http';
import {inject} from 'vitest';

export const store = () => inject('storefrontUrl');
export const sandbox = () => inject('sandboxUrl');

/** Sets the sandbox's faults (`storefront:error=1`, …) for `run`, and clears them after, pass or fail. */
export async function withFaults<T>(faults: string, run: () => Promise<T>): Promise<T> {
  const control = `${sandbox()}/__sandbox/faults`;
  const set = await fetch(control, {
    method: 'PUT',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({faults}),
  });
  if (!set.ok) throw new Error(`Could not set faults "${faults}": ${set.status} ${await set.text()}`);
  try {
    return await run();
  } finally {
    await fetch(control, {method: 'DELETE'});
  }
}

export type SandboxCounts = Record<string, Record<string, number>>;

/** What every sandbox service holds or has been asked to do so far (`GET /__sandbox/counts`). */
export async function sandboxCounts(): Promise<SandboxCounts> {
  return (await (await fetch(`${sandbox()}/__sandbox/counts`)).json()) as SandboxCounts;
}

/** The figures that changed between two readings of `sandboxCounts`, as `service.figure: +n`. */
export function countChanges(before: SandboxCounts, after: SandboxCounts): Record<string, number> {
  const changes: Record<string, number> = {};
  for (const [service, figures] of Object.entries(after)) {
    for (const [figure, value] of Object.entries(figures)) {
      const delta = value - (before[service]?.[figure] ?? 0);
      if (delta !== 0) changes[`${service}.${figure}`] = delta;
    }
  }
  return changes;
}

/**
 * The seed of every generated input: `RESILIENCE_SEED` replays a run, else a fixed seed keeps runs
 * comparable. Printed by each test that uses it.
 */
export const SEED = Number(process.env.RESILIENCE_SEED ?? 20_261_123);

/** A small, seeded generator (mulberry32), so a failing input can be replayed from the seed. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  return {next, int, pick, chance: (p: number) => next() < p};
}

export type Random = ReturnType<typeof seeded>;

/** Picks one of `weighted` in proportion to its weight. */
export function pickWeighted<T>(random: Random, weighted: readonly (readonly [T, number])[]): T {
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random.next() * total;
  for (const [item, weight] of weighted) {
    left -= weight;
    if (left < 0) return item;
  }
  return weighted[weighted.length - 1][0];
}

/** The nearest-rank percentile of `values` (ms). */
export function percentile(values: number[], share: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/** A session cookie of a fresh cart holding one line of each variant, added as the product form adds. */
export async function cartCookie(variants: string[], cookie = ''): Promise<string> {
  const lines = variants.map((id) => ({merchandiseId: `gid://shopify/ProductVariant/${id}`, quantity: 1}));
  const response = await fetch(`${store()}/cart.data`, {
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? {cookie} : {})},
    body: new URLSearchParams({cartFormInput: JSON.stringify({action: 'LinesAdd', inputs: {lines}})}),
  });
  const session = response.headers.getSetCookie().find((each) => each.startsWith('session='));
  if (!response.ok || !(session || cookie)) throw new Error(`Could not fill a cart (${response.status})`);
  return session ? session.split(';')[0] : cookie;
}

export interface Answer {
  status: number;
  text: string;
  location: string | undefined;
}

/**
 * One request on a connection of its own: the worker's runtime closes a connection whose request
 * body was larger than it would read, and fetch's pool would send the next request down it; what is
 * tested here is the store's answer, not connection reuse.
 */
export async function sendOnce(url: string, {method = 'POST', headers = {}, body}: {method?: string; headers?: Record<string, string>; body?: BodyInit}): Promise<Answer> {
  // A Request serializes any body (FormData included) and names its content type.
  const prepared = new Request(url, {method, body, headers: headers['Content-Type'] ? {'Content-Type': headers['Content-Type']} : {}});
  const bytes = body === undefined ? Buffer.alloc(0) : Buffer.from(await prepared.arrayBuffer());
  const contentType = prepared.headers.get('Content-Type');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const answer = (response: IncomingMessage) => ({
      status: response.statusCode ?? 0,
      text: Buffer.concat(chunks).toString('utf8'),
      location: response.headers.location,
    });
    const request = httpRequest(
      url,
      {
        method,
        agent: false,
        headers: {...headers, ...(contentType ? {'Content-Type': contentType} : {}), 'Content-Length': String(bytes.length)},
      },
      (response) => {
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(answer(response)));
        response.on('error', reject);
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error('no answer within 30 s')));
    // No reset is forgiven, even after the answer: the store reads every body it answers (up to
    // `MAX_READ_BYTES`), and a reset while the sender is still writing can beat the answer to it.
    request.on('error', reject);
    request.end(bytes);
  });
}
