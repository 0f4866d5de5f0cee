/**
 * `POST /__sandbox/storyblok/publish` (test endpoints only): what an editor's publish, unpublish or
 * delete does in Storyblok. The CDN API answers with the change at once, and the space's webhook
 * is sent as Storyblok sends it: `{text, action, space_id, story_id, full_slug}` as JSON, signed in
 * `webhook-signature` with the HMAC-SHA1 (hex) of the raw body under the webhook secret.
 *
 * Body: `{full_slug, action: 'published' | 'unpublished' | 'deleted', name?, content?}`. A publish
 * is of the seed story with `name` and the `content` fields given laid over it, so publishing with
 * neither puts the seed back. The answer says what the webhook's receiver answered.
 */
import {createHmac} from 'node:crypto';
import type {SandboxConfig} from '../config';
import {json} from '../http/responses';
import type {Handler} from '../http/router';
import type {StoryPublications} from './publications';
import type {StoryStore} from './stories';

const ACTIONS = new Set(['published', 'unpublished', 'deleted']);
const WEBHOOK_TIMEOUT_MS = 30_000;

export function createPublishHandler(
  store: StoryStore,
  publications: StoryPublications,
  config: SandboxConfig['storyblok'],
): Handler {
  return async (request) => {
    let body: Record<string, unknown>;
    try {
      body = (await request.json()) as Record<string, unknown>;
    } catch {
      return json({error: 'The body is JSON'}, {status: 400});
    }
    const {full_slug: fullSlug, action, name, content} = body ?? {};
    if (typeof fullSlug !== 'string' || typeof action !== 'string' || !ACTIONS.has(action)) {
      return json({error: 'full_slug and action (published, unpublished or deleted) are required'}, {status: 400});
    }
    const seed = store.seedStory(fullSlug);
    if (!seed) return json({error: `No seeded story at ${fullSlug}`}, {status: 404});

    if (action === 'published') {
      const now = new Date().toISOString();
      publications.publish({
        ...seed,
        name: typeof name === 'string' ? name : seed.name,
        content: {...seed.content, ...(isObject(content) ? content : {})},
        published_at: now,
      });
    } else {
      publications.takeDown(seed.full_slug);
    }

    const payload = JSON.stringify({
      text: `The user sandbox@example.com ${action} the Story ${seed.name} (${seed.slug})`,
      action,
      space_id: config.spaceId,
      story_id: seed.id,
      full_slug: seed.full_slug,
    });
    return json({story_id: seed.id, full_slug: seed.full_slug, action, webhook: await sendWebhook(payload, config.webhook)});
  };
}

/** Signs and sends the webhook; what came back, or why nothing did. */
async function sendWebhook(
  payload: string,
  webhook: SandboxConfig['storyblok']['webhook'],
): Promise<{url: string; status: number | null; body: string}> {
  const signature = createHmac('sha1', webhook.secret).update(payload).digest('hex');
  try {
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'webhook-signature': signature},
      body: payload,
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    return {url: webhook.url, status: response.status, body: (await response.text()).slice(0, 2000)};
  } catch (error) {
    return {url: webhook.url, status: null, body: error instanceof Error ? error.message : String(error)};
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
