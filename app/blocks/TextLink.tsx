import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {ArrowRightIcon, DownloadIcon, ExternalLinkIcon} from '~/components/icons';
import {NewTabNote, SiteLink, useStoryblokHref} from '~/components/SiteLink';
import type {TextLinkBlok} from '~/lib/content/storyblok/types';
import {ARROW_LINK} from './looks';
import {text} from './options';

const ICON_CLASS = 'size-4 shrink-0';

/** A link in running text's style, with an arrow, an external-link or a download mark after it. */
export function TextLink({blok}: {blok: TextLinkBlok}) {
  const href = useStoryblokHref(blok.link);
  const label = text(blok.label);
  if (!label || !href) return null;
  const newTab = blok.link?.target === '_blank';
  return (
    <SiteLink
      {...storyblokEditable(blok)}
      href={href}
      target={newTab ? '_blank' : undefined}
      className={ARROW_LINK}
    >
      {label}
      {blok.icon === 'external' ? (
        <ExternalLinkIcon className={ICON_CLASS} />
      ) : blok.icon === 'download' ? (
        <DownloadIcon className={ICON_CLASS} />
      ) : (
        <ArrowRightIcon
          className={`${ICON_CLASS} transition-transform group-hover/link:translate-x-0.5 motion-reduce:transition-none`}
        />
      )}
      {newTab ? <NewTabNote /> : null}
    </SiteLink>
  );
}
