import type {Submission} from '@conform-to/zod';
import {data} from '@shopify/remix-oxygen';
import {z} from 'zod';
import {t} from '~/lib/forms/messages';
import {parseFormData, secretFields, submitFailed} from '~/lib/forms/submission.server';
import {checkRateLimit, retryAfterHeaders, type RateLimitResult, type RateLimitRule} from '~/lib/http/rate-limit.server';
import {readFormBody} from '~/lib/http/request-body.server';
import {CustomerError} from './types';

/**
 * The answer when Shopify refused a valid form (a taken email, a wrong password): its messages
 * above the form, everything typed kept but passwords. Anything else that failed is the service's
 * fault: the submit error and a 502.
 */
export function customerCallFailed(submission: Submission<unknown>, error: unknown) {
  if (error instanceof CustomerError) {
    return data(
      {result: submission.reply({formErrors: error.messages, hideFields: secretFields(submission.payload)})},
      {status: 400},
    );
  }
  // The message only: a GraphQL error's text never carries the variables, so no password or token.
  console.error('Customer account call failed:', error instanceof Error ? error.message : 'error');
  return submitFailed(submission);
}

/** 429 for a form posted too often (from one buyer IP, or to one account), with what was typed (passwords aside). */
export function tooManyAttempts(formData: FormData, limit: RateLimitResult) {
  const submission = parseFormData(formData, z.object({}));
  return data(
    {
      result: submission.reply({
        formErrors: [t('input.rate_limit_error')],
        hideFields: secretFields(submission.payload),
      }),
    },
    {status: 429, headers: retryAfterHeaders(limit)},
  );
}

/**
 * An account form's data, counted against `rule` for the buyer's IP whatever it holds: the count
 * comes first, so a refused post costs no more than its capped read. When the IP is over its
 * budget, `refused` is the 429 answer to return as it is, with what was typed.
 */
export async function readLimitedForm(request: Request, rule: RateLimitRule) {
  const limit = await checkRateLimit(request, rule);
  const formData = await readForm(request);
  return {formData, refused: limit.allowed ? null : tooManyAttempts(formData, limit)};
}

/** The form data of a request, read within the form cap (a 413 past it); an unreadable body is an empty form. */
export function readForm(request: Request): Promise<FormData> {
  return readFormBody(request);
}
