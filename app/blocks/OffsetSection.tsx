import {storyblokEditable} from '~/lib/content/storyblok/editable';
import type {OffsetSectionBlok} from '~/lib/content/storyblok/types';
import {BandContent, useInBand} from './band-context';
import {Blocks} from './Blocks';
import {BACKGROUND, option, text} from './options';

type Size = NonNullable<OffsetSectionBlok['offset_size']>;

/** How far the panel reaches into the section before it (up) or after it (down). */
const OFFSET: Record<NonNullable<OffsetSectionBlok['offset_direction']>, Record<Size, string>> = {
  up: {sm: '-mt-8 md:-mt-12', md: '-mt-12 md:-mt-20', lg: '-mt-16 md:-mt-28'},
  down: {sm: '-mb-8 md:-mb-12', md: '-mb-12 md:-mb-20', lg: '-mb-16 md:-mb-28'},
};

/** A raised panel that overlaps the section above (or below) it. */
export function OffsetSection({blok}: {blok: OffsetSectionBlok}) {
  const nested = useInBand();
  const direction = blok.offset_direction === 'down' ? 'down' : 'up';
  const panel = (
    <div
      className={`relative z-10 mx-auto max-w-7xl space-y-6 rounded-3xl p-6 shadow-xl ring-1 ring-stone-900/5 md:p-10 ${option(
        BACKGROUND,
        blok.background,
        'white',
      )} ${option(OFFSET[direction], blok.offset_size, 'md')}`}
    >
      <BandContent>
        <Blocks blocks={blok.body} />
      </BandContent>
    </div>
  );
  return (
    <section
      {...storyblokEditable(blok)}
      id={text(blok.anchor_id) || undefined}
      className={`relative ${nested ? '' : 'px-4 md:px-6'} ${direction === 'up' ? 'pb-14 md:pb-20' : 'pt-14 md:pt-20'}`}
    >
      {panel}
    </section>
  );
}
