import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {SiteLink, useStoryblokHref} from '~/components/SiteLink';
import type {CardBlankBlok} from '~/lib/content/storyblok/types';
import {BandContent} from './band-context';
import {Blocks} from './Blocks';
import {BACKGROUND, option} from './options';

/** A card the editor fills with any blocks; with a link the whole card is one link. */
export function CardBlank({blok}: {blok: CardBlankBlok}) {
  const href = useStoryblokHref(blok.link);
  const className = `flex h-full flex-col gap-4 rounded-2xl p-6 md:p-8 ${option(BACKGROUND, blok.background, 'white')} ${
    blok.border ? 'ring-1 ring-stone-200' : ''
  }`;
  const body = (
    <BandContent>
      <Blocks blocks={blok.body} />
    </BandContent>
  );
  if (href) {
    return (
      <SiteLink
        {...storyblokEditable(blok)}
        href={href}
        target={blok.link?.target === '_blank' ? '_blank' : undefined}
        className={`${className} transition-shadow hover:shadow-lg`}
      >
        {body}
      </SiteLink>
    );
  }
  return (
    <div {...storyblokEditable(blok)} className={className}>
      {body}
    </div>
  );
}
