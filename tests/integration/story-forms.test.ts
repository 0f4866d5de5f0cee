import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {parseEnv} from '../../app/lib/env';
import {messages} from '../../app/lib/forms/messages';
import {LOCALES} from '../../app/lib/i18n/locale';
import {createContentClient} from '../../app/lib/content/storyblok/client.server';
import {action} from '../../app/routes/$';
import {parseDotenv} from '../../scripts/local-env';
import {loadSandboxConfig} from '../../sandbox/config';
import {serveOverHttp, type RunningServer} from '../../sandbox/http/node-server';
import {createSandbox, type Sandbox} from '../../sandbox/server';
import {readJson, type AnyJson} from '../../sandbox/testing';
import {tinyPng} from '../sample-files';
import {seededStory, storyFormUids, uidOf} from './story-forms-fixtures';

/*
 * The CMS page action against a served sandbox: each form's valid post reaches the sandbox's
 * inbox (its files byte for byte), and every refused one leaves the inbox as it was.
 */

const [US, CA] = LOCALES;
let sandbox: Sandbox;
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'story-forms-'));
  sandbox = createSandbox({config: loadSandboxConfig({SANDBOX_TEST_ENDPOINTS: '1'}), dataDir});
  server = await serveOverHttp(sandbox.handle, {host: '127.0.0.1', port: 0});
});

afterAll(async () => {
  await server.close();
  sandbox.close();
  rmSync(dataDir, {recursive: true, force: true});
});

beforeEach(async () => {
  await fetch(`${server.url}/__sandbox/faults`, {method: 'DELETE'});
});

function context(locale = US): AppLoadContext {
  const example = parseDotenv(readFileSync('.env.example', 'utf8'));
  const env = parseEnv(
    Object.fromEntries(
      Object.entries(example).map(([name, value]) => [name, value.replaceAll('http://127.0.0.1:4000', server.url)]),
    ),
  );
  return {env, locale, content: createContentClient({env, locale})} as unknown as AppLoadContext;
}

let ipCounter = 0;
/** Each post from its own address, so the abuse limits stay out of these tests' way. */
function nextIp() {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

async function post(path: string, body: URLSearchParams | FormData, ip = nextIp()) {
  const request = new Request(`https://shop.example${path}`, {
    method: 'POST',
    body,
    headers: {'oxygen-buyer-ip': ip},
  });
  const locale = path.startsWith('/en-ca/') ? CA : US;
  const result = (await action({request, context: context(locale), params: {'*': path.slice(1)}})) as
    | Response
    | {data: AnyJson; init: ResponseInit | null};
  if (result instanceof Response) return {status: result.status, location: result.headers.get('Location'), data: null};
  return {status: result.init?.status ?? 200, location: null, data: result.data, headers: new Headers(result.init?.headers)};
}

async function inbox(formId?: string): Promise<AnyJson[]> {
  return readJson(await fetch(`${server.url}/inbox.json${formId ? `?form=${formId}` : ''}`));
}

async function download(url: string): Promise<number[]> {
  return [...new Uint8Array(await (await fetch(`${server.url}${url}`)).arrayBuffer())];
}

const PNG = [...tinyPng()];
const PDF = Array.from(new TextEncoder().encode('%PDF-1.7\nartwork'));

function form(fields: Record<string, string>, files: [string, number[] | Uint8Array, string][] = []) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, bytes, filename] of files) body.append(name, new File([new Uint8Array(bytes)], filename));
  return body;
}

/** A PDF of `size` bytes: the signature, then spaces. */
function pdfOfSize(size: number) {
  const bytes = new Uint8Array(size).fill(32);
  bytes.set(PDF);
  return bytes;
}

const uids = storyFormUids();

const printOrder = {
  _form: 'print-order',
  _block: uids.printOrder,
  _botbait: '',
  first_name: 'Ana',
  last_name: 'Ruiz',
  company: 'Ruiz Roasters',
  email: 'ana@ruizroasters.example',
  phone: '503-555-0148',
  product: 'Coffee/Hot Cup Sleeves',
  quantity: '3,600+',
  message: 'Two-colour logo on kraft sleeves, by March.',
};

