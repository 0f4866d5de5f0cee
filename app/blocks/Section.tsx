import {storyblokEditable} from '~/lib/content/storyblok/editable';
import type {SectionBlok} from '~/lib/content/storyblok/types';
import {BandContent} from './band-context';
import {Blocks} from './Blocks';
import {BACKGROUND, option, text} from './options';

const PADDING: Record<NonNullable<SectionBlok['padding']>, string> = {
  none: 'py-0',
  sm: 'py-6 md:py-8',
  md: 'py-10 md:py-14',
  lg: 'py-14 md:py-20',
};

export function Section({blok}: {blok: SectionBlok}) {
  const children = (
    <BandContent>
      <Blocks blocks={blok.body} />
    </BandContent>
  );
  return (
    <section
      {...storyblokEditable(blok)}
      id={text(blok.anchor_id) || undefined}
      className={`${option(BACKGROUND, blok.background, 'white')} ${option(PADDING, blok.padding, 'md')}`}
    >
      {blok.contained === false ? (
        <div className="space-y-6">{children}</div>
      ) : (
        <div className="mx-auto max-w-7xl space-y-6 px-4 md:px-6">{children}</div>
      )}
    </section>
  );
}
