import {createHmac} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import {beforeAll, describe, expect, it} from 'vitest';
import {DROP, POST_ROUTES, WEBHOOK_ROUTES, type PostRoute} from './post-routes';
import {countChanges, sandboxCounts, seeded, SEED, sendOnce, store, type Random} from './support';

/**
 * Guarantees 8 and 10 against the running store: every form the store takes a POST for gets 200
 * generated bodies, each invalid by construction (a required field left out, a bad or oversized
 * value, a filled or missing trap) and then garbled further (extra and repeated fields, odd text,
 * the wrong content type, broken multipart, bytes that are not UTF-8). None may answer 5xx, and the
 * sandbox must have received nothing (`/__sandbox/counts`: no submission, signup, chat, email,
 * customer, cart or Storefront API write). Then each form's valid body from another site (403, and
 * again nothing received) and oversized bodies. `RESILIENCE_SEED` replays a run.
 */
const BODIES_PER_ROUTE = 200;
/** Posts in flight at once: enough to keep the worker busy, few enough for a 2-core machine. */
const PARALLEL = 6;
const CROSS_SITE_TEXT = 'This form can’t be sent from another site';

type Entry = [string, unknown];

interface Fuzzed {
  body: BodyInit | undefined;
  contentType?: string;
  /** What was done to the body, to replay by eye. */
  story: string[];
}

let customerCookie = '';
let orderNumber = '';
let orderLine = '';
let ipCounter = 0;

