import type {SubmissionResult} from '@conform-to/react';

/** Where a newsletter form sits: each asks a little differently and is told apart in the list. */
export const NEWSLETTER_PLACEMENTS = ['footer', 'blog'] as const;
export type NewsletterPlacement = (typeof NEWSLETTER_PLACEMENTS)[number];

export const NEWSLETTER_PLACEMENT_FIELD = 'placement';
/** The page to come back to after a signup without JavaScript. */
export const NEWSLETTER_RETURN_FIELD = 'return_to';

/** What `/api/newsletter` answers a form with (directly, or through the session after a redirect). */
export interface NewsletterAnswer {
  placement: NewsletterPlacement;
  result?: SubmissionResult<string[]>;
  succeeded?: boolean;
}
