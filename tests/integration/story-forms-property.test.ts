import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {parseWithZod} from '@conform-to/zod';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {z} from 'zod';
import {parseEnv} from '../../app/lib/env';
import {ContactSchema} from '../../app/lib/forms/schemas/contact';
import {marketingMaterialsSchema} from '../../app/lib/forms/schemas/marketing-materials';
import {printOrderSchema, printProducts} from '../../app/lib/forms/schemas/print-order';
import {maxPhotos, productPhotosSchema} from '../../app/lib/forms/schemas/product-photos';
import {taxExemptionSchema} from '../../app/lib/forms/schemas/tax-exemption';
import {checkFile} from '../../app/lib/forms/uploads.server';
import {LOCALES} from '../../app/lib/i18n/locale';
import {placesFromEntries} from '../../app/lib/forms/places';
import type {Blok} from '../../app/lib/content/storyblok/types';
import {action} from '../../app/routes/$';
import {parseDotenv} from '../../scripts/local-env';
import {loadSandboxConfig} from '../../sandbox/config';
import {serveOverHttp, type RunningServer} from '../../sandbox/http/node-server';
import {createSandbox, type Sandbox} from '../../sandbox/server';
import {tinyJpeg, tinyPng} from '../sample-files';
import {seededDatasource, seededStory, uidOf} from './story-forms-fixtures';

/*
 * Guarantee 8 as a property: a thousand generated bodies per form, posted to the page's action,
 * which forwards to a served sandbox. Every answer is a success or a 4xx that says what is wrong
 * (never a 5xx), and the sandbox's inbox (and mailing list) grows exactly for the valid posts.
 */

const RUNS = 1000;
const places = placesFromEntries(seededDatasource('countries'), seededDatasource('provinces'));

let sandbox: Sandbox;
let server: RunningServer;
let dataDir: string;
let env: ReturnType<typeof parseEnv>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'story-forms-property-'));
  sandbox = createSandbox({config: loadSandboxConfig({SANDBOX_TEST_ENDPOINTS: '1'}), dataDir});
  server = await serveOverHttp(sandbox.handle, {host: '127.0.0.1', port: 0});
  const example = parseDotenv(readFileSync('.env.example', 'utf8'));
  env = parseEnv(
    Object.fromEntries(
      Object.entries(example).map(([name, value]) => [name, value.replaceAll('http://127.0.0.1:4000', server.url)]),
    ),
  );
});

afterAll(async () => {
  await server.close();
  sandbox.close();
  rmSync(dataDir, {recursive: true, force: true});
});

/** What the sandbox has heard so far: submissions per form id, and mailing-list signups. */
async function heard(): Promise<{inbox: Record<string, number>; signups: number}> {
  const submissions = (await (await fetch(`${server.url}/inbox.json`)).json()) as {formId: string}[];
  const {subscriptions} = (await (await fetch(`${server.url}/klaviyo/received.json`)).json()) as {
    subscriptions: unknown[];
  };
  const inbox: Record<string, number> = {};
  for (const {formId} of submissions) inbox[formId] = (inbox[formId] ?? 0) + 1;
  return {inbox, signups: subscriptions.length};
}

interface FormCase {
  slug: string;
  component: string;
  kind: string;
  formId: string;
  schema(blok: Blok): z.ZodTypeAny;
  /** Field name → values people (and bots) send, valid ones first. */
  fields: Record<string, string[]>;
  /** File field → the files to pick from; none for text-only forms. */
  files?: {field: string; max: number};
}

const TEXT_VARIANTS = ['', '   ', 'x'.repeat(300), 'x'.repeat(6000), '<script>alert(1)</script>', "'; DROP TABLE forms;--", '☕️ café', '\u0000\u0001', '1e9'];
const EMAILS = ['ana@example.com', 'ANA@Example.co', 'ana@', '@example.com', 'ana example.com', `${'a'.repeat(250)}@example.com`];