/** Each post from its own address, so the abuse limits (guarantee 12) never stand in for validation. */
function nextIp() {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** A fresh session of the seeded customer the account forms are posted as. */
async function signIn() {
  const login = await fetch(`${store()}/account/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {'Content-Type': 'application/x-www-form-urlencoded', 'oxygen-buyer-ip': nextIp()},
    body: new URLSearchParams({email: 'maria@example.com', password: 'compost123'}),
  });
  expect(login.status, 'the seeded customer signs in').toBe(303);
  customerCookie = login.headers.getSetCookie().find((cookie) => cookie.startsWith('session='))?.split(';')[0] ?? '';
}

beforeAll(async () => {
  await signIn();
  const account = await (await fetch(`${store()}/account`, {headers: {cookie: customerCookie}})).text();
  // An order with a line still sold, so a valid reorder has something to add.
  for (const [, number] of account.matchAll(/\/account\/orders\/(\d+)/g)) {
    const order = await (await fetch(`${store()}/account/orders/${number}`, {headers: {cookie: customerCookie}})).text();
    const checkbox = /<input[^>]*name="line"[^>]*>/.exec(order)?.[0];
    const line = checkbox && /value="([^"]+)"/.exec(checkbox)?.[1];
    if (!line) continue;
    [orderNumber, orderLine] = [number, line];
    break;
  }
  expect(orderLine, 'the order page offers its lines to reorder').not.toBe('');
});

/** The route's address and valid fields with this run's order number and line filled in. */
function resolved(route: PostRoute): {path: string; fields: Entry[]} {
  const fill = (value: unknown) =>
    typeof value === 'string' ? value.replace('{order}', orderNumber).replace('{line}', orderLine) : value;
  return {path: fill(route.path) as string, fields: Object.entries(route.fields).map(([name, value]) => [name, fill(value)])};
}

const ODD_TEXT = ['\u0000', '\u202e', '☕️', '\ud800', 'ﬀ', '\r\n', '%00', '<script>alert(1)</script>', "'; DROP TABLE x;--", '𝕏'.repeat(50)];
const ODD_VALUES = [0, -1, 1e308, true, null, [], {}, ['a', 'b'], {nested: {deeper: [1]}}];

/** One invalid body: one or two breaks, then up to three kinds of noise that leave the broken fields alone. */
function fuzz(route: PostRoute, fields: Entry[], random: Random): Fuzzed {
  const story: string[] = [];
  let entries: Entry[] = fields.map(([name, value]) => [name, value]);
  const broken = new Set<string>();
  for (let count = 1 + random.int(2); count > 0; count -= 1) {
    const [name, value] = random.pick(route.breaks);
    if (broken.has(name)) continue;
    broken.add(name);
    entries = entries.filter(([each]) => each !== name);
    if (value !== DROP) entries.push([name, value]);
    story.push(value === DROP ? `drop ${name}` : `${name}=${shortly(value)}`);
  }
  const untouched = () => entries.filter(([name]) => !broken.has(name));
  for (let count = random.int(4); count > 0; count -= 1) {
    const kind = random.pick(['extra', 'control', 'repeat', 'odd', 'type'] as const);
    const target = random.pick(untouched());
    if (kind === 'extra') entries.push([`x_${random.int(1e6)}`, random.pick(ODD_TEXT)]);
    else if (kind === 'control') entries.push(random.pick<Entry>([['__intent__', '{not json'], ['__intent__', JSON.stringify({type: 'validate', payload: {name: 'email'}})], ['redirect_url', 'https://evil.example'], [`tags[${random.int(1e8)}]`, 'x']]));
    else if (!target) continue;
    else if (kind === 'repeat') entries.push([target[0], target[1]]);
    else if (kind === 'odd' && typeof target[1] === 'string') target[1] = target[1] + random.pick(ODD_TEXT);
    else if (kind === 'type' && route.encoding === 'json') target[1] = random.pick(ODD_VALUES);
    else continue;
    story.push(`${kind}${target ? ` ${target[0]}` : ''}`);
  }
  const transport = random.pick(['own', 'own', 'own', 'own', 'swap', 'json', 'text', 'utf16', 'bytes', 'multipart-broken', 'empty'] as const);
  story.push(transport);
  return {...encode(route.encoding, entries, transport, random), story};
}

function shortly(value: unknown): string {
  if (value instanceof File) return `file ${value.name}`;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 20)}…(${text.length})` : text;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : value instanceof File ? value.name : JSON.stringify(value));

function urlencoded(entries: Entry[]) {
  return new URLSearchParams(entries.map(([name, value]) => [name, asText(value)])).toString();
}

function multipart(entries: Entry[]) {
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value instanceof File ? value : asText(value));
  return body;
}

function encode(
  own: PostRoute['encoding'],
  entries: Entry[],
  transport: 'own' | 'swap' | 'json' | 'text' | 'utf16' | 'bytes' | 'multipart-broken' | 'empty',
  random: Random,
): Omit<Fuzzed, 'story'> {
  const json = () => JSON.stringify(Object.fromEntries(entries));
  const form = 'application/x-www-form-urlencoded';
  switch (transport) {
    case 'own':
      if (own === 'json') return {body: json(), contentType: 'application/json'};
      return own === 'multipart' ? {body: multipart(entries)} : {body: urlencoded(entries), contentType: form};
    case 'swap':
      return own === 'form' ? {body: multipart(entries)} : {body: urlencoded(entries), contentType: form};
    case 'json':
      return own === 'json'
        ? {body: random.pick(['{"chatId":', '[' .repeat(5000), '{"message":"\\ud800"}', `{"message":${'9'.repeat(400)}}`]), contentType: 'application/json'}
        : {body: json(), contentType: 'application/json'};
    case 'text':
      return {body: own === 'json' ? json() : urlencoded(entries), contentType: random.pick(['text/plain', 'application/xml', 'image/png'])};
    case 'utf16':
      return {body: Buffer.from(own === 'json' ? json() : urlencoded(entries), 'utf16le'), contentType: `${own === 'json' ? 'application/json' : form}; charset=utf-16`};
    case 'bytes':
      return {body: Buffer.concat([Buffer.from(urlencoded(entries)), Buffer.from('&bad=%ZZ%FF&raw=\xff\xfe\xc0\xaf', 'latin1')]), contentType: own === 'json' ? 'application/json' : form};
    case 'multipart-broken': {
      const part = `--real\r\nContent-Disposition: form-data; name="${entries[0]?.[0] ?? 'x'}"\r\n\r\n${asText(entries[0]?.[1] ?? '')}\r\n`;
      return random.pick([
        {body: `${part}--real--\r\n`, contentType: 'multipart/form-data; boundary=other'},
        {body: part, contentType: 'multipart/form-data; boundary=real'},
        {body: `${part}--real--\r\n`, contentType: 'multipart/form-data'},
        {body: '--real\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG', contentType: 'multipart/form-data; boundary=real'},
      ]);
    }
    case 'empty':
      return {body: undefined, contentType: random.pick([form, 'multipart/form-data; boundary=x', 'application/json'])};
  }
}

/** Single-fetch's address for a fetcher's post (`/contact.data`), or the page itself, as a form without scripts posts. */
function target(path: string, asFetcher: boolean) {
  if (!asFetcher) return store() + path;
  const [pathname, search] = path.split('?');
  return `${store()}${pathname === '/' ? '/_root' : pathname}.data${search ? `?${search}` : ''}`;
}

function post(route: PostRoute, path: string, fuzzed: Omit<Fuzzed, 'story'>, {asFetcher = true, headers = {}}: {asFetcher?: boolean; headers?: Record<string, string>} = {}) {
  return sendOnce(target(path, asFetcher), {
    body: fuzzed.body,
    headers: {
      'oxygen-buyer-ip': nextIp(),
      ...(fuzzed.contentType ? {'Content-Type': fuzzed.contentType} : {}),
      ...(route.signedIn ? {cookie: customerCookie} : {}),
      ...headers,
    },
  });
}

/** Runs `work` over `items`, `PARALLEL` at a time. */
async function inParallel<T>(items: T[], work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({length: PARALLEL}, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index], index);
      }
    }),
  );
}

