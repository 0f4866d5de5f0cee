import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {SiteLink, useStoryblokHref} from '~/components/SiteLink';
import type {NavbarLinkBlok} from '~/lib/content/storyblok/types';
import {text} from './options';

/** A link of the page's own navigation bar, usually to a part of the page (`#details`). */
export function NavbarLink({blok}: {blok: NavbarLinkBlok}) {
  const href = useStoryblokHref(blok.link);
  const label = text(blok.label);
  if (!label || !href) return null;
  return (
    <SiteLink
      {...storyblokEditable(blok)}
      href={href}
      className="inline-flex shrink-0 items-center rounded-full bg-white px-4 py-2 text-sm font-semibold text-stone-900 ring-1 ring-stone-300 transition hover:bg-emerald-800 hover:text-white hover:ring-emerald-800"
    >
      {label}
    </SiteLink>
  );
}
