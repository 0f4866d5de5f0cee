/**
 * The content indexes kept from Storyblok, against a served sandbox through the official clients:
 * the indexer (`npm run algolia:index-content`'s main function) and the webhook's route. What the
 * indexer writes is compared with the records the sandbox seeds, which stand for what our indexer
 * wrote before; the webhook's effect is read back with `algoliasearch`'s `getObject`.
 */
import {createHmac} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {algoliasearch} from 'algoliasearch';
import {describe, expect, it} from 'vitest';
import {parseEnv, type AppEnv} from '../../app/lib/env';
import {action} from '../../app/routes/api.storyblok-webhook';
import {indexContent} from '../../scripts/algolia-index-content';
import {parseDotenv} from '../../scripts/local-env';
import {setupServedSandbox} from '../../sandbox/testing';

const served = setupServedSandbox({env: {SANDBOX_TEST_ENDPOINTS: '1'}});
const INDEXES = ['storyblok_content_en_us', 'storyblok_content_en_ca'];
const FAQ_SLUG = 'en-us/faq/composting/can-compostable-cups-be-recycled';

function localEnv(): Record<string, string> {
  const example = parseDotenv(readFileSync('.env.example', 'utf8'));
  const origin = served.url();
  return Object.fromEntries(
    Object.entries(example).map(([name, value]) => [name, value.replaceAll('http://127.0.0.1:4000', origin)]),
  );
}

function admin() {
  const env = localEnv();
  const host = new URL(served.url()).host;
  return algoliasearch(env.PUBLIC_ALGOLIA_APP_ID, env.ALGOLIA_ADMIN_API_KEY, {
    hosts: [{url: host, protocol: 'http', accept: 'readWrite'}],
  });
}

async function everyRecord(indexName: string): Promise<Record<string, unknown>[]> {
  const records: Record<string, unknown>[] = [];
  await admin().browseObjects<Record<string, unknown>>({
    indexName,
    browseParams: {},
    aggregator: (response) => {
      records.push(...response.hits);
    },
  });
  return records.sort((a, b) => String(a.objectID).localeCompare(String(b.objectID)));
}

function webhook(body: string, signature: string, env: AppEnv) {
  const request = new Request('http://store.test/api/storyblok-webhook', {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'webhook-signature': signature},
    body,
  });
  return action({request, context: {env}, params: {}} as unknown as Parameters<typeof action>[0]) as Promise<Response>;
}

const sign = (body: string, secret: string) => createHmac('sha1', secret).update(body).digest('hex');

describe('the content indexer', () => {
  it('refills emptied indexes with the records the store reads, and removes those of stories gone', async () => {
    const seeded = await Promise.all(INDEXES.map(everyRecord));
    expect(seeded.every((records) => records.length > 0)).toBe(true);

    const client = admin();
    for (const indexName of INDEXES) {
      const {taskID} = await client.clearObjects({indexName});
      await client.waitForTask({indexName, taskID});
    }
    await client.saveObject({indexName: INDEXES[0], body: {full_slug: 'en-us/a-story-long-gone'}});
    expect((await everyRecord(INDEXES[0])).map((record) => record.full_slug)).toEqual(['en-us/a-story-long-gone']);

    const lines: string[] = [];
    const results = await indexContent(localEnv(), (line) => lines.push(line));

    expect(await Promise.all(INDEXES.map(everyRecord))).toEqual(seeded);
    expect(results).toEqual([
      {indexName: INDEXES[0], saved: seeded[0].length, removed: 1},
      {indexName: INDEXES[1], saved: seeded[1].length, removed: 0},
    ]);
    expect(lines).toContain('  en-us: page 1 of 2 read, 98 records so far');
    expect(lines).toContain(`  en-ca: ${seeded[1].length} records saved to ${INDEXES[1]}; 0 removed (stories no longer published)`);
  });
});

describe('the Storyblok webhook', () => {
  it('updates a published story’s record, and drops it when the story is unpublished', async () => {
    const env = parseEnv(localEnv());
    const delivered = await fetch(`${served.url()}/v2/cdn/stories/${FAQ_SLUG}?token=${env.STORYBLOK_PUBLIC_TOKEN}`);
    const {story} = (await delivered.json()) as {story: {id: number}};
    const publish = await fetch(`${served.url()}/__sandbox/storyblok/publish`, {
      method: 'POST',
      body: JSON.stringify({
        full_slug: FAQ_SLUG,
        action: 'published',
        content: {seo: {title: 'Composting times, updated', description: 'Weeks, not years.'}},
      }),
    });
    // The served sandbox has no storefront to send its webhook to; the route is called here instead.
    expect(publish.status).toBe(200);

    const body = JSON.stringify({text: 'published', action: 'published', space_id: 100001, story_id: story.id, full_slug: FAQ_SLUG});
    const answer = await webhook(body, sign(body, env.STORYBLOK_WEBHOOK_SECRET), env);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({outcome: 'saved', indexName: INDEXES[0], objectID: String(story.id)});
    const record = await admin().getObject({indexName: INDEXES[0], objectID: String(story.id)});
    expect(record).toMatchObject({full_slug: FAQ_SLUG, content: {seo: {title: 'Composting times, updated', description: 'Weeks, not years.'}}});

    await fetch(`${served.url()}/__sandbox/storyblok/publish`, {
      method: 'POST',
      body: JSON.stringify({full_slug: FAQ_SLUG, action: 'unpublished'}),
    });
    const unpublished = JSON.stringify({action: 'unpublished', space_id: 100001, story_id: story.id});
    expect((await webhook(unpublished, sign(unpublished, env.STORYBLOK_WEBHOOK_SECRET), env)).status).toBe(200);
    await expect(admin().getObject({indexName: INDEXES[0], objectID: String(story.id)})).rejects.toThrow(/ObjectID does not exist/);
  });

  it('answers 401 to a wrong signature and changes nothing', async () => {
    const env = parseEnv(localEnv());
    const before = await everyRecord(INDEXES[0]);
    const victim = before[0];
    const body = JSON.stringify({action: 'deleted', space_id: 100001, story_id: Number(victim.objectID)});
    for (const signature of [sign(body, 'not-the-secret'), '', sign(`${body} `, env.STORYBLOK_WEBHOOK_SECRET)]) {
      const answer = await webhook(body, signature, env);
      expect(answer.status).toBe(401);
    }
    expect(await everyRecord(INDEXES[0])).toEqual(before);
  });
});
