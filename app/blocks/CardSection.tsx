import type {CardSectionBlok} from '~/lib/content/storyblok/types';
import {Band, BandHeader} from './band';
import {Blocks} from './Blocks';
import {InColumns, type Columns} from './image-sizes';
import {option, text} from './options';

const COLUMNS: Record<NonNullable<CardSectionBlok['columns']>, string> = {
  '2': 'md:grid-cols-2',
  '3': 'md:grid-cols-2 lg:grid-cols-3',
  '4': 'sm:grid-cols-2 lg:grid-cols-4',
};

/** The same grids, for the cards' pictures. */
const COLUMN_COUNTS: Record<NonNullable<CardSectionBlok['columns']>, Columns> = {
  '2': {768: 2},
  '3': {768: 2, 1024: 3},
  '4': {640: 2, 1024: 4},
};

/** A heading over a grid of cards of any kind. */
export function CardSection({blok}: {blok: CardSectionBlok}) {
  const subheading = text(blok.subheading);
  return (
    <Band blok={blok} background={blok.background ?? 'white'}>
      <BandHeader heading={text(blok.heading)} intro={subheading ? <p>{subheading}</p> : undefined} />
      <div className={`grid grid-cols-1 gap-6 ${option(COLUMNS, blok.columns, '3')}`}>
        <InColumns columns={option(COLUMN_COUNTS, blok.columns, '3')}>
          <Blocks blocks={blok.cards} />
        </InColumns>
      </div>
    </Band>
  );
}
