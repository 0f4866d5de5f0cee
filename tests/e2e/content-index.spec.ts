import {createHmac} from 'node:crypto';
import {algoliasearch} from 'algoliasearch';
import {SANDBOX_PORT} from '../../playwright.config';
import {indexContent} from '../../scripts/algolia-index-content';
import {loadLocalEnv, pointAtSandboxPort} from '../../scripts/local-env';
import {expect, test} from './fixtures';

const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;
const env = pointAtSandboxPort(loadLocalEnv(process.cwd(), {}), SANDBOX_PORT);
const algolia = algoliasearch(env.PUBLIC_ALGOLIA_APP_ID, env.ALGOLIA_ADMIN_API_KEY, {
  hosts: [{url: `127.0.0.1:${SANDBOX_PORT}`, protocol: 'http', accept: 'readWrite'}],
});
const FAQ = {fullSlug: 'en-us/faq/composting/can-compostable-cups-be-recycled', path: '/faq/composting/can-compostable-cups-be-recycled'};
const answerSaying = (text: string) => ({
  type: 'doc',
  content: [{type: 'paragraph', content: [{type: 'text', text}]}],
});

/** What an editor's publish, unpublish or delete in Storyblok does; the sandbox sends the webhook. */
async function publish(change: Record<string, unknown>) {
  const response = await fetch(`${SANDBOX}/__sandbox/storyblok/publish`, {method: 'POST', body: JSON.stringify(change)});
  expect(response.status).toBe(200);
  return (await response.json()) as {story_id: number; webhook: {status: number | null; body: string}};
}

// One index and one story between them: the indexer must not run while a story is changed. Their
// subject is the server's index, so one browser project runs them (@http), never two at once.
test.describe.configure({mode: 'serial'});

test.describe('Content search fed from Storyblok', {tag: '@http'}, () => {
  test('With the Canadian content index emptied, the indexer fills it and search finds content again', async ({page}) => {
    const indexName = 'storyblok_content_en_ca';
    const {taskID} = await algolia.clearObjects({indexName});
    await algolia.waitForTask({indexName, taskID});
    const tabs = page.getByRole('navigation', {name: 'Result types'});

    await page.goto('/en-ca/search?query=recycling&tab=content');
    await expect(tabs.getByRole('link', {name: 'Content (0)'})).toBeVisible();

    const progress: string[] = [];
    await indexContent(env, (line) => progress.push(line));
    expect(progress).toContainEqual(expect.stringMatching(/^ {2}en-ca: \d+ records saved to storyblok_content_en_ca/));

    // Another word: the store keeps a search's answer for a few seconds.
    await page.goto('/en-ca/search?query=compostable&tab=content');
    await expect(tabs.getByRole('link', {name: /^Content \([1-9]\d*\)$/})).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', {level: 2}).first().getByRole('link')).toHaveAttribute(
      'href',
      /^\/en-ca\/[a-z0-9-]+/,
    );
  });

  // Unpublishing is left to the integration test: a story gone from the site, even for a moment, would
  // be missed by the FAQ and sitemap tests running beside this one.
  test('A story an editor publishes is found by its new words within moments', async ({page}) => {
    // Letters only, so the word is one token however the engine splits it.
    const word = `zephyr${Array.from({length: 6}, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
    const tabs = page.getByRole('navigation', {name: 'Result types'});
    try {
      const published = await publish({
        full_slug: FAQ.fullSlug,
        action: 'published',
        content: {answer: answerSaying(`Only where a ${word} facility takes them.`)},
      });
      expect(published.webhook.status).toBe(200);

      await page.goto(`/search?query=${word}&tab=content`);
      await expect(tabs.getByRole('link', {name: 'Content (1)'})).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', {name: 'Can compostable cups be recycled?'})).toHaveAttribute('href', FAQ.path);
      expect(await algolia.getObject({indexName: 'storyblok_content_en_us', objectID: String(published.story_id)})).toMatchObject({
        content: {answer: `Only where a ${word} facility takes them.`},
      });
    } finally {
      // Publishing the seed story again puts its page and its record back.
      expect((await publish({full_slug: FAQ.fullSlug, action: 'published'})).webhook.status).toBe(200);
    }
  });

  test('A webhook with a wrong signature gets 401 and changes nothing; a signed one from Storyblok’s site is taken', async ({request}) => {
    const {story_id: storyId} = await publish({full_slug: FAQ.fullSlug, action: 'published'});
    const indexName = 'storyblok_content_en_us';
    const before = await algolia.getObject({indexName, objectID: String(storyId)});
    const body = JSON.stringify({text: 'deleted', action: 'deleted', space_id: Number(env.STORYBLOK_SPACE_ID), story_id: storyId});
    const sign = (secret: string) => createHmac('sha1', secret).update(body).digest('hex');

    const forged = await request.post('/api/storyblok-webhook', {
      headers: {'Content-Type': 'application/json', 'webhook-signature': sign('a-guessed-secret')},
      data: body,
    });
    expect(forged.status()).toBe(401);
    const unsigned = await request.post('/api/storyblok-webhook', {headers: {'Content-Type': 'application/json'}, data: body});
    expect(unsigned.status()).toBe(401);
    expect(await algolia.getObject({indexName, objectID: String(storyId)})).toEqual(before);

    const republished = JSON.stringify({action: 'published', space_id: Number(env.STORYBLOK_SPACE_ID), story_id: storyId});
    const signed = await request.post('/api/storyblok-webhook', {
      headers: {
        'Content-Type': 'application/json',
        Origin: 'https://app.storyblok.com',
        'Sec-Fetch-Site': 'cross-site',
        'webhook-signature': createHmac('sha1', env.STORYBLOK_WEBHOOK_SECRET).update(republished).digest('hex'),
      },
      data: republished,
    });
    expect(signed.status()).toBe(200);
    expect(await signed.json()).toEqual({outcome: 'saved', indexName, objectID: String(storyId)});
  });
});