/** A stack trace or a file path in an answer: guarantee 13 keeps them in the logs. */
const STACK = /\n\s+at .+:\d+:\d+|node_modules\/|\.tsx?:\d+:\d+/;

describe('Abuse: every POST route', () => {
  it('lists every route file that takes a POST (a route with an action export missing here fails)', () => {
    const withAction = readdirSync('app/routes')
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => /export (async function action\b|const action\b|\{[^}]*\baction\b[^}]*\} from)/.test(readFileSync(`app/routes/${file}`, 'utf8')));
    const listed = new Set([...POST_ROUTES, ...WEBHOOK_ROUTES].map((route) => route.file));
    expect(withAction.filter((file) => !listed.has(file)), 'route files with an action but no entry in tests/resilience/post-routes.ts').toEqual([]);
    expect([...listed].filter((file) => !withAction.includes(file)), 'entries whose route file has no action').toEqual([]);
  });

  describe.each(POST_ROUTES)('$name', (route) => {
    it(`answers ${BODIES_PER_ROUTE} invalid bodies with no 5xx, and sends nothing on`, {timeout: 180_000}, async () => {
      const seed = SEED + POST_ROUTES.indexOf(route);
      const random = seeded(seed);
      const {path, fields} = resolved(route);
      // Most posts come from fetchers (the action alone); one in ten as a form without scripts, which renders the page too.
      const bodies = Array.from({length: BODIES_PER_ROUTE}, () => ({fuzzed: fuzz(route, fields, random), asFetcher: !random.chance(0.1)}));
      const before = await sandboxCounts();
      const statuses: Record<number, number> = {};
      const failures: string[] = [];
      await inParallel(bodies, async ({fuzzed, asFetcher}, index) => {
        const replay = `seed ${seed}, body ${index} (${asFetcher ? 'fetcher' : 'document'}): ${fuzzed.story.join(', ')}`;
        try {
          const {status, text} = await post(route, path, fuzzed, {asFetcher});
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status >= 500 || status === 403) failures.push(`${status} for ${replay}: ${text.slice(0, 200)}`);
          else if (STACK.test(text)) failures.push(`a stack trace for ${replay}`);
        } catch (error) {
          failures.push(`no answer (${String((error as Error).cause ?? error)}) for ${replay}`);
        }
      });
      const after = await sandboxCounts();
      console.log(`${route.name}: seed ${seed}, statuses ${JSON.stringify(statuses)}`);
      expect(failures.slice(0, 5), `${failures.length} of ${BODIES_PER_ROUTE} bodies`).toEqual([]);
      expect(countChanges(before, after), 'what the sandbox received from invalid posts').toEqual({});
    });

    it('refuses its valid body from another site with a 403 and sends nothing on, but takes it from our own pages', async () => {
      const {path, fields} = resolved(route);
      const valid = encode(route.encoding, fields, 'own', seeded(SEED));
      const before = await sandboxCounts();
      const foreign: Record<string, string>[] = [{'Sec-Fetch-Site': 'cross-site'}, {Origin: 'https://evil.example'}, {Origin: 'null'}, {Origin: store().replace('127.0.0.1', 'localhost')}];
      for (const headers of foreign) {
        for (const asFetcher of [true, false]) {
          // A FormData body is read once: encode afresh for each post.
          const body = route.encoding === 'multipart' ? {...valid, body: multipart(fields)} : valid;
          const {status, text} = await post(route, path, body, {asFetcher, headers});
          expect(status, `${JSON.stringify(headers)} ${asFetcher ? 'fetcher' : 'document'}`).toBe(403);
          expect(text).toContain(CROSS_SITE_TEXT);
        }
      }
      expect(countChanges(before, await sandboxCounts()), 'what the sandbox received from cross-site posts').toEqual({});
      const body = route.encoding === 'multipart' ? {...valid, body: multipart(fields)} : valid;
      const beforeOwn = await sandboxCounts();
      const same = await post(route, path, body, {headers: {Origin: store(), 'Sec-Fetch-Site': 'same-origin'}});
      expect(same.status, 'the same post from our own page').not.toBe(403);
      expect(same.status).toBeLessThan(500);
      // The counts watch what this form reaches: the valid post from our own page shows in them.
      const reached = Object.keys(countChanges(beforeOwn, await sandboxCounts()));
      // A saved profile renews the customer's token, which ends the session the next forms post with.
      if (route.signedIn) await signIn();
      expect(reached.length > 0, `the valid post (${same.status} ${same.text.slice(0, 160)}) reached ${JSON.stringify(reached)}`).toBe(route.forwards !== false);
    });

    it('answers a 2 MB body without a 5xx, and sends nothing on', async () => {
      const {path, fields} = resolved(route);
      const big = 'x'.repeat(2 * 1024 * 1024);
      const oversized = fields.map(([name, value]): Entry => [name, typeof value === 'string' && name !== '_botbait' ? value + big : value]);
      const before = await sandboxCounts();
      for (const transport of ['own', 'swap'] as const) {
        const {status, text} = await post(route, path, encode(route.encoding, [...oversized, ['padding', big]], transport, seeded(SEED)));
        expect(status, `${transport} encoding: ${text.slice(0, 200)}`).toBeLessThan(500);
      }
      expect(countChanges(before, await sandboxCounts()), 'what the sandbox received from oversized posts').toEqual({});
    });
  });
});

