const LONG_DATE = new Intl.DateTimeFormat('en-US', {dateStyle: 'long', timeZone: 'UTC'});

/**
 * `2025-09-02T15:35:00.000Z` → `September 2, 2025`. In UTC, so the server's render and the
 * browser's hydration agree wherever either runs; null for a missing or unreadable date.
 */
export function formatLongDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : LONG_DATE.format(date);
}

/** The store's own clock (its support hours are Eastern), for editors' dates such as an offer's end. */
export const STORE_TIME_ZONE = 'America/New_York';

const STORE_CLOCK = new Intl.DateTimeFormat('sv-SE', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * Whether an editor's store-time stamp (`2026-12-31 23:59`, as Storyblok's date field writes it) has
 * passed. Both sides are compared as `YYYY-MM-DD HH:mm` text on the store's clock; an unreadable
 * stamp never expires, so a typo does not hide an offer.
 */
export function hasStoreTimePassed(stamp: unknown, now: Date = new Date()): boolean {
  if (typeof stamp !== 'string') return false;
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}))?/.exec(stamp.trim());
  if (!match) return false;
  const expires = `${match[1]} ${match[2] ?? '23:59'}`;
  return STORE_CLOCK.format(now).replace(',', '') >= expires;
}
