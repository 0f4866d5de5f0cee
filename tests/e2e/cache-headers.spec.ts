import {randomInt} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {CACHE_POLICIES} from '../../app/lib/http/cache-control.server';
import {DEVON} from './account-helpers';
import {expect, test} from './fixtures';

/*
 * Guarantee 4: the table of cache headers in docs/guarantees.md, checked against the running build.
 * The test reads the table itself, so the page that documents the store's caching cannot drift from
 * what the store answers: each address of each row, as a visitor with no cookie, one with a cart
 * and Devon signed in, the page and its `.data`.
 */

const GUARANTEES = readFileSync(new URL('../../docs/guarantees.md', import.meta.url), 'utf8');
const ROUTES_DIR = fileURLToPath(new URL('../../app/routes', import.meta.url));
const SECTION = '## Cache headers by route (guarantee 4)';

interface Row {
  file: string;
  addresses: string[];
  anonymous: string;
  anonymousData: string;
  withCart: string;
  signedIn: string;
}

/** `text` without its backticks. */
const bare = (text: string) => text.trim().replace(/^`|`$/g, '');

function section(): string {
  const start = GUARANTEES.indexOf(SECTION);
  expect(start, `docs/guarantees.md has a "${SECTION}" section`).toBeGreaterThan(-1);
  const rest = GUARANTEES.slice(start + SECTION.length);
  const end = rest.search(/^## /m);
  return end === -1 ? rest : rest.slice(0, end);
}

/** The policies' names and headers, as the section's list gives them. */
function legend(): Record<string, string> {
  const entries = [...section().matchAll(/^- \*\*(\w+)\*\*: `([^`]+)`$/gm)].map((match) => [match[1], match[2]]);
  return Object.fromEntries(entries) as Record<string, string>;
}

function rows(): Row[] {
  return section()
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line.split(' | ').map((cell) => cell.replace(/^\| |\s*\|$/g, ''));
      expect(cells, line).toHaveLength(6);
      const [file, addresses, anonymous, anonymousData, withCart, signedIn] = cells;
      return {
        file: /`([^`]+)`/.exec(file)?.[1] ?? file,
        addresses: [...addresses.matchAll(/`([^`]+)`/g)].map((match) => match[1]),
        anonymous,
        anonymousData,
        withCart,
        signedIn,
      };
    });
}

/** What a cell expects: a header value, or null for none; undefined when there is nothing to check. */
function expected(cell: string, policies: Record<string, string>): string | null | undefined {
  if (cell === '—') return undefined;
  if (cell === 'none') return null;
  if (cell in policies) return policies[cell];
  expect(cell, 'a cell names a policy, a header in backticks, none or —').toMatch(/^`[^`]+`$/);
  return bare(cell);
}

/** Where a navigation asks for `address`'s data. */
function dataAddress(address: string): string {
  const url = new URL(address, 'http://store');
  url.pathname = url.pathname === '/' ? '/_root.data' : `${url.pathname.replace(/\/$/, '')}.data`;
  return url.pathname + url.search;
}

test.describe('Cache headers', () => {
  test('The policies in the guarantees are the ones the store applies', {tag: '@http'}, () => {
    expect(legend()).toEqual(CACHE_POLICIES);
  });

  test('Every route file has a row in the table of cache headers', {tag: '@http'}, () => {
    const files = readdirSync(ROUTES_DIR).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));
    const listed = new Set(rows().map((row) => row.file));
    expect(files.filter((file) => !listed.has(file)), 'route files the table leaves out').toEqual([]);
    expect([...listed].filter((file) => !files.includes(file)), 'rows for route files that are gone').toEqual([]);
  });

  test('Every route answers the cache header the table gives, anonymous, with a cart and signed in', {
    tag: '@http',
  }, async ({baseURL}) => {
    // About 250 answers, most of them whole pages, on a machine the rest of the suite shares.
    test.setTimeout(180_000);
    const origin = baseURL!;
    const policies = legend();
    const visitor = () => ({'oxygen-buyer-ip': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`});

    /** The session cookie a same-origin form post earns. */
    async function cookieFrom(path: string, form: Record<string, string>): Promise<string> {
      const response = await fetch(new URL(path, origin), {
        method: 'POST',
        redirect: 'manual',
        headers: {...visitor(), Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded'},
        body: new URLSearchParams(form),
      });
      expect(response.status, `POST ${path}`).toBeLessThan(400);
      const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('session='));
      expect(session, `POST ${path} sets the session cookie`).toBeTruthy();
      return session!.split(';')[0];
    }

    const lines = [{merchandiseId: 'gid://shopify/ProductVariant/800083', quantity: 1}];
    const cookies = {
      anonymous: '',
      withCart: await cookieFrom('/cart', {cartFormInput: JSON.stringify({action: 'LinesAdd', inputs: {lines}})}),
      signedIn: await cookieFrom('/account/login', {email: DEVON.email, password: DEVON.password}),
    };

    const checks: {label: string; address: string; cookie: string; want: string | null}[] = [];
    for (const row of rows()) {
      const isPage = row.anonymousData !== '—';
      for (const address of row.addresses) {
        const states = [
          ['anonymous', cookies.anonymous, row.anonymous, row.anonymousData],
          ['with a cart', cookies.withCart, row.withCart, row.withCart],
          ['signed in', cookies.signedIn, row.signedIn, row.signedIn],
        ] as const;
        for (const [state, cookie, pageCell, dataCell] of states) {
          const want = expected(pageCell, policies);
          if (want !== undefined) checks.push({label: `${state} ${address}`, address, cookie, want});
          const wantData = isPage ? expected(dataCell, policies) : undefined;
          if (wantData !== undefined) {
            checks.push({label: `${state} ${dataAddress(address)}`, address: dataAddress(address), cookie, want: wantData});
          }
        }
      }
    }
    expect(checks.length).toBeGreaterThan(150);

    const pagePolicies = new Set(Object.values(policies));
    const found: string[] = [];
    const wanted: string[] = [];
    // A few at a time: the store shares two cores with the rest of the suite.
    for (let start = 0; start < checks.length; start += 4) {
      await Promise.all(
        checks.slice(start, start + 4).map(async ({label, address, cookie, want}) => {
          const response = await fetch(new URL(address, origin), {
            redirect: 'manual',
            headers: {...visitor(), ...(cookie ? {Cookie: cookie} : {})},
          });
          await response.body?.cancel();
          const cacheControl = response.headers.get('Cache-Control');
          const varies = /\bCookie\b/i.test(response.headers.get('Vary') ?? '');
          // A page policy comes with Vary: Cookie, so a shared copy is never served to another cookie.
          found.push(`${label}: ${cacheControl}${want !== null && pagePolicies.has(want) ? (varies ? ' (Vary: Cookie)' : ' (no Vary: Cookie)') : ''}`);
          wanted.push(`${label}: ${want}${want !== null && pagePolicies.has(want) ? ' (Vary: Cookie)' : ''}`);
        }),
      );
    }
    expect(found).toEqual(wanted);
  });
});
