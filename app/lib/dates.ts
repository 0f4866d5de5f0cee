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
