import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {SANDBOX_PORT} from '../../playwright.config';
import {loadLocalEnv} from '../../scripts/local-env';
import type {Blok, Story} from '../../app/lib/content/storyblok/types';
import {expect, test} from './fixtures';

const env = loadLocalEnv(process.cwd(), {});
const PREVIEW_TOKEN = env.STORYBLOK_PREVIEW_TOKEN;
const SPACE_ID = env.STORYBLOK_SPACE_ID;

/** The seed's one draft-only change: a hiring callout on the about page. */
const DRAFT_ONLY_HEADING = 'We are hiring a warehouse lead';
const aboutDraft = JSON.parse(
  readFileSync(new URL('../../sandbox/data/stories-draft/en-us/about.json', import.meta.url), 'utf8'),
) as Story;

function sha1(text: string) {
  return createHash('sha1').update(text).digest('hex');
}

/** The address the visual editor opens a story at, with its `_storyblok_tk` proof. */
function editorAddress(
  path: string,
  {
    spaceId = SPACE_ID,
    timestamp = Math.floor(Date.now() / 1000) - 30,
    token = sha1(`${spaceId}:${PREVIEW_TOKEN}:${timestamp}`),
    omit,
  }: {spaceId?: string; timestamp?: number; token?: string; omit?: string} = {},
) {
  const params = new URLSearchParams({
    _storyblok: String(aboutDraft.id),
    _storyblok_c: 'page',
    '_storyblok_tk[space_id]': spaceId,
    '_storyblok_tk[timestamp]': String(timestamp),
    '_storyblok_tk[token]': token,
    _storyblok_lang: 'default',
  });
  if (omit) params.delete(`_storyblok_tk[${omit}]`);
  return `${path}?${params}`;
}

async function previewCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'preview');
}