const CASES: FormCase[] = [
  {
    slug: 'contact',
    component: 'contact',
    kind: 'contact',
    formId: 'contact-us',
    schema: () => ContactSchema,
    fields: {name: ['Sam Lee', ''], email: EMAILS, phone: ['503 555 0100', ' '], comments: ['', 'Call after 3pm']},
  },
  {
    slug: 'custom-print',
    component: 'custom-print-order-form',
    kind: 'print-order',
    formId: 'custom-print-order',
    schema: (blok) => printOrderSchema(printProducts(blok.products)),
    fields: {
      first_name: ['Ana'],
      last_name: ['Ruiz'],
      company: ['Ruiz Roasters'],
      email: EMAILS,
      phone: ['503-555-0148'],
      product: ['PET Cold Cups', 'Soup Containers', 'Select an option...', 'Lids'],
      quantity: ['10,000+', '7,000+', '50,000+', '999'],
      message: ['Two colours on kraft.'],
    },
    files: {field: 'attachment', max: 2},
  },
  {
    slug: 'product-photos',
    component: 'product-photos-form',
    kind: 'product-photos',
    formId: 'product-photos',
    schema: (blok) => productPhotosSchema(maxPhotos(blok.max_files)),
    fields: {first_name: ['Jo', ''], last_name: ['Kim', ''], company: ['Kim Café', ''], email: EMAILS, consent: ['on', '', 'yes']},
    files: {field: 'assets', max: 12},
  },
  {
    slug: 'tax-exemption',
    component: 'form-tax-exemption',
    kind: 'tax-exemption',
    formId: 'tax-exemption',
    schema: () => taxExemptionSchema(places),
    fields: {
      name: ['Dana Cho'],
      email: EMAILS,
      phone: ['416 555 0199'],
      company: ['Maple School Board'],
      addressOne: ['12 King St'],
      addressTwo: ['', 'Suite 4'],
      country: ['US', 'CA', 'FR', 'ZZ'],
      region: ['US-OR', 'CA-ON', '', 'US-XX'],
      city: ['Toronto'],
      postal: ['M5H 1A1'],
    },
    files: {field: 'attachment', max: 2},
  },
  {
    slug: 'marketing-materials',
    component: 'collateral-marketing-materials-form',
    kind: 'marketing-materials',
    formId: 'marketing-materials',
    schema: () => marketingMaterialsSchema(places),
    fields: {
      name: ['Lee Park'],
      email: EMAILS,
      business_name: ['Park Bistro'],
      country: ['US', 'CA', 'MX'],
      province: ['US-OR', 'CA-QC', 'ON', ''],
      street_address: ['9 Pine St'],
      city: ['Portland'],
      zip_code: ['97209'],
      accepts_marketing: ['on', ''],
    },
  },
];

const ascii = (text: string) => Array.from(new TextEncoder().encode(text));
/** The first GOOD_FILES are what people send; the rest must all be refused. */
const GOOD_FILES = 4;
const FILES: [number[], string][] = [
  [[...tinyPng()], 'photo.png'],
  [[...tinyJpeg()], 'photo.JPG'],
  [ascii('%PDF-1.4 logo'), 'logo.pdf'],
  [ascii('Pantone 348'), 'notes.txt'],
  [[], 'empty.png'],
  [ascii('<svg onload="alert(1)"/>'), 'logo.svg'],
  [ascii('<?php echo 1;'), 'shell.php.jpg'],
  [[0xff, 0xd8, 0xff, 0xe0], 'shell.jpg.php'],
  [ascii('%PDF-1.4'), 'photo.png'],
  [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...ascii('<html><script>alert(1)</script>')], 'photo.png'],
];

/** A small, seeded generator, so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return {next, pick, chance: (p: number) => next() < p};
}

type Entry = [string, string] | [string, number[], string];

/**
 * One body: the form as a person fills it in, then up to three kinds of damage (a field left out,
 * odd text, a repeated field, a broken or filled trap, a wrong form name, bad or too many files,
 * stray conform controls), so valid, invalid and bot posts all come up often.
 */
