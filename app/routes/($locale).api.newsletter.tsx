import {redirect, type ActionFunctionArgs, type HeadersFunction} from '@shopify/remix-oxygen';
import {z} from 'zod';
import {subscribeToList} from '~/lib/forms/email-marketing.server';
import {isBotSubmission} from '~/lib/forms/honeypot';
import {t} from '~/lib/forms/messages';
import {NewsletterSchema} from '~/lib/forms/schemas/newsletter';
import {parseForm, parseFormData} from '~/lib/forms/submission.server';
import {routeLocale} from '~/lib/i18n/locale';
import {
  NEWSLETTER_PLACEMENT_FIELD,
  NEWSLETTER_PLACEMENTS,
  NEWSLETTER_RETURN_FIELD,
  type NewsletterAnswer,
  type NewsletterPlacement,
} from '~/lib/forms/newsletter';
import {flashNewsletterAnswer} from '~/lib/forms/newsletter.server';
import {checkRateLimit, RATE_LIMITS, retryAfterHeaders} from '~/lib/http/rate-limit.server';
import {safeRedirectPath} from '~/lib/http/redirect';
import {readFormBody} from '~/lib/http/request-body.server';
import type {GlobalContent} from '~/lib/content/storyblok/types';

const MAX_BODY_BYTES = 4 * 1024;

/** How each form is named to the marketing team. */
const SOURCES: Record<NewsletterPlacement, string> = {footer: 'Footer', blog: 'Blog'};

/** A fetcher's 429 carries its `Retry-After` (single fetch takes an action's headers only through here). */
export const headers: HeadersFunction = ({actionHeaders}) => actionHeaders;

/**
 * `POST /api/newsletter`: the footer's and the blog's signup forms. With JavaScript the form reads
 * the answer in place; without, it gets a redirect back to its page with the answer in the session,
 * errors and typed address included. The address is checked with the form's own schema before the
 * email-marketing service is called, with the list id from the content.
 */
export async function action({request, params, context}: ActionFunctionArgs) {
  routeLocale({params, context});
  // Counted before the body is read: a post over the limit costs no more than its capped read.
  const limit = await checkRateLimit(request, RATE_LIMITS.newsletter);
  const formData = await readFormBody(request, MAX_BODY_BYTES);
  const placement = NEWSLETTER_PLACEMENTS.find((each) => each === formData.get(NEWSLETTER_PLACEMENT_FIELD));
  if (!placement) {
    return limit.allowed
      ? Response.json({error: 'Unknown form'}, {status: 400})
      : Response.json({error: 'Too many requests'}, {status: 429, headers: retryAfterHeaders(limit)});
  }

  // A resource route answers a Response as it is: `data()`'s status would be lost on a plain post.
  const answer = async (body: NewsletterAnswer, status: number, headers: HeadersInit = {}) => {
    if (isScriptedRequest(request)) return Response.json(body, {status, headers});
    flashNewsletterAnswer(context.session, body);
    const back = safeRedirectPath(formData.get(NEWSLETTER_RETURN_FIELD), request.url);
    return redirect(`${back.replace(/#.*$/, '')}#newsletter-${placement}`, {status: 303, headers});
  };

  if (!limit.allowed) {
    return answer({placement, result: keepEmail(formData, t('input.rate_limit_error'))}, 429, retryAfterHeaders(limit));
  }
  if (isBotSubmission(formData)) return answer({placement, succeeded: true}, 200);

  const submission = await parseForm(formData, NewsletterSchema);
  if (submission.status !== 'success') return answer({placement, result: submission.reply()}, 400);

  try {
    const global = (await context.content.getStory<GlobalContent>('global'))?.content;
    const listId = global?.footer?.[0]?.subscribe?.[0]?.list_id?.trim() || global?.email_list_id?.trim() || '';
    await subscribeToList(context.env, {
      email: submission.value.email,
      listId,
      source: SOURCES[placement],
      properties: {signup_form: placement},
    });
  } catch (error) {
    console.error(`Newsletter (${placement}): signup failed`, error instanceof Error ? error.message : 'error');
    return answer({placement, result: submission.reply({formErrors: [t('input.submit_error')]})}, 502);
  }
  return answer({placement, succeeded: true}, 200);
}

/**
 * A fetcher's post is a script's `fetch()`, which browsers mark `Sec-Fetch-Mode: cors`. Everything
 * else (a form the browser posts itself, a client that does not say) gets the page back: a person
 * must never be left looking at this route's JSON, whose status Remix drops on a plain post.
 */
function isScriptedRequest(request: Request): boolean {
  const mode = request.headers.get('Sec-Fetch-Mode');
  return mode === 'cors' || mode === 'same-origin';
}

/** The typed address with `message` above the form, for a post refused before it was read. */
function keepEmail(formData: FormData, message: string) {
  return parseFormData(formData, z.object({})).reply({formErrors: [message]});
}
