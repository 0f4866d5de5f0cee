import {storyblokEditable} from '~/lib/content/storyblok/editable';
import type {ContainedContentBlok} from '~/lib/content/storyblok/types';
import {Blocks} from './Blocks';
import {option} from './options';

const MAX_WIDTH: Record<NonNullable<ContainedContentBlok['max_width']>, string> = {
  sm: 'max-w-xl',
  md: 'max-w-3xl',
  lg: 'max-w-5xl',
  xl: 'max-w-7xl',
};

/** Where the narrowed column sits in the space it has. */
const PLACEMENT: Record<NonNullable<ContainedContentBlok['align']>, string> = {
  left: 'mr-auto',
  center: 'mx-auto',
  right: 'ml-auto',
};

/** A narrower column for reading: forms, long text. */
export function ContainedContent({blok}: {blok: ContainedContentBlok}) {
  return (
    <div
      {...storyblokEditable(blok)}
      className={`flex w-full flex-col gap-6 ${option(MAX_WIDTH, blok.max_width, 'md')} ${option(PLACEMENT, blok.align, 'center')}`}
    >
      <Blocks blocks={blok.body} />
    </div>
  );
}
