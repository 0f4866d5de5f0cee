import type {SubmissionResult} from '@conform-to/react';
import type {ClientActionFunctionArgs} from '@remix-run/react';
import {t} from './messages';

/**
 * A form's answer when its post never reached the store (the connection dropped): the submit error
 * above the form. It carries no values: conform keeps what the form holds, and the page is kept.
 */
export const UNSENT: SubmissionResult<string[]> = {status: 'error', error: {'': [t('input.submit_error')]}};

/**
 * A route's `clientAction` for its forms. Remix renders a route's error boundary in place of the
 * page when a post fails on the way (no answer at all), so the person lost the page and everything
 * they typed; this answers such a post like a refused one instead, in the shape the route's own
 * action answers (`reply`; `undefined` for a post that is no form, which fails as before). Any
 * answer from the server, an error page too, passes through untouched.
 */
export function keepFormWhenUnsent<Reply>(reply: (result: SubmissionResult<string[]>, formData: FormData) => Reply | undefined) {
  return async ({request, serverAction}: ClientActionFunctionArgs) => {
    const formData = await request.clone().formData();
    try {
      return await serverAction();
    } catch (error) {
      // `fetch` rejects with a TypeError, and only for a request that got no answer.
      const answer = error instanceof TypeError ? reply(UNSENT, formData) : undefined;
      if (answer === undefined) throw error;
      return answer;
    }
  };
}

/** `keepFormWhenUnsent` for a route whose action answers a form's failure as `{result}`. */
export const keepResultWhenUnsent = keepFormWhenUnsent((result) => ({result}));