function generateBody(formCase: FormCase, uid: string, random: ReturnType<typeof seeded>): Entry[] {
  let entries: Entry[] = [
    ['_form', formCase.kind],
    ['_block', uid],
    ['_botbait', ''],
    ...Object.entries(formCase.fields).map(([name, values]): Entry => [name, values[0]]),
  ];
  if (formCase.files) {
    const count = 1 + Math.floor(random.next() * Math.min(formCase.files.max, 3));
    for (let index = 0; index < count; index += 1) entries.push([formCase.files.field, ...random.pick(FILES.slice(0, GOOD_FILES))]);
  }
  const names = Object.keys(formCase.fields);
  const damage = [0, 0, 0, 0, 1, 1, 1, 2, 2, 3][Math.floor(random.next() * 10)];
  for (let step = 0; step < damage; step += 1) {
    const name = random.pick(names);
    switch (random.pick(['drop', 'other', 'odd', 'repeat', 'controls', 'files', 'junk'] as const)) {
      case 'drop':
        entries = entries.filter((entry) => entry[0] !== name);
        break;
      case 'other':
        entries = entries.map((entry) => (entry[0] === name ? [name, random.pick(formCase.fields[name])] : entry));
        break;
      case 'odd':
        entries = entries.map((entry) => (entry[0] === name ? [name, random.pick(TEXT_VARIANTS)] : entry));
        break;
      case 'repeat':
        entries.push([name, random.pick(formCase.fields[name])]);
        break;
      case 'controls': {
        const control = random.pick(['_form', '_block', '_botbait']);
        entries = entries.filter((entry) => entry[0] !== control);
        if (random.chance(0.7)) entries.push([control, random.pick(['http://spam.example', ' ', 'contact', uid.toUpperCase()])]);
        break;
      }
      case 'files':
        if (!formCase.files) break;
        if (random.chance(0.3)) entries = entries.filter((entry) => entry.length === 2);
        else {
          const extra = random.chance(0.3) ? formCase.files.max : 1;
          for (let index = 0; index < extra; index += 1) entries.push([formCase.files.field, ...random.pick(FILES)]);
        }
        break;
      case 'junk':
        entries.push(
          random.pick<Entry>([
            ['__intent__', '{not json'],
            ['__intent__', JSON.stringify({type: 'reset', payload: {}})],
            [`tags[${Math.floor(random.next() * 1e8)}]`, 'x'],
            ['redirect_url', 'https://evil.example'],
          ]),
        );
        break;
    }
  }
  return entries;
}

function encode(entries: Entry[], multipart: boolean): FormData | URLSearchParams {
  if (!multipart) return new URLSearchParams(entries.filter((entry): entry is [string, string] => entry.length === 2));
  const body = new FormData();
  for (const entry of entries) {
    if (entry.length === 2) body.append(entry[0], entry[1]);
    else body.append(entry[0], new File([new Uint8Array(entry[1])], entry[2]));
  }
  return body;
}

/** What the schema alone says of the body, files as the upload check would pass them. */
function expectedOutcome(formCase: FormCase, schema: z.ZodTypeAny, uid: string, entries: Entry[], multipart: boolean) {
  const values = (name: string) => entries.filter((entry) => entry[0] === name);
  const single = (name: string) => {
    const found = values(name);
    return found.length === 1 && found[0].length === 2 ? found[0][1] : null;
  };
  if (single('_block') !== uid || single('_form') !== formCase.kind) return 'unknown-form';
  if (single('_botbait') !== '') return 'bot';
  const files = entries.filter((entry): entry is [string, number[], string] => entry.length === 3);
  if (files.some(([, bytes, name]) => 'problem' in checkFile(name, new Uint8Array(bytes)))) return 'invalid';
  const formData = new FormData();
  for (const entry of entries) {
    // Conform's own controls and list fields play no part in these forms (the action drops them).
    if (entry[0].startsWith('__') || entry[0].includes('[')) continue;
    if (entry.length === 2) formData.append(entry[0], entry[1]);
    else if (multipart) formData.append(entry[0], new File([new Uint8Array(entry[1])], entry[2]));
  }
  const submission = parseWithZod(formData, {schema});
  return submission.status === 'success' ? 'valid' : 'invalid';
}