describe('request forms on CMS pages, against the sandbox', () => {
  it('sends the contact page form urlencoded and shows the success message', async () => {
    const fields = {_form: 'contact', _block: uids.contact, _botbait: '', name: 'Sam Lee', email: 'sam@example.com', phone: '5035550100', comments: ''};
    const answer = await post('/contact', new URLSearchParams(fields));
    expect(answer).toMatchObject({status: 200, data: {form: uids.contact, succeeded: true}});
    const [received] = await inbox('contact-us');
    expect(received).toMatchObject({
      contentType: 'application/x-www-form-urlencoded',
      spam: false,
      fields: [
        ['name', 'Sam Lee'],
        ['email', 'sam@example.com'],
        ['phone', '5035550100'],
        ['comments', ''],
      ],
    });
  });

  it('sends a print order with its artwork byte for byte, then goes to the block’s thank-you page', async () => {
    const answer = await post('/custom-print', form(printOrder, [['attachment', PDF, 'our logo.pdf']]));
    expect(answer).toMatchObject({status: 303, location: '/custom-print/thank-you'});
    const [received] = await inbox('custom-print-order');
    expect(received.contentType).toBe('multipart/form-data');
    expect(received.fields).toEqual(
      expect.arrayContaining([
        ['product', 'Coffee/Hot Cup Sleeves'],
        ['quantity', '3,600+'],
        ['company', 'Ruiz Roasters'],
      ]),
    );
    expect(received.files).toHaveLength(1);
    expect(received.files[0]).toMatchObject({field: 'attachment', filename: 'attachment-1.pdf', contentType: 'application/pdf'});
    expect(await download(received.files[0].url)).toEqual(PDF);
  });

  it('keeps a Canadian visitor in the Canadian store on the way to the thank-you page', async () => {
    const uid = uidOf(seededStory('custom-print', 'en-ca').content, 'custom-print-order-form');
    const answer = await post('/en-ca/custom-print', form({...printOrder, _block: uid}, [['attachment', PDF, 'logo.pdf']]));
    expect(answer).toMatchObject({status: 303, location: '/en-ca/custom-print/thank-you'});
  });

  it('sends product photos as asset_0, asset_1… with the consent', async () => {
    const fields = {_form: 'product-photos', _block: uids.productPhotos, _botbait: '', email: 'jo@cafe.example', consent: 'on'};
    const answer = await post('/product-photos', form(fields, [['assets', PNG, 'counter.png'], ['assets', PNG, 'patio.PNG']]));
    expect(answer.status).toBe(200);
    const [received] = await inbox('product-photos');
    expect(received.files.map((file: AnyJson) => [file.field, file.contentType])).toEqual([
      ['asset_0', 'image/png'],
      ['asset_1', 'image/png'],
    ]);
    expect(await download(received.files[1].url)).toEqual(PNG);
    expect(received.fields).toEqual(expect.arrayContaining([['consent', 'yes']]));
  });

  it('sends a tax exemption with the country and region by name', async () => {
    const fields = {
      _form: 'tax-exemption',
      _block: uids.taxExemption,
      _botbait: '',
      name: 'Dana Cho',
      email: 'dana@school.example',
      phone: '(416) 555-0199',
      company: 'Maple School Board',
      addressOne: '12 King St',
      addressTwo: '',
      country: 'CA',
      region: 'CA-ON',
      city: 'Toronto',
      postal: 'M5H 1A1',
    };
    expect((await post('/tax-exemption', form(fields, [['attachment', PDF, 'certificate.pdf']]))).status).toBe(200);
    const [received] = await inbox('tax-exemption');
    expect(received.fields).toEqual(expect.arrayContaining([['country', 'Canada'], ['region', 'Ontario']]));
    expect(await download(received.files[0].url)).toEqual(PDF);
  });

  it('sends a marketing kit request and signs the person up to the list when they agree', async () => {
    const fields = {
      _form: 'marketing-materials',
      _block: uids.marketingMaterials,
      _botbait: '',
      name: 'Lee Park',
      email: 'lee@bistro.example',
      business_name: 'Park Bistro',
      country: 'US',
      province: 'US-OR',
      street_address: '9 Pine St',
      city: 'Portland',
      zip_code: '97209',
      accepts_marketing: 'on',
    };
    expect((await post('/marketing-materials', new URLSearchParams(fields))).status).toBe(200);
    const [received] = await inbox('marketing-materials');
    expect(received.fields).toEqual(expect.arrayContaining([['province', 'Oregon'], ['accepts_marketing', 'yes']]));
    const {subscriptions} = await readJson(await fetch(`${server.url}/klaviyo/received.json`));
    expect(subscriptions.find((each: AnyJson) => each.email === 'lee@bistro.example')).toMatchObject({
      listId: 'WkTq9R',
      fields: {$fields: 'signup,$source', signup: 'true', $source: 'Marketing Materials Form'},
    });
  });

  it('answers a missing field with 400, its message and everything typed, and sends nothing', async () => {
    const before = (await inbox()).length;
    const {quantity: _quantity, ...withoutQuantity} = printOrder;
    const answer = await post('/custom-print', form(withoutQuantity, [['attachment', PDF, 'logo.pdf']]));
    expect(answer.status).toBe(400);
    expect(answer.data.result.error).toEqual({quantity: [messages['input.required_error']]});
    expect(answer.data.result.initialValue).toMatchObject({company: 'Ruiz Roasters', message: printOrder.message});
    expect((await inbox()).length).toBe(before);
  });

  it('refuses a quantity the chosen product is not sold in', async () => {
    const answer = await post('/custom-print', form({...printOrder, quantity: '1,000+'}, [['attachment', PDF, 'logo.pdf']]));
    expect(answer.data.result.error).toEqual({quantity: [messages['input.quantity_error']]});
  });

  it('asks for the certificate with its own message when none is attached', async () => {
    const answer = await post('/tax-exemption', form({_form: 'tax-exemption', _block: uids.taxExemption, _botbait: '', country: 'FR'}));
    expect(answer.data.result.error.attachment).toEqual([messages['input.attachment_required_error']]);
    // France has no regions in the list, so none is asked for.
    expect(answer.data.result.error.region).toBeUndefined();
  });

  // Guarantee 9, through the page action: each is refused and the inbox does not change.
  it.each([
    ['a script behind an image extension', [['attachment', [0xff, 0xd8, 0xff, 0xe0], 'logo.jpg.php']], 400],
    ['a name cut short by an encoded NUL', [['attachment', Array.from(new TextEncoder().encode('<?php echo 1;')), 'logo.php%00.jpg']], 400],
    ['an SVG with script', [['attachment', Array.from(new TextEncoder().encode('<svg><script>alert(1)</script></svg>')), 'logo.svg']], 400],
    ['an empty file', [['attachment', [], 'logo.pdf']], 400],
    ['bytes that are not what the name says', [['attachment', PNG, 'logo.pdf']], 400],
    ['a file over 10 MB', [['attachment', [...PDF, ...new Array(10 * 1024 * 1024).fill(32)], 'logo.pdf']], 413],
    ['one file too many', Array.from({length: 11}, (_, index) => ['attachment', PDF, `logo-${index}.pdf`]), 413],
    ['files adding up to more than 25 MB', Array.from({length: 3}, (_, index) => ['attachment', pdfOfSize(9 * 1024 * 1024), `logo-${index}.pdf`]), 413],
  ] as [string, [string, number[] | Uint8Array, string][], number][])('refuses %s and sends nothing', async (_case, files, status) => {
    const before = (await inbox()).length;
    const answer = await post('/custom-print', form(printOrder, files));
    expect(answer.status).toBe(status);
    expect(answer.data.result.error.attachment?.length ?? answer.data.result.error['']?.length).toBeGreaterThan(0);
    expect(answer.data.result.initialValue).toMatchObject({first_name: 'Ana', message: printOrder.message});
    expect((await inbox()).length).toBe(before);
  });

  it('shows a bot that fills the trap the same success, and sends nothing', async () => {
    const before = (await inbox()).length;
    const answer = await post('/custom-print', form({...printOrder, _botbait: 'https://spam.example'}, [['attachment', PDF, 'a.pdf']]));
    expect(answer).toMatchObject({status: 303, location: '/custom-print/thank-you'});
    const missingTrap = await post('/contact', new URLSearchParams({_form: 'contact', _block: uids.contact, name: 'x', email: 'x@y.co', phone: '1'}));
    expect(missingTrap.data).toEqual({form: uids.contact, succeeded: true});
    expect((await inbox()).length).toBe(before);
  });

  it('keeps every value and shows the submit error when the form service fails', async () => {
    await fetch(`${server.url}/__sandbox/faults`, {method: 'PUT', body: JSON.stringify({faults: 'forms:error=1'})});
    const answer = await post('/custom-print', form(printOrder, [['attachment', PDF, 'logo.pdf']]));
    expect(answer.status).toBe(502);
    expect(answer.data.result.error).toEqual({'': [messages['input.submit_error']]});
    expect(answer.data.result.initialValue).toMatchObject({first_name: 'Ana', product: 'Coffee/Hot Cup Sleeves'});
  });

  it('limits each buyer IP, answering 429 with the values kept and when to come back', async () => {
    const fields = new URLSearchParams({_form: 'contact', _block: uids.contact, _botbait: '', name: 'Sam', email: 'not-an-email', phone: '1'});
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await post('/contact', fields, '203.0.113.99')).status);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    const limited = await post('/contact', fields, '203.0.113.99');
    expect(limited.status).toBe(429);
    expect(limited.headers?.get('Retry-After')).toMatch(/^\d+$/);
    expect(limited.data.result).toMatchObject({
      error: {'': [messages['input.rate_limit_error']]},
      initialValue: {name: 'Sam', email: 'not-an-email'},
    });
    // A post naming no form of the page spends the same budget: probing for forms is no way round it.
    const probe = await post('/about', new URLSearchParams({_form: 'contact', _block: 'x', _botbait: ''}), '203.0.113.99');
    expect(probe.status).toBe(429);
    expect((await post('/contact', fields, '203.0.113.100')).status).toBe(400);
  });

  it('refuses a post that names no form of the page', async () => {
    const answer = await post('/contact', new URLSearchParams({_form: 'print-order', _block: uids.contact, _botbait: ''}));
    expect(answer).toMatchObject({status: 400, data: {form: ''}});
    const elsewhere = await post('/about', new URLSearchParams({_form: 'contact', _block: uids.contact, _botbait: ''}));
    expect(elsewhere.status).toBe(400);
  });
});
