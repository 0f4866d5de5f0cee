import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {ExternalLinkIcon} from '~/components/icons';
import {AssetIcon} from '~/components/RatioImage';
import {NewTabNote, SiteLink, useStoryblokHref} from '~/components/SiteLink';
import type {SvgBadgeBlok} from '~/lib/content/storyblok/types';
import {CARD, LINKED_CARD, STRETCHED_LINK} from './looks';
import {option, text} from './options';

const SIZE: Record<NonNullable<SvgBadgeBlok['size']>, string> = {
  sm: 'size-14',
  md: 'size-20',
  lg: 'size-28',
};

/** A certification or award mark with its name; the mark is decoration, the name says it. */
export function SvgBadge({blok}: {blok: SvgBadgeBlok}) {
  const href = useStoryblokHref(blok.link);
  const label = text(blok.label);
  if (!label) return null;
  const opensNewTab = blok.link?.target === '_blank';
  return (
    <div
      {...storyblokEditable(blok)}
      className={`${href ? LINKED_CARD : CARD} items-center justify-center gap-4 p-6 text-center`}
    >
      <AssetIcon image={blok.svg} className={option(SIZE, blok.size, 'md')} />
      <p className="font-semibold">
        {href ? (
          <SiteLink href={href} target={opensNewTab ? '_blank' : undefined} className={`inline-flex items-center gap-1.5 ${STRETCHED_LINK}`}>
            {label}
            {opensNewTab ? (
              <>
                <ExternalLinkIcon className="size-4 text-(--accent)" />
                <NewTabNote />
              </>
            ) : null}
          </SiteLink>
        ) : (
          label
        )}
      </p>
    </div>
  );
}
