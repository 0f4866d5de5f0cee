import {localizePath, type Locale} from '~/lib/i18n/locale';
import type {StoryblokLink} from './types';

const SAFE_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];

/**
 * The href for a Storyblok multilink, or null when it is empty or unsafe.
 * Story links are full slugs under a locale folder (`en-us/contact`); the folder is dropped and the
 * current locale's prefix added. Only http(s), mailto, tel and relative URLs are allowed.
 */
export function storyblokLinkHref(
  link: StoryblokLink | undefined | null,
  locale: Locale,
): string | null {
  if (!link) return null;
  let href: string | undefined;
  if (link.linktype === 'email') {
    href = link.email ? `mailto:${link.email}` : undefined;
  } else if (link.linktype === 'story') {
    const slug = link.story?.full_slug ?? link.cached_url ?? '';
    href = slug ? localizePath(storyPath(slug), locale) : undefined;
  } else {
    href = link.url || link.cached_url || undefined;
    if (href?.startsWith('/')) href = localizePath(href, locale);
  }
  if (!href) return null;
  if (link.anchor) href = `${href}#${link.anchor}`;
  return safeHref(href);
}

/** `en-us/about/team` → `/about/team`; the `home` story is the site root. */
export function storyPath(fullSlug: string): string {
  const rest = fullSlug.replace(/^\/+/, '').split('/').slice(1).join('/');
  const path = rest.replace(/\/+$/, '');
  return !path || path === 'home' ? '/' : `/${path}`;
}

/** The href when it is relative or uses an allowed scheme, else null. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (!trimmed) return null;
  // Protocol-relative and backslash tricks would leave our origin.
  if (/^[\\/]{2}/.test(trimmed) || /^\/\\/.test(trimmed)) return null;
  if (/^[/#?]/.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    return SAFE_SCHEMES.includes(url.protocol) ? trimmed : null;
  } catch {
    return null;
  }
}

/** Internal hrefs go through the router; everything else is a plain anchor. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** The link mark's attributes as a multilink, so both kinds of link resolve the same way. */
export function linkFromMarkAttrs(attrs: Record<string, unknown>): StoryblokLink {
  const href = stringAttr(attrs.href);
  const anchor = stringAttr(attrs.anchor);
  switch (attrs.linktype) {
    case 'email':
      return {linktype: 'email', email: href?.replace(/^mailto:/i, '')};
    case 'story': {
      const story = attrs.story as {full_slug?: unknown} | null | undefined;
      return {
        linktype: 'story',
        story: {full_slug: stringAttr(story?.full_slug)},
        cached_url: href,
        anchor,
      };
    }
    default:
      return {linktype: 'url', url: href, anchor};
  }
}

function stringAttr(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}
