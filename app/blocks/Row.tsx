import {storyblokEditable} from '~/lib/content/storyblok/editable';
import type {RowBlok} from '~/lib/content/storyblok/types';
import {Blocks} from './Blocks';
import {InColumns} from './image-sizes';
import {GAP, option} from './options';

/** Columns from md up, one per child; past four they wrap onto the next line. */
const COLUMNS = ['md:grid-cols-1', 'md:grid-cols-2', 'md:grid-cols-3', 'md:grid-cols-4'];

const VERTICAL_ALIGN: Record<NonNullable<RowBlok['vertical_align']>, string> = {
  start: 'items-start',
  center: 'items-center',
  end: 'items-end',
};

export function Row({blok}: {blok: RowBlok}) {
  const count = Array.isArray(blok.columns) ? blok.columns.length : 0;
  const across = Math.min(Math.max(count, 1), COLUMNS.length);
  const columns = COLUMNS[across - 1];
  return (
    <div
      {...storyblokEditable(blok)}
      className={`grid grid-cols-1 ${columns} ${option(GAP, blok.gap, 'md')} ${option(VERTICAL_ALIGN, blok.vertical_align, 'start')}`}
    >
      <InColumns columns={{768: across}}>
        <Blocks blocks={blok.columns} />
      </InColumns>
    </div>
  );
}
