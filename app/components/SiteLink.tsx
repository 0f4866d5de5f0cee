import {Link} from '@remix-run/react';
import type {ComponentPropsWithoutRef} from 'react';
import {followFragmentLink} from '~/lib/content/fragment-link';
import {useLocale} from '~/lib/i18n/useLocale';
import {isInternalHref, safeHref, storyblokLinkHref} from '~/lib/content/storyblok/links';
import type {StoryblokLink} from '~/lib/content/storyblok/types';

type Destination =
  | {link: StoryblokLink | null | undefined; href?: undefined}
  | {href: string | null | undefined; link?: undefined};

export type SiteLinkProps = Destination & Omit<ComponentPropsWithoutRef<'a'>, 'href'>;

/**
 * One link for editor content and code alike: internal paths go through the router (client-side
 * navigation, prefetch-ready), everything else is a plain anchor. Without a usable href the children
 * render as text, so a half-filled CMS field never produces a dead link.
 */
export function SiteLink({link, href, target, rel, children, ...props}: SiteLinkProps) {
  const locale = useLocale();
  const resolved = href === undefined ? storyblokLinkHref(link, locale) : href ? safeHref(href) : null;
  if (!resolved) return <span className={props.className}>{children}</span>;

  const opensNewTab = (target ?? link?.target) === '_blank';
  if (resolved.startsWith('#') && !opensNewTab) {
    return (
      <a href={resolved} rel={rel} onClick={followFragmentLink} {...props}>
        {children}
      </a>
    );
  }
  if (isInternalHref(resolved) && !opensNewTab) {
    return (
      <Link to={resolved} rel={rel} prefetch="intent" {...props}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={resolved}
      target={opensNewTab ? '_blank' : target}
      // A new tab must not get a handle on this window.
      rel={opensNewTab ? 'noopener noreferrer' : rel}
      {...props}
    >
      {children}
    </a>
  );
}

/** The href a Storyblok link resolves to on this page's locale, or null when it goes nowhere. */
export function useStoryblokHref(link: StoryblokLink | null | undefined): string | null {
  return storyblokLinkHref(link, useLocale());
}

/** Tells screen-reader users that a link opens a new tab, which sighted users see from an icon. */
export function NewTabNote() {
  return <span className="sr-only"> (opens in a new tab)</span>;
}
