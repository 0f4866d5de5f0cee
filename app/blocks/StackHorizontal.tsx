import {storyblokEditable} from '~/lib/content/storyblok/editable';
import type {StackHorizontalBlok} from '~/lib/content/storyblok/types';
import {Blocks} from './Blocks';
import {GAP, JUSTIFY, option} from './options';

const VERTICAL_ALIGN: Record<NonNullable<StackHorizontalBlok['vertical_align']>, string> = {
  start: 'items-start',
  center: 'items-center',
  end: 'items-end',
};

/** Blocks side by side in a line; they wrap onto the next line unless the editor says not to. */
export function StackHorizontal({blok}: {blok: StackHorizontalBlok}) {
  return (
    <div
      {...storyblokEditable(blok)}
      className={`flex ${blok.wrap === false ? 'flex-nowrap overflow-x-auto' : 'flex-wrap'} ${option(GAP, blok.gap, 'md')} ${option(
        JUSTIFY,
        blok.align,
        'left',
      )} ${option(VERTICAL_ALIGN, blok.vertical_align, 'center')}`}
    >
      <Blocks blocks={blok.body} />
    </div>
  );
}