describe.each(CASES)('the $component form under 1000 generated posts', (formCase) => {
  const story = seededStory(formCase.slug);
  const uid = uidOf(story.content, formCase.component);
  const schema = formCase.schema(findBlok(story.content, uid));
  const context = () => ({
    env,
    locale: LOCALES[0],
    content: {
      getStory: async (slug: string) => (slug === 'global' ? seededStory('global') : slug === formCase.slug ? story : null),
      getDatasourceEntries: async (slug: string) => seededDatasource(slug),
    },
  }) as unknown as AppLoadContext;

  // A thousand posts take a while on a busy machine; the per-test default is for ordinary tests.
  it('answers success or a 4xx with its reasons, and the sandbox’s inbox receives exactly the valid ones', {timeout: 300_000}, async () => {
    const random = seeded(20_261_122 + formCase.slug.length);
    const tally: Record<string, number> = {};
    const before = await heard();
    let valid = 0;
    let validSignups = 0;
    for (let run = 0; run < RUNS; run += 1) {
      // Let the test runner's own messages through between posts.
      if (run % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
      const entries = generateBody(formCase, uid, random);
      const multipart = formCase.files ? !random.chance(0.05) : random.chance(0.1);
      const expected = expectedOutcome(formCase, schema, uid, entries, multipart);
      tally[expected] = (tally[expected] ?? 0) + 1;

      const request = new Request(`https://shop.example/${formCase.slug}`, {
        method: 'POST',
        body: encode(entries, multipart),
        headers: {'oxygen-buyer-ip': `10.${run >> 8}.${run & 255}.${formCase.slug.length}`},
      });
      const result = (await action({request, context: context(), params: {'*': formCase.slug}})) as
        | Response
        | {data: {form: string; succeeded?: boolean; result?: {error?: Record<string, string[]>}}; init: ResponseInit | null};
      const status = result instanceof Response ? result.status : (result.init?.status ?? 200);
      const body = result instanceof Response ? null : result.data;
      const replay = `run ${run}: ${JSON.stringify(entries.map((entry) => entry.slice(0, 2))).slice(0, 400)}`;

      expect(status, replay).toBeLessThan(500);
      if (expected === 'valid') {
        expect([200, 303], replay).toContain(status);
        valid += 1;
        if (entries.some(([name, value]) => name === 'accepts_marketing' && value === 'on')) validSignups += 1;
      }
      if (expected === 'bot') expect([200, 303], replay).toContain(status);
      if (expected === 'unknown-form') expect(body, replay).toEqual({form: ''});
      if (expected === 'invalid') {
        expect([400, 413], replay).toContain(status);
        expect(Object.keys(body?.result?.error ?? {}).length, replay).toBeGreaterThan(0);
      }
    }
    // The sandbox heard exactly the valid posts: each once, in this form's inbox, and nothing else.
    const after = await heard();
    const total = (inbox: Record<string, number>) => Object.values(inbox).reduce((sum, count) => sum + count, 0);
    expect((after.inbox[formCase.formId] ?? 0) - (before.inbox[formCase.formId] ?? 0)).toBe(valid);
    expect(total(after.inbox) - total(before.inbox)).toBe(valid);
    expect(after.signups - before.signups).toBe(validSignups);
    // The generator must exercise every outcome, or the property proves little.
    expect(Object.keys(tally).sort()).toEqual(['bot', 'invalid', 'unknown-form', 'valid']);
    expect(Math.min(...Object.values(tally))).toBeGreaterThan(RUNS * 0.03);
  });
});

function findBlok(content: unknown, uid: string): Blok {
  const stack = [content];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) stack.push(...value);
    else if (value && typeof value === 'object') {
      if ((value as Blok)._uid === uid) return value as Blok;
      stack.push(...Object.values(value));
    }
  }
  throw new Error(`No block ${uid}`);
}