test.describe('Editor preview', () => {
  test('An editor opening a story from the visual editor sees its draft under an accessible preview bar', {tag: '@js'}, async ({
    page,
    expectAccessible,
  }) => {
    await page.goto(editorAddress('/about'));
    await expect(page.getByRole('heading', {name: DRAFT_ONLY_HEADING})).toBeVisible();
    const bar = page.getByRole('dialog', {name: 'Preview mode'});
    await expect(bar).toContainText('PREVIEW MODE');
    await expect(bar).toContainText('Performance may differ from the live version.');
    await expect(bar.getByRole('button', {name: 'Hide Bar'})).toBeVisible();
    await expect(bar.getByRole('link', {name: 'Exit Preview'})).toBeVisible();
    await expectAccessible();
  });

  test('An editor hides the bar, keeps previewing on the next page, then exits to the published page', async ({
    page,
  }) => {
    await page.goto(editorAddress('/about'));
    expect(await previewCookie(page)).toMatchObject({httpOnly: true, path: '/'});
    const bar = page.getByRole('dialog', {name: 'Preview mode'});
    await bar.getByRole('button', {name: 'Hide Bar'}).click();
    await expect(bar).toBeHidden();

    // The cookie, not the address, carries preview from here on.
    await page.goto('/about');
    await expect(page.getByRole('heading', {name: DRAFT_ONLY_HEADING})).toBeVisible();
    await bar.getByRole('link', {name: 'Exit Preview'}).click();

    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', {name: 'About Green Packaging Co.'})).toBeVisible();
    await expect(page.getByRole('heading', {name: DRAFT_ONLY_HEADING})).toHaveCount(0);
    await expect(bar).toHaveCount(0);
    expect(await previewCookie(page)).toBeUndefined();
  });

  test('A valid editor token earns a draft that no cache keeps and only the Storyblok editor may frame', {tag: '@http'}, async ({
    request,
  }) => {
    const response = await request.get(editorAddress('/about'), {maxRedirects: 0});
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers['content-security-policy']).toMatch(/frame-ancestors https:\/\/app\.storyblok\.com(;|$)/);
    expect(headers['set-cookie']).toMatch(/^preview=[^;]+;.*HttpOnly/);
    const body = await response.text();
    expect(body).toContain(DRAFT_ONLY_HEADING);
    expect(body).not.toContain(PREVIEW_TOKEN);
    expect(JSON.stringify(headers)).not.toContain(PREVIEW_TOKEN);
  });

  const now = () => Math.floor(Date.now() / 1000);
  const forgeries: [string, () => string][] = [
    ['a wrong sha', () => editorAddress('/about', {token: sha1(`${SPACE_ID}:guessed-token:${now()}`)})],
    ['a timestamp over an hour old', () => {
      const timestamp = now() - 3601;
      return editorAddress('/about', {timestamp, token: sha1(`${SPACE_ID}:${PREVIEW_TOKEN}:${timestamp}`)});
    }],
    ['another space', () => {
      const timestamp = now();
      return editorAddress('/about', {spaceId: '999', timestamp, token: sha1(`999:${PREVIEW_TOKEN}:${timestamp}`)});
    }],
    ['no space id', () => editorAddress('/about', {omit: 'space_id'})],
    ['no timestamp', () => editorAddress('/about', {omit: 'timestamp'})],
    ['no token', () => editorAddress('/about', {omit: 'token'})],
  ];
  for (const [forgery, address] of forgeries) {
    test(`An editor token with ${forgery} gets the published page and no preview cookie`, {tag: '@http'}, async ({
      request,
    }) => {
      const response = await request.get(address());
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['set-cookie'] ?? '').not.toContain('preview=');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      const body = await response.text();
      expect(body).toContain('About Green Packaging Co.');
      expect(body).not.toContain(DRAFT_ONLY_HEADING);
      expect(body).not.toContain('PREVIEW MODE');
      expect(body).not.toContain(PREVIEW_TOKEN);
    });
  }

  test('Inside the visual editor, what the editor types shows in the page at once', {tag: ['@desktop-layout', '@js']}, async ({
    browser,
    baseURL,
  }) => {
    // A context of our own: Remix's route discovery logs that it cannot use sessionStorage in a
    // frame whose browser blocks third-party storage (as this Chromium does). That one is
    // expected; any other error fails the test.
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    // Chromium asks before a public site frames a local one; the real editor frames a public store.
    await context.grantPermissions(['local-network-access'], {origin: 'https://app.storyblok.com'});
    // Storyblok's editor, reduced to what the bridge talks to: a frame and its messages.
    await page.route('https://app.storyblok.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>Visual editor</title>
          <script>window.fromBridge = []; addEventListener('message', (event) => fromBridge.push(event.data));</script>
          <iframe title="Preview" width="1200" height="800" src="${baseURL}${editorAddress('/about')}"></iframe>`,
      }),
    );
    await page.goto('https://app.storyblok.com/#/me/spaces/editor');
    const preview = page.frameLocator('iframe[title="Preview"]');
    await expect(preview.getByRole('heading', {name: DRAFT_ONLY_HEADING})).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {fromBridge: {action?: string}[]}).fromBridge))
      .toContainEqual(expect.objectContaining({action: 'initialized'}));

    const story = await readDraft('en-us/about');
    const edited = renameFirstHeading(story, 'About us, as the editor types it');
    await page.evaluate((input) => {
      document.querySelector('iframe')!.contentWindow!.postMessage({action: 'input', story: input}, '*');
    }, edited);
    await expect(preview.getByRole('heading', {name: 'About us, as the editor types it'})).toBeVisible();
    await expect(preview.getByRole('heading', {name: 'About Green Packaging Co.'})).toHaveCount(0);

    // As the page-errors fixture: a resource the test's browser cannot reach (Shopify's CDN) is not the page's error.
    const unexpected = errors.filter(
      (error) =>
        !/^Failed to fetch manifest patches SecurityError: .*'sessionStorage'/.test(error) &&
        !error.startsWith('Failed to load resource'),
    );
    expect(unexpected, 'errors in the browser console').toEqual([]);
    await context.close();
  });

  test('Outside preview the page loads no editor bridge', {tag: '@js'}, async ({page}) => {
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => 'StoryblokBridge' in window || 'storyblokRegisterEvent' in window)).toBe(false);
    await page.goto(editorAddress('/about'));
    await expect.poll(() => page.evaluate(() => 'StoryblokBridge' in window)).toBe(true);
  });
});

/** The draft as the editor holds it, from the content API with the preview token. */
async function readDraft(fullSlug: string): Promise<Story> {
  const url = new URL(`http://127.0.0.1:${SANDBOX_PORT}/v2/cdn/stories/${fullSlug}`);
  url.search = new URLSearchParams({version: 'draft', token: PREVIEW_TOKEN}).toString();
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return ((await response.json()) as {story: Story}).story;
}

function renameFirstHeading(story: Story, text: string): Story {
  let renamed = false;
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (typeof value !== 'object' || value === null) return value;
    const blok = value as Blok;
    if (!renamed && blok.component === 'heading') {
      renamed = true;
      return {...blok, text};
    }
    return Object.fromEntries(Object.entries(blok).map(([key, child]) => [key, visit(child)]));
  };
  return {...story, content: visit(story.content) as Blok};
}
