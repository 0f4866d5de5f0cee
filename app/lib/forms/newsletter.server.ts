import type {AppSession} from '~/lib/session';
import {NEWSLETTER_PLACEMENTS, type NewsletterAnswer} from '~/lib/forms/newsletter';

/**
 * Without JavaScript a newsletter form posts away from its page; its answer rides back in the
 * session for one page view, and the root loader hands it to the form.
 */
const FLASH_KEY = 'newsletter';

export function flashNewsletterAnswer(session: AppSession, answer: NewsletterAnswer): void {
  session.flash(FLASH_KEY, answer);
}

export function takeNewsletterAnswer(session: AppSession): NewsletterAnswer | null {
  if (!session.has(FLASH_KEY)) return null;
  const answer: unknown = session.get(FLASH_KEY);
  // Reading a flashed value removes it; the session must be saved for the removal to stick.
  session.unset(FLASH_KEY);
  const placement = (answer as NewsletterAnswer | null)?.placement;
  return placement && NEWSLETTER_PLACEMENTS.includes(placement) ? (answer as NewsletterAnswer) : null;
}
