import type {ActionFunctionArgs} from '@shopify/remix-oxygen';
import {z} from 'zod';
import {isStoryblokSignature} from '~/lib/content/search/signature.server';
import {applyStoryChange} from '~/lib/content/search/story-change.server';
import {readBodyText} from '~/lib/http/request-body.server';

/** Storyblok's story webhooks are a few hundred bytes. Answers are plain JSON responses: the caller is a service, not a page. */
const MAX_BODY_BYTES = 16 * 1024;

/**
 * `POST /api/storyblok-webhook`: Storyblok's webhook for stories published, unpublished, deleted or
 * moved, which keeps the story's record in the content indexes. It is one address for every locale
 * (the story says its folder), takes posts from another site by design (guarantee 10 names it), and
 * trusts nothing it is sent before the signature holds. Storyblok reads any other answer than 2xx as
 * a failure and tells the space's owner.
 */
export async function action({request, context}: ActionFunctionArgs) {
  if (request.method !== 'POST') return Response.json({error: 'Method not allowed'}, {status: 405, headers: {Allow: 'POST'}});
  const body = await readBodyText(request, MAX_BODY_BYTES);
  if (body === null) return Response.json({error: 'Payload too large'}, {status: 413});
  const {env} = context;
  if (!(await isStoryblokSignature(body, request.headers.get('webhook-signature'), env.STORYBLOK_WEBHOOK_SECRET))) {
    return Response.json({error: 'Invalid signature'}, {status: 401});
  }

  const payload = StoryWebhookSchema.safeParse(parseJson(body));
  if (!payload.success) return Response.json({error: 'Not a Storyblok webhook'}, {status: 400});
  const {action: change, story_id: storyId, space_id: spaceId} = payload.data;
  if (spaceId !== undefined && String(spaceId) !== env.STORYBLOK_SPACE_ID) {
    return Response.json({error: 'Not this space'}, {status: 400});
  }
  // Datasource, asset and workflow events may share the address; they change no story's record.
  if (storyId === undefined) return Response.json({outcome: 'ignored'});

  try {
    const result = await applyStoryChange(env, {action: change, storyId});
    return Response.json(result);
  } catch (error) {
    console.error(`Storyblok webhook (${change} of story ${storyId}): indexing failed`, error instanceof Error ? error.message : error);
    return Response.json({error: 'The content index could not be updated'}, {status: 502});
  }
}

/** Storyblok's webhook payload: story events name the story, other events (datasources…) do not. */
const StoryWebhookSchema = z.object({
  action: z.string().max(64),
  story_id: z.coerce.number().int().positive().optional(),
  space_id: z.coerce.number().int().optional(),
  full_slug: z.string().max(1000).optional(),
  text: z.string().max(2000).optional(),
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