describe.each(WEBHOOK_ROUTES)('$name', (route) => {
  it('answers 401 to every body without the right signature, from any site, 413 past its size, and changes nothing', async () => {
    const body = JSON.stringify({action: 'deleted', text: 'deleted', space_id: 100001, story_id: route.storyId});
    const signatures = [undefined, '', 'nope', '0'.repeat(40), `sha1=${'0'.repeat(40)}`, 'é'.repeat(40), createHmac('sha1', 'a-guess').update(body).digest('hex')];
    const before = await sandboxCounts();
    for (const signature of signatures) {
      for (const site of [{}, {'Sec-Fetch-Site': 'cross-site', Origin: 'https://app.storyblok.com'}] as Record<string, string>[]) {
        const headers: Record<string, string> = {'Content-Type': 'application/json', 'oxygen-buyer-ip': nextIp(), ...site};
        if (signature !== undefined) headers['webhook-signature'] = signature;
        const {status, text} = await sendOnce(`${store()}${route.path}`, {headers, body});
        expect(status, `signature ${JSON.stringify(signature)} ${JSON.stringify(site)}: ${text.slice(0, 200)}`).toBe(401);
        expect(text).not.toMatch(STACK);
      }
    }
    const big = await sendOnce(`${store()}${route.path}`, {
      headers: {'Content-Type': 'application/json', 'oxygen-buyer-ip': nextIp()},
      body: JSON.stringify({action: 'deleted', story_id: route.storyId, padding: 'x'.repeat(2 * 1024 * 1024)}),
    });
    expect(big.status).toBe(413);
    expect(countChanges(before, await sandboxCounts()), 'what the sandbox received from unsigned webhooks').toEqual({});
  });
});
