/**
 * External forms editors may embed (a `google-form-embed` block, the contact page's embedded form).
 * Only Google Forms over https: the Content-Security-Policy lets frames come from this host alone.
 */
export const FORM_EMBED_ORIGIN = 'https://docs.google.com';

/** The address to frame when `value` is a Google Form, else null. */
export function formEmbedSrc(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value.trim());
    return url.origin === FORM_EMBED_ORIGIN && url.pathname.startsWith('/forms/') ? url.href : null;
  } catch {
    return null;
  }
}

/** The frame's height in pixels from an editor's number, within sensible bounds. */
export function embedHeight(value: unknown, fallback: number): number {
  const height = Math.round(Number(value));
  return Number.isFinite(height) && height > 0 ? Math.min(Math.max(height, 200), 4000) : fallback;
}
